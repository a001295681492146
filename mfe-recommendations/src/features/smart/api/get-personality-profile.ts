import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { PersonalityProfile } from '@alive/contracts';

export const PERSONALITY_PROFILE_PATH = '/api/personality-profile';

export const personalityProfileQueryOptions = queryOptions({
  queryKey: [PERSONALITY_PROFILE_PATH] as const,
  queryFn: () => apiJson<PersonalityProfile>('GET', PERSONALITY_PROFILE_PATH),
  retry: false,
  // Choices made on the home screen change it: a visit shows the cache at once and refreshes it.
  refetchOnMount: 'always',
});

/** GET /api/personality-profile: exploration, consistency, strongest preferences, dominant categories. */
export function usePersonalityProfile() {
  return useQuery(personalityProfileQueryOptions);
}
