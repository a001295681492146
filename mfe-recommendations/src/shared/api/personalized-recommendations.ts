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

/** The first time a list that says `generating` is asked again: a built-in generation takes milliseconds. */
export const GENERATING_FIRST_POLL_MS = 200;

/**
 * How long to wait before asking again for a list that has said `generating` for `elapsedMs`: half of
 * that, from GENERATING_FIRST_POLL_MS up to RECOMMENDATION_POLL_MS (200, 200, 300, 450 … 3000 ms).
 * A generation of milliseconds shows within a fifth of a second; a slow one (the OpenAI engine) costs
 * a few more asks, then one every 3 s (docs/product/recommendations.md, Screens).
 */
export function generatingPollDelay(elapsedMs: number): number {
  return Math.min(RECOMMENDATION_POLL_MS, Math.max(GENERATING_FIRST_POLL_MS, Math.round(elapsedMs / 2)));
}

/** When each list query's current run of `generating` answers began. */
const generatingSince = new WeakMap<object, number>();

function nextPoll(query: object, generating: boolean): number | false {
  if (!generating) {
    generatingSince.delete(query);
    return false;
  }
  const now = Date.now();
  const since = generatingSince.get(query) ?? now;
  generatingSince.set(query, since);
  return generatingPollDelay(now - since);
}

/**
 * A list kept 30 minutes on the client, asked again while the answer says `generating`, soon at first
 * and then less often (generatingPollDelay). Failures are not retried.
 */
export function personalizedRecommendationsQueryOptions(category: ListCategory, limit: number) {
  return queryOptions({
    queryKey: recommendationsClient.personalized.queryKey({ params: { category }, query: { limit: String(limit) } }),
    queryFn: () => getPersonalizedRecommendations(category, limit),
    staleTime: RECOMMENDATION_CLIENT_CACHE_MS,
    retry: false,
    refetchInterval: (query) => nextPoll(query, query.state.data?.generating === true),
  });
}

export function usePersonalizedRecommendations(category: ListCategory, limit: number) {
  return useQuery(personalizedRecommendationsQueryOptions(category, limit));
}
