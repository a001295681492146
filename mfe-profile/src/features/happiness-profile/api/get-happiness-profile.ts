import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileClient } from '../../../shared/api/profile-client.ts';

export const happinessProfileQueryKey = profileClient.happinessProfile.queryKey();

/** GET /api/happiness-profile: type, code, confidence, choice count and the five dimensions. */
export const getHappinessProfile = () => profileClient.happinessProfile();

export const happinessProfileQueryOptions = queryOptions({
  ...profileClient.happinessProfile.queryOptions(),
  retry: false,
  // Choices made on other screens change these numbers: a visit shows the cache at once and refreshes it.
  refetchOnMount: 'always',
});

export function useHappinessProfile() {
  return useQuery(happinessProfileQueryOptions);
}
