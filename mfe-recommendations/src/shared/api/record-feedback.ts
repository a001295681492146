import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { RecommendationFeedbackRequest, RecordedFeedback } from '@alive/contracts';

export const RECOMMENDATION_FEEDBACK_PATH = '/api/recommendation-feedback';

/** POST /api/recommendation-feedback: the personalized screen's "I'll try this" and the enhanced screen's buttons. */
export function recordFeedback(body: RecommendationFeedbackRequest): Promise<RecordedFeedback> {
  return apiJson<RecordedFeedback>('POST', RECOMMENDATION_FEEDBACK_PATH, body);
}

export function useRecordFeedback(callbacks: { onSuccess: () => void; onError: (error: Error) => void }) {
  return useMutation({ mutationFn: recordFeedback, ...callbacks });
}
