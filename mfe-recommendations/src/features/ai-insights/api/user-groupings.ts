import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recommendationsClient } from '../../../shared/api/recommendations-client.ts';

export const userGroupingsQueryOptions = queryOptions({
  ...recommendationsClient.userGroupings.queryOptions(),
  retry: false,
  // Choices made since the last visit change the analysis: show the cache at once and refresh it.
  refetchOnMount: 'always',
});

/** GET /api/user-groupings: dynamic groupings and interest clusters of the person's choices. */
export function useUserGroupings() {
  return useQuery(userGroupingsQueryOptions);
}

/** POST /api/analyze-patterns {}: analyses the choices as they are now; the answer replaces what is shown. */
export function useAnalyzePatterns(callbacks: { onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => recommendationsClient.analyzePatterns({ body: {} }),
    onSuccess: (groupings) => queryClient.setQueryData(userGroupingsQueryOptions.queryKey, groupings),
    onError: callbacks.onError,
  });
}
