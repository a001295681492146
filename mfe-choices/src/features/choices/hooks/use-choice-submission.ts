import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, isUnauthorized } from '@alive/api-client';
import { useToast } from '@alive/ui';
import type { ChoicePair, SelectedOption } from '@alive/contracts';
import { nextPairBaseKey } from '../api/get-next-pair.ts';
import { useSubmitChoice } from '../api/submit-choice.ts';
import { navigateToLogin } from '../lib/navigate-to-login.ts';
import { useChoiceSession } from './use-choice-session.ts';
import { useGreatChoiceOverlay } from './use-great-choice-overlay.ts';

/** docs/product/choices.md, Errors: after the "Authentication Required" toast the page goes to the login after 1 s. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

/**
 * The choice loop's reactions (docs/product/choices.md, Choice flow and Errors): a successful submit advances the session, shows
 * "Great Choice!" for 1 s and, on every 5th session choice, the milestone toast; a failed submit
 * shows the 401 toast (then goes to the login) or the generic error toast.
 */
export function useChoiceSubmission({ isSignedIn, elapsedMs }: { isSignedIn: boolean; elapsedMs: () => number }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { session, recordChoice } = useChoiceSession();
  const overlay = useGreatChoiceOverlay();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const mutation = useSubmitChoice({
    isSignedIn,
    onSuccess: () => {
      overlay.show();
      const milestone = recordChoice();
      if (milestone) toast({ ...milestone, variant: 'success' });
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        toast({ variant: 'destructive', title: 'Authentication Required', description: 'Please log in to submit choices.' });
        clearTimeout(redirectTimer.current);
        redirectTimer.current = setTimeout(navigateToLogin, LOGIN_REDIRECT_DELAY_MS);
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

  const { mutate, isPending } = mutation;
  const choose = useCallback(
    (pair: ChoicePair, selectedOption: SelectedOption) => {
      if (isPending) return;
      mutate({ choicePairId: pair.id, selectedOption, responseTime: elapsedMs() });
    },
    [elapsedMs, isPending, mutate],
  );

  return { choose, isSubmitting: isPending, session, greatChoiceVisible: overlay.visible };
}
