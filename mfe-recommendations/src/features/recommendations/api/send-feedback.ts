import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { RecommendationFeedbackTypeRequest, RecordedFeedback } from '@alive/contracts';

export type FeedbackType = RecommendationFeedbackTypeRequest['feedbackType'];

/** POST /api/recommendations/:id/feedback {feedbackType}: like, dislike or bookmark on the six-tab screen. */
export function sendFeedback(recommendationId: string, feedbackType: FeedbackType): Promise<RecordedFeedback> {
  const body: RecommendationFeedbackTypeRequest = { feedbackType };
  return apiJson<RecordedFeedback>('POST', `/api/recommendations/${encodeURIComponent(recommendationId)}/feedback`, body);
}

export function useSendFeedback(
  recommendationId: string,
  callbacks: { onSuccess: (recorded: RecordedFeedback, feedbackType: FeedbackType) => void; onError: (error: Error) => void },
) {
  return useMutation({ mutationFn: (feedbackType: FeedbackType) => sendFeedback(recommendationId, feedbackType), ...callbacks });
}
