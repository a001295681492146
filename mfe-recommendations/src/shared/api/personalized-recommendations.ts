import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ALL_RECOMMENDATIONS, RECOMMENDATION_CLIENT_CACHE_MS, RECOMMENDATION_POLL_MS } from '@alive/contracts/constants';
import type { PersonalizedRecommendationsResponse, RecommendationCategory } from '@alive/contracts';
import { recommendationsRoutes } from '@alive/contracts/routes';
import { useLoginRedirect } from '../hooks/use-login-redirect.ts';
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

/** `all` and `general` are the same list on the server, so a refresh of either reaches both keys. */
function keysOfSameList(category: ListCategory): ListCategory[] {
  return category === ALL_RECOMMENDATIONS || category === 'general' ? [ALL_RECOMMENDATIONS, 'general'] : [category];
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

function refreshMutationKey(category: ListCategory) {
  return [recommendationsRoutes.refresh.path, category] as const;
}

export interface RefreshOptions {
  /** Called for a failure that is not a 401 (a 401 goes to the login). */
  onError: (error: Error) => void;
}

/**
 * POST /api/recommendations/refresh {category}: the category is "refreshing" (button disabled, icon
 * spinning) until the answer; on success its lists are invalidated, and the new answer polls while
 * the generation runs. The refreshing state is kept by the mutation cache, so it survives a tab switch.
 */
export function useRefreshRecommendations(category: ListCategory, { onError }: RefreshOptions) {
  const queryClient = useQueryClient();
  const redirectOn401 = useLoginRedirect();
  const mutationKey = refreshMutationKey(category);
  const mutation = useMutation({
    mutationKey,
    mutationFn: () => recommendationsClient.refresh({ body: { category } }),
    onSuccess: () =>
      Promise.all(keysOfSameList(category).map((key) => queryClient.invalidateQueries({ queryKey: categoryListKey(key) }))),
    onError: (error) => {
      if (!redirectOn401(error)) onError(error);
    },
  });
  const isRefreshing = useIsMutating({ mutationKey }) > 0;
  return { refresh: () => mutation.mutate(), isRefreshing };
}
