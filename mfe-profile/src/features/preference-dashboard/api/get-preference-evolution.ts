import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileClient } from '../../../shared/api/profile-client.ts';

/** How many top tags the chart follows (the service allows 1..10). */
export const EVOLUTION_TAG_LIMIT = 5;
const evolutionInput = (limit: number) => ({ query: { limit: String(limit) } });
export const preferenceEvolutionQueryKey = profileClient.evolution.queryKey(evolutionInput(EVOLUTION_TAG_LIMIT));

/** GET /api/happiness-profile/evolution?limit=5: score of the top tags after each of the user's choices. */
export const getPreferenceEvolution = (limit = EVOLUTION_TAG_LIMIT) => profileClient.evolution(evolutionInput(limit));

export const preferenceEvolutionQueryOptions = queryOptions({
  ...profileClient.evolution.queryOptions(evolutionInput(EVOLUTION_TAG_LIMIT)),
  retry: false,
  // Choices made on other screens change these numbers: a visit shows the cache at once and refreshes it.
  refetchOnMount: 'always',
});

export function usePreferenceEvolution() {
  return useQuery(preferenceEvolutionQueryOptions);
}
