import Router from '@koa/router';
import { adminChoicePairReplaceSchema, adminChoicePairRequestSchema, adminChoicePairUpdateSchema, choicePairIdParamsSchema } from '@alive/contracts';
import { parseBody, parseParams, requireAdmin } from '@alive/service-kit';
import type { AdminChoicePairRepository } from '../data/admin-choice-pair-repository.ts';
import { createPair, listPairs, pairTagHierarchy, removePair, updatePair } from '../domain/choice-pair-admin.ts';

/**
 * The Admin Panel's choice pairs and tag hierarchy (docs/product/admin.md, Choice pairs). Every route
 * runs requireAdmin before reading any input (http/admin-enforcement.test.ts walks every route).
 */
export function choicePairRoutes(deps: { pairs: AdminChoicePairRepository }): Router {
  const router = new Router();

  router.get('/api/admin/choice-pairs', requireAdmin, async (ctx) => {
    ctx.body = await listPairs(deps.pairs);
  });

  router.post('/api/admin/choice-pairs', requireAdmin, async (ctx) => {
    ctx.body = await createPair(deps.pairs, parseBody(ctx, adminChoicePairRequestSchema));
    ctx.status = 201;
  });

  router.put('/api/admin/choice-pairs/:id', requireAdmin, async (ctx) => {
    const { id } = parseParams(ctx, choicePairIdParamsSchema);
    ctx.body = await updatePair(deps.pairs, id, parseBody(ctx, adminChoicePairReplaceSchema));
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

  return router;
}
