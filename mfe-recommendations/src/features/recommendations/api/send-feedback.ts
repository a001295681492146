import { useMutation } from '@tanstack/react-query';
import type { RecommendationFeedbackTypeRequest, RecordedFeedback } from '@alive/contracts';
import { recommendationsClient } from '../../../shared/api/recommendations-client.ts';

export type FeedbackType = RecommendationFeedbackTypeRequest['feedbackType'];

/** POST /api/recommendations/:id/feedback {feedbackType}: like, dislike or bookmark on the six-tab screen. */
export function sendFeedback(recommendationId: string, feedbackType: FeedbackType): Promise<RecordedFeedback> {
  return recommendationsClient.feedback({ params: { id: recommendationId }, body: { feedbackType } });
}

export function useSendFeedback(
  recommendationId: string,
  callbacks: { onSuccess: (recorded: RecordedFeedback, feedbackType: FeedbackType) => void; onError: (error: Error) => void },
) {
  return useMutation({ mutationFn: (feedbackType: FeedbackType) => sendFeedback(recommendationId, feedbackType), ...callbacks });
}
