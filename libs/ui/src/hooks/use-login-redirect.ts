import { isUnauthorized, navigateToLogin, redirectToLoginIfUnauthorized } from '@alive/api-client';
import { useCallback, useEffect, useRef } from 'react';
import { useToast } from '../toast/use-toast.ts';

/**
 * Returns `handle(error)`: for a 401 it shows "Unauthorized: You are logged out. Logging in again..."
 * once and goes to the login after 500 ms (true); any other error: false, and the caller shows its own
 * message (docs/product/platform.md, Auth gate).
 */
export function useLoginRedirect(): (error: unknown) => boolean {
  const { toast } = useToast();
  // navigateToLogin is passed, not defaulted, so a screen test that replaces it in @alive/api-client sees the call.
  return useCallback((error: unknown) => redirectToLoginIfUnauthorized(error, toast, navigateToLogin), [toast]);
}

/** Sends the page to the login when a read of the screen answers 401 (the session ended meanwhile). */
export function useLoginRedirectOnError(...errors: readonly (Error | null | undefined)[]): void {
  const handle = useLoginRedirect();
  const unauthorized = errors.find((error) => error && isUnauthorized(error));
  useEffect(() => {
    if (unauthorized) handle(unauthorized);
  }, [handle, unauthorized]);
}

/** An action that needs a session says so, then the page goes to the login after 1 s (docs/product/choices.md, Errors; docs/product/groups.md, Screens). */
export const SIGN_IN_NEEDED_DELAY_MS = 1000;

export interface SignInNeededMessage {
  title: string;
  description?: string;
}

/**
 * Returns `signInNeeded(message)`: a destructive toast with the message, then the login after 1 s.
 * A second call restarts the wait (one navigation), and leaving the screen cancels it.
 */
export function useSignInNeeded(): (message: string | SignInNeededMessage) => void {
  const { toast } = useToast();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (message: string | SignInNeededMessage) => {
      toast({ variant: 'destructive', ...(typeof message === 'string' ? { title: message } : message) });
      clearTimeout(timer.current);
      timer.current = setTimeout(navigateToLogin, SIGN_IN_NEEDED_DELAY_MS);
    },
    [toast],
  );
}
