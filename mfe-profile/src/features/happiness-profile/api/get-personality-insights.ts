import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { PersonalityInsights } from '@alive/contracts';

export const PERSONALITY_INSIGHTS_PATH = '/api/personality-insights';
export const personalityInsightsQueryKey = [PERSONALITY_INSIGHTS_PATH] as const;

/** GET /api/personality-insights: the Life Guide and the shareable profile text (gated by hasInsights). */
export function getPersonalityInsights(): Promise<PersonalityInsights> {
  return apiJson<PersonalityInsights>('GET', PERSONALITY_INSIGHTS_PATH);
}

export const personalityInsightsQueryOptions = queryOptions({
  queryKey: personalityInsightsQueryKey,
  queryFn: getPersonalityInsights,
  retry: false,
  // Choices made on other screens change these numbers: a visit shows the cache at once and refreshes it.
  refetchOnMount: 'always',
});

export function usePersonalityInsights(options: { enabled?: boolean } = {}) {
  return useQuery({ ...personalityInsightsQueryOptions, enabled: options.enabled ?? true });
}
