import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { UserPreference } from '@alive/contracts';

/**
 * GET /api/user-preferences/1 (choices service). Clients send the id 1 (docs/product/choices.md, API); the service answers with
 * the signed-in user's tags whatever the id, so the id is a constant here, not the user's id.
 * Shared by the completion card's insights panel and the Preference Dashboard (one cache entry).
 */
export const USER_PREFERENCES_PATH = '/api/user-preferences/1';
export const userPreferencesQueryKey = [USER_PREFERENCES_PATH] as const;

export function getUserPreferences(): Promise<UserPreference[]> {
  return apiJson<UserPreference[]>('GET', USER_PREFERENCES_PATH).then((list) => list ?? []);
}

export const userPreferencesQueryOptions = queryOptions({
  queryKey: userPreferencesQueryKey,
  queryFn: getUserPreferences,
  // Profile queries never retry (docs/product/platform.md, Shared call behaviour).
  retry: false,
  // Choices made on other screens change these numbers: a visit shows the cache at once and refreshes it.
  refetchOnMount: 'always',
});

export function useUserPreferences() {
  return useQuery(userPreferencesQueryOptions);
}
