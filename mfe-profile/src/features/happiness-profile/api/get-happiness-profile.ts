import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { HappinessProfile } from '@alive/contracts';

export const HAPPINESS_PROFILE_PATH = '/api/happiness-profile';
export const happinessProfileQueryKey = [HAPPINESS_PROFILE_PATH] as const;

/** GET /api/happiness-profile: type, code, confidence, choice count and the five dimensions. */
export function getHappinessProfile(): Promise<HappinessProfile> {
  return apiJson<HappinessProfile>('GET', HAPPINESS_PROFILE_PATH);
}

export const happinessProfileQueryOptions = queryOptions({
  queryKey: happinessProfileQueryKey,
  queryFn: getHappinessProfile,
  retry: false,
  // Choices made on other screens change these numbers: a visit shows the cache at once and refreshes it.
  refetchOnMount: 'always',
});

export function useHappinessProfile() {
  return useQuery(happinessProfileQueryOptions);
}
