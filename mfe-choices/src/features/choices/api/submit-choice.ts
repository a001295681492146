import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { apiRequest } from '@alive/api-client';
import type { SubmitChoice } from '@alive/contracts';
import { nextPairBaseKey } from './get-next-pair.ts';
import { recentChoicesQueryKey } from './get-recent-choices.ts';

export const SUBMIT_CHOICE_PATH = '/api/user-choices';

/** Spec §5: submitting requires a signed-in user, otherwise it fails with this message. */
export const NOT_AUTHENTICATED_MESSAGE = 'User not authenticated';

/** POST /api/user-choices {choicePairId, selectedOption, responseTime}; the response body is not used. */
export async function submitChoice(choice: SubmitChoice): Promise<void> {
  await apiRequest('POST', SUBMIT_CHOICE_PATH, choice);
}

/**
 * Data a choice changes elsewhere on the site: the profile (progress count, completion card rendered
 * on this screen) and preference scores. Queries never go stale on their own (staleTime Infinity), so
 * they are marked stale here; active ones refetch at once, the others when next shown.
 */
const CHANGED_BY_A_CHOICE = ['/api/happiness-profile', '/api/personality-insights', '/api/user-preferences'];

function isChangedByChoice(query: Query): boolean {
  const head = query.queryKey[0];
  return typeof head === 'string' && CHANGED_BY_A_CHOICE.some((path) => head.startsWith(path));
}

export interface UseSubmitChoiceOptions {
  isSignedIn: boolean;
  onSuccess?: (choice: SubmitChoice) => void;
  onError?: (error: Error) => void;
}

/** On success the next pair and the recent choices are fetched again (spec §4). */
export function useSubmitChoice({ isSignedIn, onSuccess, onError }: UseSubmitChoiceOptions) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, SubmitChoice>({
    mutationFn: async (choice) => {
      if (!isSignedIn) throw new Error(NOT_AUTHENTICATED_MESSAGE);
      await submitChoice(choice);
    },
    onSuccess: (_data, choice) => {
      onSuccess?.(choice);
      void queryClient.invalidateQueries({ predicate: isChangedByChoice });
      // Returned so the mutation stays pending (buttons disabled) until the next pair has arrived.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: nextPairBaseKey }),
        queryClient.invalidateQueries({ queryKey: recentChoicesQueryKey }),
      ]);
    },
    onError: (error) => onError?.(error),
  });
}
