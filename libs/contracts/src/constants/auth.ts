/** The OAuth provider name in grant's routes (`/api/auth/connect/<name>`). */
export const AUTH_PROVIDER_NAME = 'alive';

/**
 * Every path the auth service owns. The edge routes `/api/login`, `/api/logout` and `/api/auth/*` to it;
 * the identity provider registers `callback` (joined to PUBLIC_URL) as the client's redirect URI.
 */
export const AUTH_PATHS = {
  /** Full-page navigation: starts sign-in. */
  login: '/api/login',
  /** Full-page navigation: ends the session, then lands on `/`. */
  logout: '/api/logout',
  /** Current user (CurrentUser) or 401. */
  currentUser: '/api/auth/user',
  /** grant's prefix; `/api/auth/connect/alive` starts the authorization request. */
  grantPrefix: '/api/auth/connect',
  connect: `/api/auth/connect/${AUTH_PROVIDER_NAME}`,
  /** The OAuth redirect URI path (authorization response). */
  callback: `/api/auth/connect/${AUTH_PROVIDER_NAME}/callback`,
} as const;

/** Longest return path `/api/login?returnTo=` accepts. */
export const RETURN_TO_MAX = 2000;

/**
 * A path of this site to come back to after sign-in (docs/product/platform.md, Auth gate): starts with
 * one `/`, never `//` or `/\` (a browser reads those as another host), no control characters or
 * backslashes, so the redirect can only stay on this origin.
 */
export function isSafeReturnPath(path: string): boolean {
  return (
    path.length <= RETURN_TO_MAX &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    !/[\u0000-\u001f\u007f]/.test(path)
  );
}

/** The login URL that comes back to `returnTo` after sign-in; the plain login URL for `/` or an unsafe path. */
export function loginPathFor(returnTo: string): string {
  return returnTo !== '/' && isSafeReturnPath(returnTo) ? `${AUTH_PATHS.login}?returnTo=${encodeURIComponent(returnTo)}` : AUTH_PATHS.login;
}
