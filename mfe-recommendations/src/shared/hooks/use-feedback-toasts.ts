import { useLoginRedirect, useToast } from '@alive/ui';
import { useCallback } from 'react';

/** docs/product/recommendations.md, Screens: every feedback button thanks with "Thank you". */
export const FEEDBACK_THANKS_TOAST = {
  title: 'Thank you',
  description: 'Your feedback helps us tune your recommendations.',
} as const;

export const FEEDBACK_ERROR_TOAST = {
  title: 'Error',
  description: 'Failed to record feedback. Please try again.',
} as const;

/** A take-back that failed: the button shows pressed again (docs/product/recommendations.md, My list). */
export const TAKE_BACK_ERROR_TOAST = {
  title: 'Error',
  description: 'Failed to update your list. Please try again.',
} as const;

/** The toasts of a feedback call: thanks on success; on failure the 401 redirect or the error toast. */
export function useFeedbackToasts() {
  const { toast } = useToast();
  const redirectOn401 = useLoginRedirect();
  const thank = useCallback(() => toast({ variant: 'success', ...FEEDBACK_THANKS_TOAST }), [toast]);
  const fail = useCallback(
    (error: unknown) => {
      if (!redirectOn401(error)) toast({ variant: 'destructive', ...FEEDBACK_ERROR_TOAST });
    },
    [redirectOn401, toast],
  );
  const failTakeBack = useCallback(
    (error: unknown) => {
      if (!redirectOn401(error)) toast({ variant: 'destructive', ...TAKE_BACK_ERROR_TOAST });
    },
    [redirectOn401, toast],
  );
  return { thank, fail, failTakeBack };
}
