import type { PrismaClient } from '@alive/db';
import { createExpensiveWork, INLINE_WORK_SETTINGS, type ExpensiveWork, type Logger } from '@alive/service-kit';
import type { RankedRecommendation } from '@alive/domain';
import { createCatalogueRepository, type CatalogueItem } from './data/catalogue-repository.ts';
import { createChoicePairRepository } from './data/choice-pair-repository.ts';
import { createContentLibraryRepository } from './data/content-library-repository.ts';
import { createFeedbackRepository } from './data/feedback-repository.ts';
import { createInterestsRepository } from './data/interests-repository.ts';
import { createReadCounter } from './data/read-counter.ts';
import { createRecommendationCacheRepository } from './data/recommendation-cache-repository.ts';
import { createTasteRepository } from './data/taste-repository.ts';
import { createGenerationRunner } from './generation/generation-runner.ts';
import { builtinEngine, withBuiltinFallback, type PersonalizedEngine } from './generation/personalized-engine.ts';
import { createRecommendationGenerator } from './generation/recommendation-generator.ts';
import { createRecommendationMetrics, type RecommendationMetrics } from './recommendation-metrics.ts';
import { DEFAULT_RECOMMENDATION_SETTINGS, type RecommendationSettings } from './settings.ts';
import { RECOMMENDATION_TASKS_MODULE, WORKER_TASKS, type RecommendationWorkerTasks } from './workers/recommendation-tasks.ts';

export interface RecommendationsRuntimeDeps {
  prisma: PrismaClient;
  logger: Logger;
  settings?: Partial<RecommendationSettings>;
  /** Tried before the built-in engine for personalized lists (the OpenAI engine when configured). */
  personalizedEngine?: PersonalizedEngine;
  /** This replica's metrics (recommendation-metrics.ts); made here when not given. */
  metrics?: RecommendationMetrics;
  /** Bounded, shared expensive work with worker threads (docs/architecture.md, "Expensive work"); default inline, as tests want. */
  work?: ExpensiveWork<RecommendationWorkerTasks>;
}

/** The engine's work on the event loop: tests and tools. */
export function inlineRecommendationWork(): ExpensiveWork<RecommendationWorkerTasks> {
  return createExpensiveWork({ settings: INLINE_WORK_SETTINGS, tasks: WORKER_TASKS, tasksModule: RECOMMENDATION_TASKS_MODULE });
}

/** The real thing: a bounded gate and worker threads, from WORK_* and WORKER_THREADS. */
export function recommendationWork(settings: Parameters<typeof createExpensiveWork>[0]['settings']): ExpensiveWork<RecommendationWorkerTasks> {
  return createExpensiveWork({ settings, tasks: WORKER_TASKS, tasksModule: RECOMMENDATION_TASKS_MODULE });
}

/**
 * What the routes, the choice-event consumer and the daily refresh of one replica share: the
 * repositories, the read counter and the background generation runner.
 */
export function createRecommendationsRuntime(deps: RecommendationsRuntimeDeps) {
  const settings: RecommendationSettings = { ...DEFAULT_RECOMMENDATION_SETTINGS, ...deps.settings };
  const { prisma, logger } = deps;
  const catalogue = createCatalogueRepository(prisma);
  const library = createContentLibraryRepository(prisma);
  const taste = createTasteRepository(prisma, { catalogue, library });
  const caches = createRecommendationCacheRepository(prisma, { claimTimeoutMs: settings.claimTimeoutMs });
  const metrics = deps.metrics ?? createRecommendationMetrics();
  const counter = createReadCounter({ caches, flushMs: settings.readCountFlushMs, logger });
  const reads: typeof counter = {
    ...counter,
    count(userId, category, hit, responseMs) {
      metrics.cacheReads.inc({ result: hit ? 'hit' : 'miss' });
      counter.count(userId, category, hit, responseMs);
    },
  };
  const feedback = createFeedbackRepository(prisma);
  const pairs = createChoicePairRepository(prisma);
  const work = deps.work ?? inlineRecommendationWork();
  // Background generation ranks in the worker threads too: a burst of refreshes never blocks requests.
  // Plain data crosses to the worker and back: the catalogue items come back as they went.
  const builtin = builtinEngine((input) => work.compute('rankRecommendations', input) as Promise<RankedRecommendation<CatalogueItem>[]>);
  const rank = withBuiltinFallback(
    deps.personalizedEngine,
    (error) => logger.warn({ err: error }, 'recommendation engine failed; ranking with the built-in engine'),
    builtin,
  );
  const generate = createRecommendationGenerator({ catalogue, taste, interests: createInterestsRepository(prisma), caches, rank, logger });
  const generations = createGenerationRunner({ caches, generate, concurrency: settings.generationConcurrency, logger });
  return { settings, logger, metrics, catalogue, library, taste, caches, reads, feedback, pairs, generations, work };
}

export type RecommendationsRuntime = ReturnType<typeof createRecommendationsRuntime>;
