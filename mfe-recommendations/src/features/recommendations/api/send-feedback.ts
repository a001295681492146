import { FEEDBACK_TYPES } from '@alive/contracts/constants';
import type { RecommendationFeedbackTypeRequest, RecordedFeedback } from '@alive/contracts';
import { recommendationsClient } from '../../../shared/api/recommendations-client.ts';

export type FeedbackType = RecommendationFeedbackTypeRequest['feedbackType'];

/** POST /api/recommendations/:id/feedback {feedbackType}: like, dislike or bookmark on the six-tab screen. */
export function sendFeedback(recommendationId: string, feedbackType: FeedbackType): Promise<RecordedFeedback> {
  return recommendationsClient.feedback({ params: { id: recommendationId }, body: { feedbackType } });
}

/** The actions this call takes (the six-tab screen's three buttons). */
export function isFeedbackType(action: string): action is FeedbackType {
  return (FEEDBACK_TYPES as readonly string[]).includes(action);
}
