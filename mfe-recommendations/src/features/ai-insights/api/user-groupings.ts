import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { UserGroupings } from '@alive/contracts';

export const USER_GROUPINGS_PATH = '/api/user-groupings';
export const ANALYZE_PATTERNS_PATH = '/api/analyze-patterns';

export const userGroupingsQueryOptions = queryOptions({
  queryKey: [USER_GROUPINGS_PATH] as const,
  queryFn: () => apiJson<UserGroupings>('GET', USER_GROUPINGS_PATH),
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
    mutationFn: () => apiJson<UserGroupings>('POST', ANALYZE_PATTERNS_PATH, {}),
    onSuccess: (groupings) => queryClient.setQueryData(userGroupingsQueryOptions.queryKey, groupings),
    onError: callbacks.onError,
  });
}
