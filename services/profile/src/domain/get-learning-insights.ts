import createError from 'http-errors';
import type { LearningInsightsRequest, LearningInsightsResponse } from '@alive/contracts';
import type { FeedbackRepository } from '../data/feedback-repository.ts';
import type { ProfileRepository } from '../data/profile-repository.ts';
import { canViewLearningInsightsOf, personalLearningInsights, systemLearningInsights } from './learning-insights.ts';

export interface LearningInsightsDeps {
  profiles: Pick<ProfileRepository, 'choiceCategoryCounts' | 'preferences' | 'userExists'>;
  feedback: FeedbackRepository;
}

/**
 * `{ userId }` → that user's learning profile (own id, or any id for an admin: 403 otherwise, 404
 * when an admin asks for an unknown user); `{}` → system performance.
 */
export async function getLearningInsights(
  request: LearningInsightsRequest,
  viewer: { id: string; isAdmin: boolean },
  deps: LearningInsightsDeps,
): Promise<LearningInsightsResponse> {
  if (request.userId === undefined) {
    return systemLearningInsights(await deps.feedback.actionCountsByUser());
  }
  const userId = request.userId;
  if (!canViewLearningInsightsOf(viewer, userId)) {
    throw createError(403, 'Forbidden: you can only view your own learning insights');
  }
  if (userId !== viewer.id && !(await deps.profiles.userExists(userId))) {
    throw createError(404, 'User not found');
  }
  const [feedback, choiceCategoryCounts, preferences] = await Promise.all([
    deps.feedback.feedbackOf(userId),
    deps.profiles.choiceCategoryCounts(userId),
    deps.profiles.preferences(userId),
  ]);
  return personalLearningInsights({ userId, feedback, choiceCategoryCounts, preferences });
}
