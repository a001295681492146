import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { ProfileCompletion } from '@alive/contracts';

export const PROFILE_COMPLETION_PATH = '/api/happiness-profile/completion';
export const profileCompletionQueryKey = [PROFILE_COMPLETION_PATH] as const;

/** GET /api/happiness-profile/completion: {complete, missing, incomplete, details, percent}. */
export function getProfileCompletion(): Promise<ProfileCompletion> {
  return apiJson<ProfileCompletion>('GET', PROFILE_COMPLETION_PATH);
}

export const profileCompletionQueryOptions = queryOptions({
  queryKey: profileCompletionQueryKey,
  queryFn: getProfileCompletion,
  retry: false,
  // Choices made on other screens change these numbers: a visit shows the cache at once and refreshes it.
  refetchOnMount: 'always',
});

export function useProfileCompletion() {
  return useQuery(profileCompletionQueryOptions);
}
