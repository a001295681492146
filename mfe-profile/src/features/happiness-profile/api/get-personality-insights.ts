import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileClient } from '../../../shared/api/profile-client.ts';

export const personalityInsightsQueryKey = profileClient.personalityInsights.queryKey();

/** GET /api/personality-insights: the Life Guide and the shareable profile text (gated by hasInsights). */
export const getPersonalityInsights = () => profileClient.personalityInsights();

export const personalityInsightsQueryOptions = queryOptions({
  ...profileClient.personalityInsights.queryOptions(),
  retry: false,
  // Choices made on other screens change these numbers: a visit shows the cache at once and refreshes it.
  refetchOnMount: 'always',
});

export function usePersonalityInsights(options: { enabled?: boolean } = {}) {
  return useQuery({ ...personalityInsightsQueryOptions, enabled: options.enabled ?? true });
}
