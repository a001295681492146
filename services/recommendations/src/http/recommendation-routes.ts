import { PERSONALIZED_LIMIT, type recommendationsEndpoints } from '@alive/contracts';
import type { EndpointHandlers, RateLimiter } from '@alive/service-kit';
import {
  getPersonalizedRecommendations,
  getSpecificContentRecommendations,
  refreshRecommendations,
  type CachedReadDeps,
} from '../domain/personalized-recommendations.ts';
import { myList, retractFeedback, type MyListDeps } from '../domain/my-list.ts';
import { recordFeedback, type RecordFeedbackDeps } from '../domain/record-feedback.ts';

type Handlers = Pick<
  EndpointHandlers<typeof recommendationsEndpoints>,
  'personalized' | 'specificContent' | 'refresh' | 'feedback' | 'recordFeedback' | 'retractFeedback' | 'myList'
>;

/** The cached lists, their refresh, feedback on them and My list, as `recommendationsEndpoints` declares them. Thin: one use case each. */
export function recommendationHandlers(deps: CachedReadDeps & RecordFeedbackDeps & MyListDeps & { refreshLimiter: RateLimiter }): Handlers {
  return {
    personalized: ({ user, params, query }) => {
      // The answer time counted into the cache row's figures (docs/product/recommendations.md, Freshness and status).
      const startedAt = performance.now();
      return getPersonalizedRecommendations(user.id, params.category, query.limit ?? PERSONALIZED_LIMIT.default, startedAt, deps);
    },
    specificContent: ({ user }) => getSpecificContentRecommendations(user.id, deps),
    refresh: async ({ user, body }) => {
      // Refreshes per person are limited (docs/architecture.md, "Expensive work"): each one queues generations.
      await deps.refreshLimiter.consume(user.id);
      return refreshRecommendations(user.id, body.category, deps);
    },
    feedback: ({ user, params, body }) => recordFeedback(user.id, { recommendationId: params.id, action: body.feedbackType }, deps),
    recordFeedback: ({ user, body }) => recordFeedback(user.id, body, deps),
    retractFeedback: ({ user, params }) => retractFeedback(user.id, params.id, params.action, deps),
    myList: ({ user }) => myList(user.id, deps),
  };
}
