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
