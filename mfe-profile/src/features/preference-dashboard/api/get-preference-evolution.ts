import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { PreferenceEvolution } from '@alive/contracts';

export const PREFERENCE_EVOLUTION_PATH = '/api/happiness-profile/evolution';
/** How many top tags the chart follows (the service allows 1..10). */
export const EVOLUTION_TAG_LIMIT = 5;
export const preferenceEvolutionQueryKey = [PREFERENCE_EVOLUTION_PATH, { limit: EVOLUTION_TAG_LIMIT }] as const;

/** GET /api/happiness-profile/evolution?limit=5: score of the top tags after each of the user's choices. */
export function getPreferenceEvolution(limit = EVOLUTION_TAG_LIMIT): Promise<PreferenceEvolution> {
  return apiJson<PreferenceEvolution>('GET', `${PREFERENCE_EVOLUTION_PATH}?limit=${limit}`);
}

export const preferenceEvolutionQueryOptions = queryOptions({
  queryKey: preferenceEvolutionQueryKey,
  queryFn: () => getPreferenceEvolution(EVOLUTION_TAG_LIMIT),
  retry: false,
  // Choices made on other screens change these numbers: a visit shows the cache at once and refreshes it.
  refetchOnMount: 'always',
});

export function usePreferenceEvolution() {
  return useQuery(preferenceEvolutionQueryOptions);
}
