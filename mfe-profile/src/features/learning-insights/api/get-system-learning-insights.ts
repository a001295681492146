import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningInsightsSystem } from '@alive/contracts';
import { profileClient } from '../../../shared/api/profile-client.ts';
import { answerOfScope, learningInsightsQueryKey } from './get-personal-learning-insights.ts';

/** POST /api/learning-insights {}: active learners, feedback items and average accuracy of everyone. */
export async function getSystemLearningInsights(): Promise<LearningInsightsSystem> {
  return answerOfScope(await profileClient.learningInsights({ body: {} }), 'system');
}

export const systemLearningInsightsQueryKey = [...learningInsightsQueryKey, 'system'] as const;

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
