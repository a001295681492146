import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { HappinessTypes } from '@alive/contracts';

export const HAPPINESS_TYPES_PATH = '/api/happiness-types';
export const happinessTypesQueryKey = [HAPPINESS_TYPES_PATH] as const;

/** GET /api/happiness-types: code → { code, typeName, description } for all 32 profile types. */
export function getHappinessTypes(): Promise<HappinessTypes> {
  return apiJson<HappinessTypes>('GET', HAPPINESS_TYPES_PATH);
}

export const happinessTypesQueryOptions = queryOptions({
  queryKey: happinessTypesQueryKey,
  queryFn: getHappinessTypes,
  retry: false,
  // The 32 types are fixed content: fetched once per session (the shell's never-stale default).
});

export function useHappinessTypes() {
  return useQuery(happinessTypesQueryOptions);
}
