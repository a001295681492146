import { refetchOnVisit } from '@alive/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileClient } from './profile-client.ts';

export const profileCompletionQueryKey = profileClient.completion.queryKey();

/**
 * GET /api/happiness-profile/completion: {complete, missing, incomplete, details, percent, choiceCount}.
 * Shared by the completion card and the Preference Dashboard's Your Stats (one cache entry), so the
 * badge and Choices Made read the same count (docs/product/profile.md, Decision — numbers that agree).
 */
export const getProfileCompletion = () => profileClient.completion();

export const profileCompletionQueryOptions = queryOptions({
  ...profileClient.completion.queryOptions(),
  retry: false,
  // Choices made on other screens change these numbers: a visit shows the cache at once and refreshes it
  // (except right after the page arrived with this read's answer; the profile route declares it).
  refetchOnMount: refetchOnVisit,
});

export function useProfileCompletion() {
  return useQuery(profileCompletionQueryOptions);
}
