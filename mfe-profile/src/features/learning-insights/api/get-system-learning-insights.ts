import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { LearningInsightsRequest, LearningInsightsSystem } from '@alive/contracts';
import { LEARNING_INSIGHTS_PATH } from './get-personal-learning-insights.ts';

/** POST /api/learning-insights {}: active learners, feedback items and average accuracy of everyone. */
export function getSystemLearningInsights(): Promise<LearningInsightsSystem> {
  const body: LearningInsightsRequest = {};
  return apiJson<LearningInsightsSystem>('POST', LEARNING_INSIGHTS_PATH, body);
}

export const systemLearningInsightsQueryKey = [LEARNING_INSIGHTS_PATH, 'system'] as const;

export const systemLearningInsightsQueryOptions = queryOptions({
  queryKey: systemLearningInsightsQueryKey,
  queryFn: getSystemLearningInsights,
  retry: false,
  // Feedback given on other screens changes these numbers: a visit shows the cache at once and refreshes it.
  refetchOnMount: 'always',
});

export function useSystemLearningInsights(options: { enabled?: boolean } = {}) {
  return useQuery({ ...systemLearningInsightsQueryOptions, enabled: options.enabled ?? true });
}
