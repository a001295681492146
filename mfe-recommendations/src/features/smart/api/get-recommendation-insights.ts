import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { RecommendationInsights } from '@alive/contracts';

export const RECOMMENDATION_INSIGHTS_PATH = '/api/recommendation-insights';

export const recommendationInsightsQueryOptions = queryOptions({
  queryKey: [RECOMMENDATION_INSIGHTS_PATH] as const,
  queryFn: () => apiJson<RecommendationInsights>('GET', RECOMMENDATION_INSIGHTS_PATH),
  retry: false,
  refetchOnMount: 'always',
});

/** GET /api/recommendation-insights: opportunities, preference gaps and the categories to choose in next. */
export function useRecommendationInsights() {
  return useQuery(recommendationInsightsQueryOptions);
}
