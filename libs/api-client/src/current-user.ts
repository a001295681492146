import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@alive/contracts';
import { getQueryFn } from './query-client.ts';

// Type-only: the zod schema stays out of the browser bundle.
export type { CurrentUser };

export const CURRENT_USER_PATH = '/api/auth/user';
/** Query key of the current-user call; invalidate it after anything that changes the session. */
export const currentUserQueryKey = [CURRENT_USER_PATH] as const;

export const currentUserQueryOptions = {
  queryKey: currentUserQueryKey,
  queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull' }),
  retry: false,
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
