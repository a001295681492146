import type { Logger } from '@alive/service-kit';
import type { CacheReadCount, RecommendationCacheRepository } from './recommendation-cache-repository.ts';

/**
 * Counts cached-list reads in memory and adds them to `recommendation_caches` in one statement per
 * flush, so a read answers without a counter write on its path (docs/product/recommendations.md,
 * Freshness and status: the cached read's latency target). The figures of
 * /api/debug/recommendation-performance lag by at most one flush interval per replica; the route
 * flushes this replica's counts before it reads them.
 */
export interface ReadCounter {
  /** Records one read: a hit (fresh list) or a miss, and the time taken to answer it. */
  count(userId: string, category: string, hit: boolean, responseMs: number): void;
  /** Writes the counts recorded so far (one statement); concurrent calls share the write in progress. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

export interface ReadCounterOptions {
  caches: Pick<RecommendationCacheRepository, 'addReads'>;
  /** How often the counts are written; 0 = only on flush()/stop(). */
  flushMs: number;
  logger: Pick<Logger, 'warn'>;
}

export function createReadCounter({ caches, flushMs, logger }: ReadCounterOptions): ReadCounter {
  let pending = new Map<string, CacheReadCount>();
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: CacheReadCount[]): Promise<void> {
    try {
      await caches.addReads(batch);
    } catch (error) {
      // Counters are figures, not data: losing one interval's counts beats failing or retrying forever.
      logger.warn({ err: error, rows: batch.length }, 'could not write recommendation read counts');
    }
  }

  function flush(): Promise<void> {
    if (pending.size > 0) {
      const batch = [...pending.values()];
      pending = new Map();
      writing = writing.then(() => write(batch));
    }
    return writing;
  }

  const timer = flushMs > 0 ? setInterval(() => void flush(), flushMs) : null;
  timer?.unref();

  return {
    count(userId, category, hit, responseMs) {
      const key = `${userId}\u0000${category}`;
      const row = pending.get(key) ?? { userId, category, hits: 0, misses: 0, totalResponseMs: 0 };
      if (hit) row.hits += 1;
      else row.misses += 1;
      row.totalResponseMs += responseMs;
      pending.set(key, row);
    },
    flush,
    async stop() {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}
