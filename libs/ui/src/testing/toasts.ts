import { useToast } from '../toast/use-toast.ts';
import { act, renderHook, screen, within } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * Test-only (`@alive/ui/testing`): finding the one toast a screen shows, and closing toasts between
 * tests. Never imported by app code.
 */

/** The toast on screen: the Toaster's notifications region holds one at a time. */
export async function findToast(): Promise<HTMLElement> {
  // The Toaster is loaded with the first toast; on a busy machine that takes a moment.
  // hidden: an open modal dialog hides the rest of the page (the toast region too) from the accessibility tree.
  const region = await screen.findByRole('region', { name: /^Notifications/, hidden: true }, { timeout: 3000 });
  return within(region).findByRole('listitem', { hidden: true }, { timeout: 3000 });
}

/** Toasts live in a module-level store (one Toaster for the page): close them between tests. */
export function dismissToastsAfterEach() {
  afterEach(() => {
    const { result } = renderHook(() => useToast());
    act(() => result.current.dismiss());
  });
}
