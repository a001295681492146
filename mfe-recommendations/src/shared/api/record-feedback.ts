import type { RecommendationFeedbackRequest, RecordedFeedback } from '@alive/contracts';
import { recommendationsClient } from './recommendations-client.ts';

/** POST /api/recommendation-feedback: the personalized screen's "I'll try this" and the enhanced screen's buttons. */
export function recordFeedback(body: RecommendationFeedbackRequest): Promise<RecordedFeedback> {
  return recommendationsClient.recordFeedback({ body });
}
