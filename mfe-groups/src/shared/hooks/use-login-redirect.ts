import { isUnauthorized, redirectToLoginIfUnauthorized } from '@alive/api-client';
import { useToast } from '@alive/ui';
import { useCallback, useEffect } from 'react';
import { navigateToLogin } from '../lib/navigate-to-login.ts';

/** Create and join without a session: the message, then the login after 1 s (docs/product/groups.md, Screens). */
export const SIGN_IN_NEEDED_DELAY_MS = 1000;

/**
 * Returns `handle(error)`: for a 401 it shows "Unauthorized: You are logged out. Logging in again..."
 * once and goes to the login after 500 ms (true); any other error: false.
 */
export function useLoginRedirect(): (error: unknown) => boolean {
  const { toast } = useToast();
  return useCallback((error: unknown) => redirectToLoginIfUnauthorized(error, toast, navigateToLogin), [toast]);
}

/** Sends the page to the login when a read of this screen answers 401 (the session ended meanwhile). */
export function useLoginRedirectOnError(...errors: readonly (Error | null | undefined)[]): void {
  const handle = useLoginRedirect();
  const unauthorized = errors.find((error) => error && isUnauthorized(error));
  useEffect(() => {
    if (unauthorized) handle(unauthorized);
  }, [handle, unauthorized]);
}

/** "Please log in to create a group" (or join), then the login after 1 s. */
export function useSignInNeeded(): (message: string) => void {
  const { toast } = useToast();
  return useCallback(
    (message: string) => {
      toast({ variant: 'destructive', title: message });
      setTimeout(navigateToLogin, SIGN_IN_NEEDED_DELAY_MS);
    },
    [toast],
  );
}
