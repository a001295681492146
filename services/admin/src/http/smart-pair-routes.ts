import Router from '@koa/router';
import { smartAddRequestSchema, smartEvaluateRequestSchema, smartGenerateRequestSchema } from '@alive/contracts';
import { parseBody, requireAdmin } from '@alive/service-kit';
import {
  addSmartPairs,
  algorithmAnalysis,
  evaluateSmartPair,
  generateSmartPairs,
  smartRecommendations,
  type SmartEngineDeps,
} from '../domain/smart-pair-engine.ts';

/**
 * The Smart Choice Pair Engine (docs/product/admin.md, Smart Choice Pair Engine). Admin only, checked
 * before any input is read (http/admin-enforcement.test.ts). Only Add writes.
 */
export function smartPairRoutes(deps: SmartEngineDeps): Router {
  const router = new Router();

  router.post('/api/smart-choice-pairs/generate', requireAdmin, async (ctx) => {
    ctx.body = await generateSmartPairs(deps, parseBody(ctx, smartGenerateRequestSchema));
  });

  router.get('/api/smart-choice-pairs/recommendations', requireAdmin, async (ctx) => {
    ctx.body = await smartRecommendations(deps);
  });

  router.post('/api/smart-choice-pairs/evaluate', requireAdmin, async (ctx) => {
    const { choicePair } = parseBody(ctx, smartEvaluateRequestSchema);
    ctx.body = await evaluateSmartPair(deps, ctx.state.user!.id, choicePair);
  });

  router.post('/api/smart-choice-pairs/add', requireAdmin, async (ctx) => {
    const result = await addSmartPairs(deps, parseBody(ctx, smartAddRequestSchema));
    ctx.status = result.added.length > 0 ? 201 : 200;
    ctx.body = result;
  });

  router.get('/api/algorithm-analysis', requireAdmin, async (ctx) => {
    ctx.body = await algorithmAnalysis(deps);
  });

  return router;
}
