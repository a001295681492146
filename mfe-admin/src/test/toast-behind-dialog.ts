import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The toast raised while a modal dialog stays open. The dialog hides the rest of the page from the
 * accessibility tree, and a role query over the hidden page (findToast) is slow enough on a loaded
 * machine to outlast its wait; the region is found by its label attribute instead.
 */
export async function toastBehindDialog(): Promise<HTMLElement> {
  const selector = '[role="region"][aria-label^="Notifications"] li';
  await waitFor(() => expect(document.querySelector(selector)).toBeTruthy(), { timeout: 10_000 });
  return document.querySelector<HTMLElement>(selector)!;
}
