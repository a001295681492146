import type { RecommendationPerformance } from '@alive/contracts';
import type { CacheFigures, RecommendationCacheRepository } from '../data/recommendation-cache-repository.ts';
import type { ReadCounter } from '../data/read-counter.ts';

/**
 * GET /api/debug/recommendation-performance, from the cache rows' counters (docs/product/recommendations.md,
 * Freshness and status): totalCached = rows holding a list; avgResponseTime = the summed answer times
 * of list reads / the reads (ms, one decimal); cacheHitRate = hits / (hits + misses) × 100 (one
 * decimal), a hit being a read answered from a fresh list. No reads yet → 0.
 */
export function recommendationPerformance({ listCount, hits, misses, totalResponseMs }: CacheFigures): RecommendationPerformance {
  const reads = hits + misses;
  if (reads === 0) return { totalCached: listCount, avgResponseTime: 0, cacheHitRate: 0 };
  return {
    totalCached: listCount,
    avgResponseTime: Math.round((10 * totalResponseMs) / reads) / 10,
    cacheHitRate: Math.round((1000 * hits) / reads) / 10,
  };
}

export interface RecommendationPerformanceDeps {
  caches: Pick<RecommendationCacheRepository, 'figures'>;
  reads: Pick<ReadCounter, 'flush'>;
}

/** The figures as the rows hold them now. */
export async function getRecommendationPerformance({ caches, reads }: RecommendationPerformanceDeps): Promise<RecommendationPerformance> {
  // This replica's counts are written first; other replicas' arrive within their flush interval.
  await reads.flush();
  return recommendationPerformance(await caches.figures());
}
