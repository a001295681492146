import Router from '@koa/router';
import { requireUser } from '@alive/service-kit';
import type { RecommendationCacheRepository } from '../data/recommendation-cache-repository.ts';
import type { ReadCounter } from '../data/read-counter.ts';
import { recommendationPerformance } from '../domain/recommendation-performance.ts';

export function debugRoutes({ caches, reads }: { caches: Pick<RecommendationCacheRepository, 'figures'>; reads: Pick<ReadCounter, 'flush'> }): Router {
  const router = new Router();

  /** Cache figures across all users (no per-user data), for signed-in users (docs/product/admin.md, Website Analytics). */
  router.get('/api/debug/recommendation-performance', requireUser, async (ctx) => {
    // This replica's counts are written first; other replicas' arrive within their flush interval.
    await reads.flush();
    ctx.body = recommendationPerformance(await caches.figures());
  });

  return router;
}
