import { authRoutes } from '@alive/contracts/routes';
import { isUnauthorized } from './api-error.ts';

/** Login is a full-page navigation (docs/product/platform.md, Auth gate), never a client-side route change. */
export const LOGIN_PATH = authRoutes.login.path;

export function navigateToLogin(): void {
  window.location.href = LOGIN_PATH;
}

/** After the "Unauthorized" toast the page goes to the login after 500 ms (docs/product/platform.md, Auth gate). */
export const LOGIN_REDIRECT_DELAY_MS = 500;

export const UNAUTHORIZED_TOAST = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
} as const;

// One redirect for the page, however many calls answer 401 at once (a screen's queries and a click),
// whichever remote saw them.
let pendingRedirect: ReturnType<typeof setTimeout> | undefined;

/**
 * For a 401: shows the "logged out" toast once (through the caller's toast function, so this library
 * needs no design system), goes to the login after 500 ms (through `navigate`, which a screen's tests
 * replace) and answers true. Any other error: false,
 * and the caller shows its own message.
 */
export function redirectToLoginIfUnauthorized(
  error: unknown,
  showToast: (toast: typeof UNAUTHORIZED_TOAST & { variant: 'destructive' }) => void,
  navigate: () => void = navigateToLogin,
): boolean {
  if (!isUnauthorized(error)) return false;
  if (pendingRedirect === undefined) {
    showToast({ variant: 'destructive', ...UNAUTHORIZED_TOAST });
    pendingRedirect = setTimeout(() => {
      pendingRedirect = undefined;
      navigate();
    }, LOGIN_REDIRECT_DELAY_MS);
  }
  return true;
}
