import { useToast } from '@alive/ui';
import { act, renderHook, screen, within } from '@testing-library/react';
import { afterEach } from 'vitest';

/** The toast on screen: the Toaster's notifications region holds one at a time. */
export async function findToast(): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: /^Notifications/ });
  return within(region).findByRole('listitem');
}

/** Toasts live in a module-level store (one Toaster for the page): close them between tests. */
export function dismissToastsAfterEach() {
  afterEach(() => {
    const { result } = renderHook(() => useToast());
    act(() => result.current.dismiss());
  });
}
