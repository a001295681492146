import { isUnauthorized, redirectToLoginIfUnauthorized } from '@alive/api-client';
import { useToast } from '@alive/ui';
import { useCallback, useEffect } from 'react';
import { navigateToLogin } from '../lib/navigate-to-login.ts';

export { LOGIN_REDIRECT_DELAY_MS, UNAUTHORIZED_TOAST } from '@alive/api-client';

/**
 * Returns `handle(error)`: for a 401 it shows the "logged out" toast once, goes to the login after
 * 500 ms and answers true; for any other error it answers false and the caller shows its own message
 * (docs/product/recommendations.md, Screens).
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
