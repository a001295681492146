import Router from '@koa/router';
import {
  PERSONALIZED_LIMIT,
  personalizedRecommendationsParamsSchema,
  personalizedRecommendationsQuerySchema,
  recommendationFeedbackParamsSchema,
  recommendationFeedbackRequestSchema,
  recommendationFeedbackTypeRequestSchema,
  refreshRecommendationsRequestSchema,
} from '@alive/contracts';
import { parseBody, parseParams, parseQuery, requireUser, signedInUser } from '@alive/service-kit';
import {
  getPersonalizedRecommendations,
  getSpecificContentRecommendations,
  refreshRecommendations,
  type CachedReadDeps,
} from '../domain/personalized-recommendations.ts';
import { recordFeedback, type RecordFeedbackDeps } from '../domain/record-feedback.ts';

/** The cached lists, their refresh and feedback on them. Thin: authenticate, validate, one use case. */
export function recommendationRoutes(deps: CachedReadDeps & RecordFeedbackDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.use(requireUser);

  router.get('/personalized-recommendations/:category', async (ctx) => {
    const startedAt = performance.now();
    const { category } = parseParams(ctx, personalizedRecommendationsParamsSchema);
    const { limit = PERSONALIZED_LIMIT.default } = parseQuery(ctx, personalizedRecommendationsQuerySchema);
    ctx.body = await getPersonalizedRecommendations(signedInUser(ctx).id, category, limit, startedAt, deps);
  });

  router.get('/specific-content-recommendations', async (ctx) => {
    ctx.body = await getSpecificContentRecommendations(signedInUser(ctx).id, deps);
  });

  router.post('/recommendations/refresh', async (ctx) => {
    const { category } = parseBody(ctx, refreshRecommendationsRequestSchema);
    ctx.body = await refreshRecommendations(signedInUser(ctx).id, category, deps);
    ctx.status = 202;
  });

  router.post('/recommendations/:id/feedback', async (ctx) => {
    const { id } = parseParams(ctx, recommendationFeedbackParamsSchema);
    const { feedbackType } = parseBody(ctx, recommendationFeedbackTypeRequestSchema);
    ctx.body = await recordFeedback(signedInUser(ctx).id, { recommendationId: id, action: feedbackType }, deps);
    ctx.status = 201;
  });

  router.post('/recommendation-feedback', async (ctx) => {
    const request = parseBody(ctx, recommendationFeedbackRequestSchema);
    ctx.body = await recordFeedback(signedInUser(ctx).id, request, deps);
    ctx.status = 201;
  });

  return router;
}
