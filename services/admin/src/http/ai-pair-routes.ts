import Router from '@koa/router';
import { aiRecommendationsRequestSchema, gapAnalysisRequestSchema } from '@alive/contracts';
import { parseBody, requireAdmin } from '@alive/service-kit';
import { aiRecommendations, gapAnalysis, type AiPairDeps } from '../domain/ai-pair-recommendations.ts';

/**
 * AI Recommendations and gap analysis (docs/product/admin.md, AI pair engine). Admin only, checked
 * before any input is read (http/admin-enforcement.test.ts). Both are reads: nothing is written
 * until the admin adds a pair.
 */
export function aiPairRoutes(deps: AiPairDeps): Router {
  const router = new Router();

  router.post('/api/ai-recommendations', requireAdmin, async (ctx) => {
    ctx.body = await aiRecommendations(deps, parseBody(ctx, aiRecommendationsRequestSchema));
  });

  router.post('/api/gap-analysis', requireAdmin, async (ctx) => {
    ctx.body = await gapAnalysis(deps, parseBody(ctx, gapAnalysisRequestSchema).category);
  });

  return router;
}
