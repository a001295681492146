import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { ALL_RECOMMENDATIONS } from '@alive/contracts/constants';
import { recommendationsRoutes } from '@alive/contracts/routes';
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
