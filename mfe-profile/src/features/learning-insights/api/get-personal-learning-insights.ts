import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { LearningInsightsPersonal, LearningInsightsRequest } from '@alive/contracts';

export const LEARNING_INSIGHTS_PATH = '/api/learning-insights';

/** POST /api/learning-insights {userId}: how well recommendations have landed for this user. */
export function getPersonalLearningInsights(userId: string): Promise<LearningInsightsPersonal> {
  const body: LearningInsightsRequest = { userId };
  return apiJson<LearningInsightsPersonal>('POST', LEARNING_INSIGHTS_PATH, body);
}

export function personalLearningInsightsQueryKey(userId: string) {
  return [LEARNING_INSIGHTS_PATH, 'personal', userId] as const;
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
