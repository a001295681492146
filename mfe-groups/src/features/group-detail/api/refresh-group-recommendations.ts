import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupRecommendationCategory, GroupRecommendationsResponse } from '@alive/contracts';
import { groupRecommendationsQueryOptions, groupsClient } from '../../../shared/api/groups-api.ts';
import type { MutationCallbacks } from '../../../shared/api/mutation-callbacks.ts';

export type RefreshCallbacks = MutationCallbacks<GroupRecommendationsResponse>;

/** The group's list of a category made anew (`refresh=true`), not the one the service holds. */
export const refreshGroupRecommendations = (groupId: string, category: GroupRecommendationCategory) =>
  groupsClient.recommendations({ params: { groupId }, query: { category, refresh: 'true' } });

/** The Refresh button's call: the fresh list replaces the cached one of the category it answers for. */
export function useRefreshGroupRecommendations(groupId: string, category: GroupRecommendationCategory, callbacks: RefreshCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refreshGroupRecommendations(groupId, category),
    onSuccess: (fresh) => {
      queryClient.setQueryData(groupRecommendationsQueryOptions(groupId, fresh.category).queryKey, fresh);
      callbacks.onSuccess?.(fresh);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
