import { queryOptions, useQuery } from '@tanstack/react-query';
import { recommendationsClient } from '../../../shared/api/recommendations-client.ts';

export const personalityProfileQueryOptions = queryOptions({
  ...recommendationsClient.personalityProfile.queryOptions(),
  retry: false,
  // Choices made on the home screen change it: a visit shows the cache at once and refreshes it.
  refetchOnMount: 'always',
});

/** GET /api/personality-profile: exploration, consistency, strongest preferences, dominant categories. */
export function usePersonalityProfile() {
  return useQuery(personalityProfileQueryOptions);
}
