import Router from '@koa/router';
import { requireUser } from '@alive/service-kit';
import type { RecommendationCacheRepository } from '../data/recommendation-cache-repository.ts';
import { recommendationPerformance } from '../domain/recommendation-performance.ts';

export function debugRoutes({ caches }: { caches: Pick<RecommendationCacheRepository, 'figures'> }): Router {
  const router = new Router();

  /** Cache figures across all users (no per-user data), for signed-in users (docs/product/admin.md, Website Analytics). */
  router.get('/api/debug/recommendation-performance', requireUser, async (ctx) => {
    ctx.body = recommendationPerformance(await caches.figures());
  });

  return router;
}
