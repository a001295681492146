import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import { ALL_CATEGORIES, SMART_RECOMMENDATION_LIMIT } from '@alive/contracts/constants';
import type { SmartRecommendationsRequest, SmartRecommendationsResponse } from '@alive/contracts';

export const SMART_RECOMMENDATIONS_PATH = '/api/smart-recommendations';

/** The category filter's value: `all` or a choice category. */
export type SmartCategory = NonNullable<SmartRecommendationsRequest['category']>;

/** POST /api/smart-recommendations {category, limit}: new choice pairs aimed at what the profile knows least. */
export function getSmartRecommendations(category: SmartCategory): Promise<SmartRecommendationsResponse> {
  const body: SmartRecommendationsRequest = { category, limit: SMART_RECOMMENDATION_LIMIT.default };
  return apiJson<SmartRecommendationsResponse>('POST', SMART_RECOMMENDATIONS_PATH, body);
}

/** A read although it is a POST (nothing is written), so it lives in the query cache; Generate New asks again. */
export function smartRecommendationsQueryOptions(category: SmartCategory) {
  return queryOptions({
    queryKey: [SMART_RECOMMENDATIONS_PATH, { category }] as const,
    queryFn: () => getSmartRecommendations(category),
    retry: false,
  });
}

export function useSmartRecommendations(category: SmartCategory = ALL_CATEGORIES) {
  return useQuery(smartRecommendationsQueryOptions(category));
}
