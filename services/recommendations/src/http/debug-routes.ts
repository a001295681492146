import Router from '@koa/router';
import type { PrismaClient } from '@alive/db';
import { requireUser } from '@alive/service-kit';
import { loadCacheFigures } from '../data/recommendation-cache-figures.ts';
import { recommendationPerformance } from '../domain/recommendation-performance.ts';

export function debugRoutes({ prisma }: { prisma: PrismaClient }): Router {
  const router = new Router();

  /** Cache figures across all users (no per-user data), for signed-in users (docs/product/admin.md, Website Analytics). */
  router.get('/api/debug/recommendation-performance', requireUser, async (ctx) => {
    ctx.body = recommendationPerformance(await loadCacheFigures(prisma));
  });

  return router;
}
