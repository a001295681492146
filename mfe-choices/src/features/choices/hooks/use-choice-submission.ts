import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, isUnauthorized } from '@alive/api-client';
import { useSignInNeeded, useToast } from '@alive/ui';
import type { ChoicePair, SelectedOption } from '@alive/contracts';
import { nextPairBaseKey } from '../api/get-next-pair.ts';
import { useSubmitChoice } from '../api/submit-choice.ts';
import { useUndoChoice } from '../api/undo-choice.ts';
import { useChoiceSession } from './use-choice-session.ts';
import { useGreatChoiceOverlay } from './use-great-choice-overlay.ts';

/** The choice Undo would take back: its id and the option the person picked. */
export interface LastChoice {
  id: number;
  chosen: string;
}

export const UNDONE_TOAST = { title: 'Choice undone', description: 'Pick again whenever you are ready.' } as const;
export const UNDO_GONE_MESSAGE = 'That choice can no longer be undone.';
export const UNDO_FAILED_MESSAGE = 'Failed to undo your choice. Please try again.';

/**
 * The choice loop's reactions (docs/product/choices.md, Choice flow, Undo and Errors): a successful submit advances the session, shows
 * "Great Choice!" for 1 s and, on every 5th session choice, the milestone toast; a failed submit
 * shows the 401 toast (then goes to the login) or the generic error toast. The latest choice of this
 * visit can be undone: the session counts it no more and its pair is on screen again.
 */
export function useChoiceSubmission({ isSignedIn, elapsedMs, category }: { isSignedIn: boolean; elapsedMs: () => number; category: string }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { session, recordChoice, undoChoice } = useChoiceSession();
  const [lastChoice, setLastChoice] = useState<LastChoice | null>(null);
  const overlay = useGreatChoiceOverlay();
  // docs/product/choices.md, Errors: after the "Authentication Required" toast the page goes to the login after 1 s.
  const signInNeeded = useSignInNeeded();

  const mutation = useSubmitChoice({
    isSignedIn,
    onSuccess: (recorded) => {
      setLastChoice({ id: recorded.id, chosen: recorded.selectedOption === 'option1' ? recorded.choicePair.option1 : recorded.choicePair.option2 });
      overlay.show();
      const milestone = recordChoice();
      if (milestone) toast({ ...milestone, variant: 'success' });
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        signInNeeded({ title: 'Authentication Required', description: 'Please log in to submit choices.' });
        return;
      }
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to submit choice. Please try again.' });
      // 404/409: the pair is gone or already answered (e.g. in another tab); retrying it can never
      // succeed, so move on to a fresh pair instead of leaving the person stuck on it.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: nextPairBaseKey });
      }
    },
  });

  const undoMutation = useUndoChoice({
    category,
    onSuccess: () => {
      setLastChoice(null);
      undoChoice();
      toast({ ...UNDONE_TOAST, variant: 'success' });
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        signInNeeded({ title: 'Authentication Required', description: 'Please log in to undo a choice.' });
        return;
      }
      // 404/409: undone elsewhere, or another choice came after it; nothing to undo here any more.
      const gone = error instanceof ApiError && (error.status === 404 || error.status === 409);
      if (gone) setLastChoice(null);
      toast({ variant: 'destructive', title: 'Error', description: gone ? UNDO_GONE_MESSAGE : UNDO_FAILED_MESSAGE });
    },
  });

  const { mutate, isPending } = mutation;
  const undoPending = undoMutation.isPending;
  const undoMutate = undoMutation.mutate;
  const undo = useCallback(() => {
    if (!lastChoice || isPending || undoPending) return;
    undoMutate(lastChoice.id);
  }, [isPending, lastChoice, undoMutate, undoPending]);
  const choose = useCallback(
    (pair: ChoicePair, selectedOption: SelectedOption) => {
      if (isPending || undoPending) return;
      mutate({ choicePairId: pair.id, selectedOption, responseTime: elapsedMs() });
    },
    [elapsedMs, isPending, mutate, undoPending],
  );

  return { choose, isSubmitting: isPending || undoPending, session, greatChoiceVisible: overlay.visible, lastChoice, undo, isUndoing: undoPending };
}
