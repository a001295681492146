import { PERSONALIZED_LIMIT, type recommendationsEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import {
  getPersonalizedRecommendations,
  getSpecificContentRecommendations,
  refreshRecommendations,
  type CachedReadDeps,
} from '../domain/personalized-recommendations.ts';
import { recordFeedback, type RecordFeedbackDeps } from '../domain/record-feedback.ts';

type Handlers = Pick<EndpointHandlers<typeof recommendationsEndpoints>, 'personalized' | 'specificContent' | 'refresh' | 'feedback' | 'recordFeedback'>;

/** The cached lists, their refresh and feedback on them, as `recommendationsEndpoints` declares them. Thin: one use case each. */
export function recommendationHandlers(deps: CachedReadDeps & RecordFeedbackDeps): Handlers {
  return {
    personalized: ({ user, params, query }) => {
      // The answer time counted into the cache row's figures (docs/product/recommendations.md, Freshness and status).
      const startedAt = performance.now();
      return getPersonalizedRecommendations(user.id, params.category, query.limit ?? PERSONALIZED_LIMIT.default, startedAt, deps);
    },
    specificContent: ({ user }) => getSpecificContentRecommendations(user.id, deps),
    refresh: ({ user, body }) => refreshRecommendations(user.id, body.category, deps),
    feedback: ({ user, params, body }) => recordFeedback(user.id, { recommendationId: params.id, action: body.feedbackType }, deps),
    recordFeedback: ({ user, body }) => recordFeedback(user.id, body, deps),
  };
}
