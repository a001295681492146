import Router from '@koa/router';
import {
  adminChoicePairRequestSchema,
  adminChoicePairUpdateSchema,
  ANALYTICS_DAYS,
  analyticsQuerySchema,
  choicePairIdParamsSchema,
} from '@alive/contracts';
import { parseBody, parseParams, parseQuery, requireAdmin } from '@alive/service-kit';
import type { AdminChoicePairRepository } from '../data/admin-choice-pair-repository.ts';
import type { AnalyticsRepository } from '../data/analytics-repository.ts';
import { createPair, listPairs, pairTagHierarchy, removePair, updatePair } from '../domain/choice-pair-admin.ts';

/**
 * The admin-only calls (docs/product/admin.md): every route here runs requireAdmin first, so a
 * signed-out caller gets 401 and a signed-in non-admin 403 before any input is read
 * (http/admin-enforcement.test.ts walks every route of the service to hold this).
 */
export function adminRoutes(deps: { pairs: AdminChoicePairRepository; analytics: AnalyticsRepository }): Router {
  const router = new Router();

  router.get('/api/admin/choice-pairs', requireAdmin, async (ctx) => {
    ctx.body = await listPairs(deps.pairs);
  });

  router.post('/api/admin/choice-pairs', requireAdmin, async (ctx) => {
    ctx.body = await createPair(deps.pairs, parseBody(ctx, adminChoicePairRequestSchema));
    ctx.status = 201;
  });

  router.patch('/api/admin/choice-pairs/:id', requireAdmin, async (ctx) => {
    const { id } = parseParams(ctx, choicePairIdParamsSchema);
    ctx.body = await updatePair(deps.pairs, id, parseBody(ctx, adminChoicePairUpdateSchema));
  });

  router.delete('/api/admin/choice-pairs/:id', requireAdmin, async (ctx) => {
    const { id } = parseParams(ctx, choicePairIdParamsSchema);
    ctx.body = await removePair(deps.pairs, id);
  });

  router.get('/api/admin/tag-hierarchy', requireAdmin, async (ctx) => {
    ctx.body = await pairTagHierarchy(deps.pairs);
  });

  router.get('/api/analytics', requireAdmin, async (ctx) => {
    const { type = 'overview', days = ANALYTICS_DAYS.default } = parseQuery(ctx, analyticsQuerySchema);
    ctx.body =
      type === 'realtime' ? await deps.analytics.realtime() : type === 'daily' ? await deps.analytics.daily(days) : await deps.analytics.engagement();
  });

  return router;
}
