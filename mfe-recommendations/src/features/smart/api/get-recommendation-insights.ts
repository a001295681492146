import { queryOptions, useQuery } from '@tanstack/react-query';
import { recommendationsClient } from '../../../shared/api/recommendations-client.ts';

export const recommendationInsightsQueryOptions = queryOptions({
  ...recommendationsClient.insights.queryOptions(),
  retry: false,
  refetchOnMount: 'always',
});

/** GET /api/recommendation-insights: opportunities, preference gaps and the categories to choose in next. */
export function useRecommendationInsights() {
  return useQuery(recommendationInsightsQueryOptions);
}
