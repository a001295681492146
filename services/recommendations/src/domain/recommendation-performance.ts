import type { RecommendationPerformance } from '@alive/contracts';

export interface CacheFigures {
  /** Cache rows (one per user and category). */
  cachedCount: number;
  /** Sum of generation_ms over those rows. */
  totalGenerationMs: number;
  /** Sum of hits (requests answered from the cache). */
  totalHits: number;
}


/**
 * Every cache row was produced by one generation (a miss) and then served `hits` times, so the hit
 * rate is hits / (hits + rows). With no rows every figure is 0.
 */
export function recommendationPerformance({ cachedCount, totalGenerationMs, totalHits }: CacheFigures): RecommendationPerformance {
  if (cachedCount === 0) return { totalCached: 0, avgResponseTime: 0, cacheHitRate: 0 };
  return {
    totalCached: cachedCount,
    avgResponseTime: Math.round(totalGenerationMs / cachedCount),
    cacheHitRate: Math.round((1000 * totalHits) / (totalHits + cachedCount)) / 10,
  };
}
