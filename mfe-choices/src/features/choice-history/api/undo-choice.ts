import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceChoiceRecorded } from '@alive/api-client';
import type { UndoneChoice } from '@alive/contracts';
import { choicesClient } from '../../../shared/api/choices-client.ts';
import { totalChoicesQueryKey } from '../../../shared/api/get-happiness-profile.ts';
import { recentChoicesQueryKey } from './get-recent-choices.ts';

/** DELETE /api/user-choices/:choiceId — takes back the person's latest choice (docs/product/choices.md, Undo). */
export function undoChoice(choiceId: number): Promise<UndoneChoice> {
  return choicesClient.undoChoice({ params: { choiceId: String(choiceId) } });
}

/**
 * After an undo the taken-back pair is the one on screen again (the caller puts it back: answer it
 * anew), and everything that counted the choice is fetched again: the recent choices, this remote's
 * total, and, through the choice announcement, the other remotes on the page.
 */
export function useUndoChoice({ onSuccess, onError }: { onSuccess?: (undone: UndoneChoice) => void; onError?: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation<UndoneChoice, Error, number>({
    mutationFn: undoChoice,
    onSuccess: (undone) => {
      onSuccess?.(undone);
      announceChoiceRecorded(queryClient, { choicePairId: undone.choicePair.id });
      void queryClient.invalidateQueries({ queryKey: totalChoicesQueryKey });
      return queryClient.invalidateQueries({ queryKey: recentChoicesQueryKey });
    },
    onError: (error) => onError?.(error),
  });
}
