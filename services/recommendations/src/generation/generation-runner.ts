import type { Logger } from '@alive/service-kit';
import type { CacheClaim, RecommendationCacheRepository } from '../data/recommendation-cache-repository.ts';
import type { GenerationOutcome } from './recommendation-generator.ts';

export interface GenerationRunnerDeps {
  caches: Pick<RecommendationCacheRepository, 'claim' | 'releaseClaim'>;
  generate: (claim: CacheClaim) => Promise<GenerationOutcome>;
  /** Generations this replica runs at once; claimed ones wait in its queue. */
  concurrency: number;
  logger: Pick<Logger, 'error'>;
}

export type GenerationRequest = 'started' | 'already-running' | 'stopped';

/** A list asked to be refreshed while it was generated is generated again, at most this many times in a row. */
const MAX_ROUNDS = 5;

/**
 * Background generation on this replica. `request` takes the list's claim (one statement, shared by
 * replicas: docs/product/recommendations.md, Freshness) and queues its generation; nobody waits for it.
 * At most `concurrency` generations run at once. `idle()` resolves once nothing is queued or running
 * (tests, benchmarks); `stop()` releases queued claims and waits for running generations.
 */
export function createGenerationRunner(deps: GenerationRunnerDeps) {
  const queue: CacheClaim[] = [];
  let running = 0;
  let stopped = false;
  let idleWaiters: (() => void)[] = [];

  function settleIdle(): void {
    if (running > 0 || queue.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  async function run(first: CacheClaim): Promise<void> {
    let claim: CacheClaim | null = first;
    for (let round = 0; claim && round < MAX_ROUNDS; round++) {
      const outcome = await deps.generate(claim);
      if (outcome !== 'stale-again' || stopped) return;
      claim = await deps.caches.claim(claim.userId, claim.category);
    }
  }

  function pump(): void {
    while (!stopped && running < deps.concurrency && queue.length > 0) {
      const claim = queue.shift()!;
      running++;
      run(claim)
        .catch((error: unknown) => deps.logger.error({ err: error, userId: claim.userId, category: claim.category }, 'recommendation generation crashed'))
        .finally(() => {
          running--;
          pump();
          settleIdle();
        });
    }
  }

  function enqueue(claim: CacheClaim): void {
    if (stopped) {
      void deps.caches.releaseClaim(claim).catch(() => undefined);
      return;
    }
    queue.push(claim);
    pump();
  }

  return {
    /**
     * Claims one list and queues its generation: `started`, or `already-running` when another
     * generation of it (on any replica) holds the claim; `stopped` once this replica shuts down.
     */
    async request(userId: string, category: string): Promise<GenerationRequest> {
      if (stopped) return 'stopped';
      const claim = await deps.caches.claim(userId, category);
      if (!claim) return 'already-running';
      enqueue(claim);
      return 'started';
    },

    /** Queues the generation of a list already claimed (the daily refresh claims in bulk). */
    enqueue,

    /** Generations running or queued on this replica. */
    get pending(): number {
      return running + queue.length;
    },

    idle(): Promise<void> {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },

    async stop(): Promise<void> {
      stopped = true;
      const queued = queue.splice(0);
      await Promise.all(queued.map((claim) => deps.caches.releaseClaim(claim).catch(() => undefined)));
      await new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },
  };
}

export type GenerationRunner = ReturnType<typeof createGenerationRunner>;
