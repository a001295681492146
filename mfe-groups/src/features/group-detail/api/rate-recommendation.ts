import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupRecommendationCategory, GroupRecommendationsResponse } from '@alive/contracts';
import { groupRecommendationsQueryOptions, groupsClient } from '../../../shared/api/groups-api.ts';
import type { MutationCallbacks } from '../../../shared/api/mutation-callbacks.ts';

export type RateRecommendationCallbacks = Pick<MutationCallbacks<never>, 'onError'>;

/** A member's thumb on an item of the group's list; `none` takes it back (docs/product/groups.md, Ratings). */
export const rateRecommendation = (groupId: string, itemId: string, rating: 'up' | 'down' | 'none') =>
  groupsClient.rateRecommendation({ params: { groupId, itemId }, body: { rating } });

/**
 * The answer's votes go straight into the cached list, so the pressed state and the counts are the
 * server's (docs/product/groups.md, Ratings).
 */
export function useRateRecommendation(groupId: string, category: GroupRecommendationCategory, callbacks: RateRecommendationCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, rating }: { itemId: string; rating: 'up' | 'down' | 'none' }) => rateRecommendation(groupId, itemId, rating),
    onSuccess: (answer) => {
      queryClient.setQueryData<GroupRecommendationsResponse>(groupRecommendationsQueryOptions(groupId, category).queryKey, (list) =>
        list && { ...list, recommendations: list.recommendations.map((item) => (item.id === answer.itemId ? { ...item, votes: answer.votes } : item)) },
      );
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
