import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceChoiceRecorded } from '@alive/api-client';
import type { SubmitChoice, UserChoice } from '@alive/contracts';
import { choicesClient } from './choices-client.ts';
import { totalChoicesQueryKey } from './get-happiness-profile.ts';
import { nextPairBaseKey } from './get-next-pair.ts';
import { recentChoicesQueryKey } from './get-recent-choices.ts';

/** docs/product/choices.md, Errors: submitting requires a signed-in user, otherwise it fails with this message. */
export const NOT_AUTHENTICATED_MESSAGE = 'User not authenticated';

/** POST /api/user-choices {choicePairId, selectedOption, responseTime}: the recorded choice (its id is what Undo takes back). */
export function submitChoice(choice: SubmitChoice): Promise<UserChoice> {
  return choicesClient.submitChoice({ body: choice });
}

export interface UseSubmitChoiceOptions {
  isSignedIn: boolean;
  onSuccess?: (recorded: UserChoice) => void;
  onError?: (error: Error) => void;
}

/**
 * On success the next pair and the recent choices are fetched again (docs/product/choices.md, Choice flow), as is this remote's
 * total-choices count; the choice is announced once (`announceChoiceRecorded`) so the other remotes on
 * the page (the profile completion card) refresh their own data.
 */
export function useSubmitChoice({ isSignedIn, onSuccess, onError }: UseSubmitChoiceOptions) {
  const queryClient = useQueryClient();
  return useMutation<UserChoice, Error, SubmitChoice>({
    mutationFn: async (choice) => {
      if (!isSignedIn) throw new Error(NOT_AUTHENTICATED_MESSAGE);
      return submitChoice(choice);
    },
    onSuccess: (recorded, choice) => {
      onSuccess?.(recorded);
      announceChoiceRecorded(queryClient, { choicePairId: choice.choicePairId });
      void queryClient.invalidateQueries({ queryKey: totalChoicesQueryKey });
      // Returned so the mutation stays pending (buttons disabled) until the next pair has arrived.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: nextPairBaseKey }),
        queryClient.invalidateQueries({ queryKey: recentChoicesQueryKey }),
      ]);
    },
    onError: (error) => onError?.(error),
  });
}
