import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryKey } from '@alive/api-client';
import type { LearningInsightsPersonal, LearningInsightsResponse } from '@alive/contracts';
import { profileRoutes } from '@alive/contracts/routes';
import { profileClient } from '../../../shared/api/profile-client.ts';

/**
 * The base of both learning-insights keys. The call is a POST whose body picks personal or system
 * figures, and a key holds no body: each read adds its scope (and user) to this base.
 */
export const learningInsightsQueryKey = apiQueryKey(profileRoutes.learningInsights.path);

/** The answer as the scope asked for: the body decides it (docs/product/profile.md, API). */
export function answerOfScope<S extends LearningInsightsResponse['scope']>(
  response: LearningInsightsResponse,
  scope: S,
): Extract<LearningInsightsResponse, { scope: S }> {
  if (response.scope !== scope) throw new Error(`Learning insights: asked for ${scope} figures, got ${response.scope}`);
  return response as Extract<LearningInsightsResponse, { scope: S }>;
}

/** POST /api/learning-insights {userId}: how well recommendations have landed for this user. */
export async function getPersonalLearningInsights(userId: string): Promise<LearningInsightsPersonal> {
  return answerOfScope(await profileClient.learningInsights({ body: { userId } }), 'personal');
}

export function personalLearningInsightsQueryKey(userId: string) {
  return [...learningInsightsQueryKey, 'personal', userId] as const;
}

/** A read, although it is a POST (the API's call shape, docs/product/profile.md, API), so it lives in the query cache. */
export function personalLearningInsightsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: personalLearningInsightsQueryKey(userId),
    queryFn: () => getPersonalLearningInsights(userId),
    retry: false,
    // Feedback given on other screens changes these numbers: a visit shows the cache at once and refreshes it.
    refetchOnMount: 'always',
  });
}

/** Disabled until a user is known (the body carries the signed-in user's id). */
export function usePersonalLearningInsights(userId: string | undefined) {
  return useQuery({ ...personalLearningInsightsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
