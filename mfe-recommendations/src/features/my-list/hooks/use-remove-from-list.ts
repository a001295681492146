import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackAction, MyListItem, MyListResponse } from '@alive/contracts';
import { useToast } from '@alive/ui';
import { retractFeedback } from '../../../shared/api/my-list.ts';
import { FLAG_OF } from '../../../shared/hooks/feedback-states.ts';
import { useFeedbackToasts } from '../../../shared/hooks/use-feedback-toasts.ts';
import { changeMyListAhead, MY_LIST_MUTATION_KEY, settleMyList } from '../../../shared/hooks/use-feedback-toggle.ts';

export const REMOVED_TOAST = { title: 'Removed from My list' } as const;

/** The list with these kinds of feedback taken off one item; an item left with none leaves it. */
export function withoutFeedback(list: MyListResponse, recommendationId: string, actions: readonly FeedbackAction[]): MyListResponse {
  const items = list.items.flatMap((item): MyListItem[] => {
    if (item.recommendationId !== recommendationId) return [item];
    const next = { ...item };
    for (const action of actions) next[FLAG_OF[action]] = false;
    return next.liked || next.disliked || next.bookmarked || next.toTry ? [next] : [];
  });
  return { items };
}

/**
 * Remove on My list (docs/product/recommendations.md, My list): takes back the item's feedback of the
 * given kinds, one DELETE each. The item leaves the list at once; a failure brings it back with a toast
 * (the list is then read again, since some kinds may have been taken back already).
 */
export function useRemoveFromList() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { failTakeBack } = useFeedbackToasts();
  return useMutation({
    mutationKey: MY_LIST_MUTATION_KEY,
    mutationFn: async ({ item, actions }: { item: MyListItem; actions: readonly FeedbackAction[] }) => {
      for (const action of actions) await retractFeedback(item.recommendationId, action);
    },
    onMutate: ({ item, actions }) => changeMyListAhead(queryClient, item.recommendationId, (list) => withoutFeedback(list, item.recommendationId, actions)),
    onError: (error, _variables, context) => {
      context?.rollBack();
      failTakeBack(error);
    },
    onSuccess: () => toast({ variant: 'success', ...REMOVED_TOAST }),
    onSettled: () => settleMyList(queryClient),
  });
}
