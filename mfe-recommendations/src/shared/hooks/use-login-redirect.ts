import { isUnauthorized } from '@alive/api-client';
import { useToast } from '@alive/ui';
import { useCallback, useEffect } from 'react';
import { navigateToLogin } from '../lib/navigate-to-login.ts';

/** docs/product/recommendations.md, Screens: after the "Unauthorized" toast the page goes to the login after 500 ms. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

export const UNAUTHORIZED_TOAST = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
} as const;

// One redirect for the page, however many calls answer 401 at once (a screen's queries and a click).
let pendingRedirect: ReturnType<typeof setTimeout> | undefined;

/**
 * Returns `handle(error)`: for a 401 it shows the "logged out" toast once, goes to the login after
 * 500 ms and answers true; for any other error it answers false and the caller shows its own message.
 */
export function useLoginRedirect(): (error: unknown) => boolean {
  const { toast } = useToast();
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorized(error)) return false;
      if (pendingRedirect === undefined) {
        toast({ variant: 'destructive', ...UNAUTHORIZED_TOAST });
        pendingRedirect = setTimeout(() => {
          pendingRedirect = undefined;
          navigateToLogin();
        }, LOGIN_REDIRECT_DELAY_MS);
      }
      return true;
    },
    [toast],
  );
}

/** Sends the page to the login when a read of this screen answers 401 (the session ended meanwhile). */
export function useLoginRedirectOnError(...errors: readonly (Error | null | undefined)[]): void {
  const handle = useLoginRedirect();
  const unauthorized = errors.find((error) => error && isUnauthorized(error));
  useEffect(() => {
    if (unauthorized) handle(unauthorized);
  }, [handle, unauthorized]);
}
