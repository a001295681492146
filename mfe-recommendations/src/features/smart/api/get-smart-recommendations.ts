import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryKey } from '@alive/api-client';
import { ALL_CATEGORIES, SMART_RECOMMENDATION_LIMIT } from '@alive/contracts/constants';
import type { SmartRecommendationsRequest, SmartRecommendationsResponse } from '@alive/contracts';
import { recommendationsRoutes } from '@alive/contracts/routes';
import { recommendationsClient } from '../../../shared/api/recommendations-client.ts';

/** The category filter's value: `all` or a choice category. */
export type SmartCategory = NonNullable<SmartRecommendationsRequest['category']>;

/** POST /api/smart-recommendations {category, limit}: new choice pairs aimed at what the profile knows least. */
export function getSmartRecommendations(category: SmartCategory): Promise<SmartRecommendationsResponse> {
  return recommendationsClient.smart({ body: { category, limit: SMART_RECOMMENDATION_LIMIT.default } });
}

/**
 * A read although it is a POST (nothing is written), so it lives in the query cache; Generate New asks
 * again. The body is not part of a key, so the category is added to the path's.
 */
export function smartRecommendationsQueryOptions(category: SmartCategory) {
  return queryOptions({
    queryKey: apiQueryKey(recommendationsRoutes.smart.path, { category }),
    queryFn: () => getSmartRecommendations(category),
    retry: false,
  });
}

export function useSmartRecommendations(category: SmartCategory = ALL_CATEGORIES) {
  return useQuery(smartRecommendationsQueryOptions(category));
}
