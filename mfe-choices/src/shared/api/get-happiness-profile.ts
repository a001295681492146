import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HappinessProfile } from '@alive/contracts';
import { happinessProfileCall } from './choices-client.ts';

/**
 * The progress card's n is the user's total number of choices. The choices service only returns the
 * latest 10 (`/api/user-choices/recent`), so the total comes from the profile service's
 * `GET /api/happiness-profile` (`choiceCount`: number of choices the user has made).
 *
 * The query key is this remote's own (`choices` namespace): the profile remote caches the same call
 * under its key and refreshes it on its own; this remote refetches its copy after each choice.
 */
export const totalChoicesQueryKey = ['choices', 'total-choices'] as const;

export function getHappinessProfile(): Promise<HappinessProfile> {
  return happinessProfileCall();
}

export function totalChoicesQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: totalChoicesQueryKey,
    queryFn: getHappinessProfile,
    select: (profile: HappinessProfile) => profile.choiceCount,
    enabled,
  });
}

/** Total choices the user has made (`undefined` while loading or when the profile service fails). */
export function useTotalChoices(enabled: boolean) {
  return useQuery(totalChoicesQueryOptions(enabled));
}
