import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChoiceCategory, UserInterests } from '@alive/contracts';
import { choicesClient } from '../../../shared/api/choices-client.ts';

/** GET /api/user-choices/interests — the categories the person picked (docs/product/choices.md, First run); empty until they pick. */
export async function getInterests(): Promise<ChoiceCategory[]> {
  const answer: UserInterests | null = await choicesClient.interests();
  return Array.isArray(answer?.categories) ? answer.categories : [];
}

/** `['/api/user-choices', 'interests']`. */
export const interestsQueryKey = choicesClient.interests.queryKey();

export function interestsQueryOptions(enabled: boolean) {
  return queryOptions({ queryKey: interestsQueryKey, queryFn: getInterests, enabled });
}

export function useInterests(enabled: boolean) {
  return useQuery(interestsQueryOptions(enabled));
}

/** PUT /api/user-choices/interests — replaces the pick (one or more categories). */
export async function saveInterests(categories: readonly ChoiceCategory[]): Promise<ChoiceCategory[]> {
  const answer = await choicesClient.saveInterests({ body: { categories: [...categories] } });
  return answer.categories;
}

/**
 * Saving a pick stores it as the interests query's answer; the caller then asks a fresh plan, so the
 * pair on screen already comes from the picked categories.
 */
export function useSaveInterests({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation<ChoiceCategory[], Error, readonly ChoiceCategory[]>({
    mutationFn: saveInterests,
    onSuccess: (categories) => {
      queryClient.setQueryData(interestsQueryKey, categories);
      onSuccess?.();
    },
  });
}
