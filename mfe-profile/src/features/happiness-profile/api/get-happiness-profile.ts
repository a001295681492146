import { refetchOnVisit } from '@alive/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileClient } from '../../../shared/api/profile-client.ts';

export const happinessProfileQueryKey = profileClient.happinessProfile.queryKey();

/** GET /api/happiness-profile: type, code, confidence, choice count and the five dimensions. */
export const getHappinessProfile = () => profileClient.happinessProfile();

export const happinessProfileQueryOptions = queryOptions({
  ...profileClient.happinessProfile.queryOptions(),
  retry: false,
  // Choices made on other screens change these numbers: a visit shows the cache at once and refreshes it
  // (except right after the page arrived with this read's answer; the profile route declares it).
  refetchOnMount: refetchOnVisit,
});

export function useHappinessProfile() {
  return useQuery(happinessProfileQueryOptions);
}
