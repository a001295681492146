import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackAction, FeedbackState, MyListResponse } from '@alive/contracts';
import { recommendationsClient } from './recommendations-client.ts';

/**
 * GET /api/recommendations/my-list: every item the person gave feedback on and has not taken back,
 * newest first. The cards read what they show pressed from it, so a pressed button survives a reload
 * (docs/product/recommendations.md, My list). Failures are not retried, as every read here.
 */
export const myListQueryOptions = queryOptions({
  ...recommendationsClient.myList.queryOptions(),
  retry: false,
});

export function getMyListQueryKey() {
  return myListQueryOptions.queryKey;
}

export function useMyList(options: { refetchOnMount?: 'always' } = {}) {
  return useQuery({ ...myListQueryOptions, ...options });
}

/** DELETE /api/recommendation-feedback/:id/:action: takes that kind of feedback back; answers where the item stands now. */
export function retractFeedback(recommendationId: string, action: FeedbackAction): Promise<FeedbackState> {
  return recommendationsClient.retractFeedback({ params: { id: recommendationId, action } });
}

export type { MyListResponse };
