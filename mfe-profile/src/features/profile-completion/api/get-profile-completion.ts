import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileClient } from '../../../shared/api/profile-client.ts';

export const profileCompletionQueryKey = profileClient.completion.queryKey();

/** GET /api/happiness-profile/completion: {complete, missing, incomplete, details, percent}. */
export const getProfileCompletion = () => profileClient.completion();

export const profileCompletionQueryOptions = queryOptions({
  ...profileClient.completion.queryOptions(),
  retry: false,
  // Choices made on other screens change these numbers: a visit shows the cache at once and refreshes it.
  refetchOnMount: 'always',
});

export function useProfileCompletion() {
  return useQuery(profileCompletionQueryOptions);
}
