import Router from '@koa/router';
import { analyzePatternsRequestSchema, enhancedRecommendationsQuerySchema, smartRecommendationsRequestSchema } from '@alive/contracts';
import { parseBody, parseQuery, requireUser, signedInUser } from '@alive/service-kit';
import {
  getEnhancedRecommendations,
  getPersonalityProfile,
  getRecommendationInsights,
  getSmartRecommendations,
  getUserGroupings,
  type InsightDeps,
} from '../domain/insight-use-cases.ts';

/** Enhanced content, smart pairs, profile, insights and groupings: computed per request. */
export function insightRoutes(deps: InsightDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.use(requireUser);

  router.get('/enhanced-content-recommendations', async (ctx) => {
    const query = parseQuery(ctx, enhancedRecommendationsQuerySchema);
    ctx.body = await getEnhancedRecommendations(signedInUser(ctx).id, query, deps);
  });

  router.post('/smart-recommendations', async (ctx) => {
    const request = parseBody(ctx, smartRecommendationsRequestSchema);
    ctx.body = await getSmartRecommendations(signedInUser(ctx).id, request, deps);
  });

  router.get('/personality-profile', async (ctx) => {
    ctx.body = await getPersonalityProfile(signedInUser(ctx).id, deps);
  });

  router.get('/recommendation-insights', async (ctx) => {
    ctx.body = await getRecommendationInsights(signedInUser(ctx).id, deps);
  });

  router.get('/user-groupings', async (ctx) => {
    ctx.body = await getUserGroupings(signedInUser(ctx).id, deps);
  });

  router.post('/analyze-patterns', async (ctx) => {
    parseBody(ctx, analyzePatternsRequestSchema);
    ctx.body = await getUserGroupings(signedInUser(ctx).id, deps);
  });

  return router;
}
