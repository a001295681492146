import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileClient } from '../../../shared/api/profile-client.ts';

export const happinessTypesQueryKey = profileClient.happinessTypes.queryKey();

/** GET /api/happiness-types: code → { code, typeName, description } for all 32 profile types. */
export const getHappinessTypes = () => profileClient.happinessTypes();

export const happinessTypesQueryOptions = queryOptions({
  ...profileClient.happinessTypes.queryOptions(),
  retry: false,
  // The 32 types are fixed content: fetched once per session (the shell's never-stale default).
});

export function useHappinessTypes() {
  return useQuery(happinessTypesQueryOptions);
}
