import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { HappinessProfile } from '@alive/contracts';

/**
 * The progress card's n is the user's total number of choices. The choices service only returns the
 * latest 10 (`/api/user-choices/recent`), so the total comes from the profile service's
 * `GET /api/happiness-profile` (`choiceCount`: number of choices the user has made).
 *
 * Same key and same payload as the profile remote's happiness-profile query, so both share one cache
 * entry through the shell's single QueryClient; `select` picks the count for this screen.
 */
export const HAPPINESS_PROFILE_PATH = '/api/happiness-profile';
export const happinessProfileQueryKey = [HAPPINESS_PROFILE_PATH] as const;

export function getHappinessProfile(): Promise<HappinessProfile> {
  return apiJson<HappinessProfile>('GET', HAPPINESS_PROFILE_PATH);
}

export function totalChoicesQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: happinessProfileQueryKey,
    queryFn: getHappinessProfile,
    select: (profile: HappinessProfile) => profile.choiceCount,
    enabled,
  });
}

/** Total choices the user has made (`undefined` while loading or when the profile service fails). */
export function useTotalChoices(enabled: boolean) {
  return useQuery(totalChoicesQueryOptions(enabled));
}
