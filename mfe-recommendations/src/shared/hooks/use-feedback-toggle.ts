import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FeedbackAction, MyListResponse } from '@alive/contracts';
import { getMyListQueryKey, retractFeedback, useMyList } from '../api/my-list.ts';
import { entryOf, feedbackStateOf, isPressed, withFeedback, withItemRestored, type FeedbackSubject } from './feedback-states.ts';
import { useFeedbackToasts } from './use-feedback-toasts.ts';

/** Every change of My list (a card's button, My list's Remove) runs under this key. */
export const MY_LIST_MUTATION_KEY = ['recommendations', 'my-list-change'] as const;

/**
 * Rewrites the cached My list before the server answers; returns how to put the item back. The read
 * under way is cancelled so an older answer cannot overwrite the change.
 */
export async function changeMyListAhead(queryClient: QueryClient, recommendationId: string, change: (list: MyListResponse) => MyListResponse) {
  const queryKey = getMyListQueryKey();
  await queryClient.cancelQueries({ queryKey });
  const previous = entryOf(queryClient.getQueryData(queryKey), recommendationId);
  queryClient.setQueryData(queryKey, (list) => change(list ?? { items: [] }));
  return {
    rollBack: () => queryClient.setQueryData(queryKey, (list) => (list ? withItemRestored(list, recommendationId, previous) : list)),
  };
}

/** After the last change in flight, the server's list replaces the guesses (titles, order, dates). */
export function settleMyList(queryClient: QueryClient) {
  if (queryClient.isMutating({ mutationKey: MY_LIST_MUTATION_KEY }) <= 1) void queryClient.invalidateQueries({ queryKey: getMyListQueryKey() });
}

/**
 * The feedback buttons of one card (docs/product/recommendations.md, My list): pressed as the server
 * has it (My list), pressing gives the feedback (`give`), pressing a pressed one takes it back. The
 * change shows at once; a failure puts the buttons back and says so in a toast. A press while the
 * card's previous change is under way is ignored, so the server sees the changes in order.
 */
export function useFeedbackToggle(subject: FeedbackSubject, give: (action: FeedbackAction) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const { thank, fail, failTakeBack } = useFeedbackToasts();
  const myList = useMyList();
  const state = feedbackStateOf(myList.data, subject.id);
  const mutation = useMutation({
    mutationKey: MY_LIST_MUTATION_KEY,
    mutationFn: ({ action, on }: { action: FeedbackAction; on: boolean }) => (on ? give(action) : retractFeedback(subject.id, action)),
    onMutate: ({ action, on }) => changeMyListAhead(queryClient, subject.id, (list) => withFeedback(list, subject, action, on, new Date())),
    onError: (error, { on }, context) => {
      context?.rollBack();
      if (on) fail(error);
      else failTakeBack(error);
    },
    onSuccess: (_answer, { on }) => {
      if (on) thank();
    },
    onSettled: () => settleMyList(queryClient),
  });
  const toggle = (action: FeedbackAction) => {
    if (mutation.isPending) return;
    mutation.mutate({ action, on: !isPressed(state, action) });
  };
  return { state, pressed: (action: FeedbackAction) => isPressed(state, action), toggle, busy: mutation.isPending };
}
