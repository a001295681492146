import { queryOptions, useQuery } from '@tanstack/react-query';
import { ALL_RECOMMENDATIONS, RECOMMENDATION_CLIENT_CACHE_MS, RECOMMENDATION_POLL_MS } from '@alive/contracts/constants';
import type { PersonalizedRecommendationsResponse, RecommendationCategory } from '@alive/contracts';
import { recommendationsClient } from './recommendations-client.ts';

/** A path category of the list call: a catalogue category, or `all` (answered with the general list). */
export type ListCategory = RecommendationCategory | typeof ALL_RECOMMENDATIONS;

/** GET /api/personalized-recommendations/:category?limit= — answers at once, `generating: true` while a run is under way. */
export function getPersonalizedRecommendations(category: ListCategory, limit: number): Promise<PersonalizedRecommendationsResponse> {
  return recommendationsClient.personalized({ params: { category }, query: { limit: String(limit) } });
}

/** Every list query of a category starts with this, so one invalidation reaches both screens' limits. */
export function categoryListKey(category: ListCategory) {
  return recommendationsClient.personalized.queryKey({ params: { category } });
}

/**
 * A list kept 30 minutes on the client, asked again every 3 s while the answer says `generating`
 * (docs/product/recommendations.md, Engine and freshness). Failures are not retried.
 */
export function personalizedRecommendationsQueryOptions(category: ListCategory, limit: number) {
  return queryOptions({
    queryKey: recommendationsClient.personalized.queryKey({ params: { category }, query: { limit: String(limit) } }),
    queryFn: () => getPersonalizedRecommendations(category, limit),
    staleTime: RECOMMENDATION_CLIENT_CACHE_MS,
    retry: false,
    refetchInterval: (query) => (query.state.data?.generating ? RECOMMENDATION_POLL_MS : false),
  });
}

export function usePersonalizedRecommendations(category: ListCategory, limit: number) {
  return useQuery(personalizedRecommendationsQueryOptions(category, limit));
}
