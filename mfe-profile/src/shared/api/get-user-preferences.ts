import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointClient } from '@alive/api-client';
import type { choicesEndpoints } from '@alive/contracts';
import { choicesRoutes } from '@alive/contracts/routes';

const choicesClient = endpointClient<typeof choicesEndpoints>(choicesRoutes);

/**
 * GET /api/user-preferences/1 (choices service). Clients send the id 1 (docs/product/choices.md, API); the service answers with
 * the signed-in user's tags whatever the id, so the id is a constant here, not the user's id.
 * Shared by the completion card's insights panel and the Preference Dashboard (one cache entry).
 */
const USER_PREFERENCES_INPUT = { params: { userId: '1' } } as const;
export const userPreferencesQueryKey = choicesClient.userPreferences.queryKey(USER_PREFERENCES_INPUT);

export const getUserPreferences = () => choicesClient.userPreferences(USER_PREFERENCES_INPUT);

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
