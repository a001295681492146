import { RECOMMENDATION_DAILY_REFRESH_MS } from '@alive/contracts';
import { startPeriodicTask, type Logger } from '@alive/service-kit';
import type { RecommendationCacheRepository } from '../data/recommendation-cache-repository.ts';
import type { GenerationRunner } from './generation-runner.ts';

/** Advisory lock of the daily refresh look ("RECDAILY"): one replica acts per look. */
export const DAILY_REFRESH_LOCK_KEY = 0x5245_4344_4149_4c59n;

export interface DailyRefreshDeps {
  caches: Pick<RecommendationCacheRepository, 'claimDue'>;
  generations: Pick<GenerationRunner, 'enqueue'>;
  /** How often this replica looks. */
  checkMs: number;
  /** Lists claimed per look. */
  batch: number;
  logger: Pick<Logger, 'info' | 'error'>;
}

/**
 * Every list is regenerated in the background once it is a day old (docs/product/recommendations.md,
 * Freshness). Each replica looks every `checkMs`; a look claims the due lists under an advisory lock
 * the other replicas do not wait for, so one replica regenerates them, each list once.
 * `look()` is exposed for tests: 'locked' when another replica was looking at that moment.
 */
export function startDailyRefresh(deps: DailyRefreshDeps) {
  async function look(): Promise<number | 'locked'> {
    const claims = await deps.caches.claimDue(RECOMMENDATION_DAILY_REFRESH_MS, deps.batch, DAILY_REFRESH_LOCK_KEY);
    if (claims === 'locked') return 'locked';
    for (const claim of claims) deps.generations.enqueue(claim);
    if (claims.length > 0) deps.logger.info({ lists: claims.length }, 'daily recommendation refresh started');
    return claims.length;
  }

  const task = startPeriodicTask({
    run: look,
    intervalMs: deps.checkMs,
    onError: (error) => deps.logger.error({ err: error }, 'daily recommendation refresh look failed'),
  });

  return {
    look,
    stop: () => task.stop(),
  };
}

export type DailyRefresh = ReturnType<typeof startDailyRefresh>;
