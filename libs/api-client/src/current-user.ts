import { useQuery } from '@tanstack/react-query';
import type { authEndpoints, CurrentUser } from '@alive/contracts';
import { authRoutes } from '@alive/contracts/routes';
import { isUnauthorized } from './api-error.ts';
import { endpointClient } from './endpoint-client.ts';
import { forgetLastKnownUser, isRememberedUser, lastKnownUser, rememberUser } from './last-known-user.ts';

/** How often a remembered (offline) user is checked with the server again. */
export const REMEMBERED_USER_RECHECK_MS = 5_000;

export { forgetLastKnownUser, isRememberedUser, lastKnownUser, onUserRememberedElsewhere } from './last-known-user.ts';

// Type-only: the zod schema stays out of the browser bundle.
export type { CurrentUser };

/** The auth calls the browser makes itself (sign-in and logout are full-page navigations). */
const authClient = endpointClient<typeof authEndpoints>(authRoutes);

export const CURRENT_USER_PATH = authRoutes.currentUser.path;
/**
 * Query key of the current-user call; invalidate it after anything that changes the session. The whole
 * path as one segment (not `apiQueryKey`'s split), the key every screen and test already invalidates.
 */
export const currentUserQueryKey = [CURRENT_USER_PATH] as const;

export const currentUserQueryOptions = {
  queryKey: currentUserQueryKey,
  // Signed out (401) is no user, not an error (docs/product/platform.md, Auth gate). With no HTTP answer
  // at all (offline: fetch rejects with a TypeError) the last user seen signed in here stands in
  // (docs/architecture.md, "Offline"); a 401 forgets them.
  queryFn: async (): Promise<CurrentUser | null> => {
    try {
      const user = await authClient.currentUser();
      rememberUser(user);
      return user;
    } catch (error) {
      if (isUnauthorized(error)) {
        forgetLastKnownUser();
        return null;
      }
      const remembered = error instanceof TypeError ? lastKnownUser() : null;
      if (!remembered) throw error;
      return remembered;
    }
  },
  retry: false,
  // A remembered user is told apart by identity (isRememberedUser); structural sharing would keep that
  // object when the server's answer equals it, so the person would never count as confirmed again.
  structuralSharing: false,
  // Back online, the server says again who is signed in (a remembered user may have been signed out),
  // unless it already said nobody is (a 401, or the landing document: no session cookie, so no session;
  // docs/architecture.md, "First paint"): coming back online signs nobody in, and asking again would only
  // log another 401. Signing in is a page load, or another tab's (seed-current-user.ts in the shell).
  refetchOnReconnect: (query: { state: { data: CurrentUser | null | undefined } }) => (query.state.data === null ? false : 'always'),
  // And while only a remembered user stands in, it is asked again every few seconds: the browser's
  // online event can come before its network works, and a missed recheck would leave the person
  // unconfirmed (their choice queue unsent) until the next page load.
  refetchInterval: (query: { state: { data: CurrentUser | null | undefined } }) =>
    query.state.data && isRememberedUser(query.state.data) ? REMEMBERED_USER_RECHECK_MS : false,
} as const;

export interface CurrentUserState {
  /** `null` when signed out (401) or when the auth call failed; `undefined` never escapes. */
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Set when the call failed with something other than 401 (the user is then treated as signed out). */
  error: Error | null;
}

/**
 * Auth state (docs/product/platform.md, Auth gate): loading, authenticated, not authenticated — derived from whether the
 * current-user call returns a user. A 401 means "no user"; any other failure (auth service down) is
 * also shown as signed out rather than blocking every screen.
 */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery(currentUserQueryOptions);
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: user !== null,
    isAdmin: user?.isAdmin === true,
    error: query.error,
  };
}

/** First name, else e-mail, else "User" (docs/product/platform.md, Header and navigation). */
export function userDisplayName(user: Pick<CurrentUser, 'firstName' | 'email'> | null | undefined): string {
  return user?.firstName?.trim() || user?.email?.trim() || 'User';
}
