import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Query, QueryClient } from '@tanstack/react-query';
import { ALL_RECOMMENDATIONS } from '@alive/contracts/constants';
import { recommendationsRoutes } from '@alive/contracts/routes';
import type { PersonalizedRecommendationsResponse } from '@alive/contracts';
import { useLoginRedirect } from '@alive/ui';
import { categoryListKey, type ListCategory } from '../api/personalized-recommendations.ts';
import { recommendationsClient } from '../api/recommendations-client.ts';

/** `all` and `general` are the same list on the server, so a refresh of either reaches both keys. */
function keysOfSameList(category: ListCategory): ListCategory[] {
  return category === ALL_RECOMMENDATIONS || category === 'general' ? [ALL_RECOMMENDATIONS, 'general'] : [category];
}

function refreshMutationKey(category: ListCategory) {
  return [recommendationsRoutes.refresh.path, category] as const;
}

/** Longest a refresh waits for its list: past it the button frees up, and the list keeps polling on its own. */
export const REFRESH_WAIT_MAX_MS = 60_000;

/** A shown list whose answer is the refreshed one: asked after the refresh, and not `generating` any more (or failed). */
function arrived(query: Query, since: number): boolean {
  if (query.state.status === 'error') return query.state.errorUpdatedAt >= since;
  const data = query.state.data as PersonalizedRecommendationsResponse | undefined;
  return query.state.dataUpdatedAt >= since && data?.generating === false;
}

/**
 * Resolves once every list of these categories on screen holds its refreshed answer (or none is on
 * screen any more): the refresh is done when its data is, not when the server took the request.
 */
function refreshedListsArrived(queryClient: QueryClient, categories: readonly ListCategory[], since: number): Promise<void> {
  const cache = queryClient.getQueryCache();
  const shown = () => categories.flatMap((category) => cache.findAll({ queryKey: categoryListKey(category), type: 'active' }));
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timeout);
      resolve();
    };
    const check = () => {
      if (shown().every((query) => arrived(query, since))) done();
    };
    const unsubscribe = cache.subscribe(check);
    const timeout = setTimeout(done, REFRESH_WAIT_MAX_MS);
    check();
  });
}

export interface RefreshOptions {
  /** Called for a failure that is not a 401 (a 401 goes to the login). */
  onError: (error: Error) => void;
}

/**
 * POST /api/recommendations/refresh {category}: the category is "refreshing" (button disabled, icon
 * spinning) until the refreshed list is on screen: the request, then the lists asked again (they poll
 * while the generation runs, GENERATING_FIRST_POLL_MS first), until they no longer say `generating`.
 * The refreshing state is kept by the mutation cache, so it survives a tab switch.
 */
export function useRefreshRecommendations(category: ListCategory, { onError }: RefreshOptions) {
  const queryClient = useQueryClient();
  const redirectOn401 = useLoginRedirect();
  const mutationKey = refreshMutationKey(category);
  const mutation = useMutation({
    mutationKey,
    mutationFn: async () => {
      const since = Date.now();
      await recommendationsClient.refresh({ body: { category } });
      const categories = keysOfSameList(category);
      await Promise.all(categories.map((key) => queryClient.invalidateQueries({ queryKey: categoryListKey(key) })));
      await refreshedListsArrived(queryClient, categories, since);
    },
    onError: (error) => {
      if (!redirectOn401(error)) onError(error);
    },
  });
  const isRefreshing = useIsMutating({ mutationKey }) > 0;
  return { refresh: () => mutation.mutate(), isRefreshing };
}
