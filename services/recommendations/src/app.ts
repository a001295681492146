import type Koa from 'koa';
import type { PrismaClient } from '@alive/db';
import type { EventBus } from '@alive/events';
import { recommendationsEndpoints } from '@alive/contracts';
import { createLogger, createRateLimiter, createServiceApp, endpointRouter, type Logger, type ServiceConfig } from '@alive/service-kit';
import { debugHandlers } from './http/debug-routes.ts';
import { insightHandlers } from './http/insight-routes.ts';
import { recommendationHandlers } from './http/recommendation-routes.ts';
import { createRecommendationsRuntime, type RecommendationsRuntime } from './runtime.ts';

export { startChoiceMadeConsumer, CHOICE_MADE_CONSUMER, CHOICE_MADE_QUEUE } from './events/choice-made-consumer.ts';
export { startChoiceUndoneConsumer } from './events/choice-undone-consumer.ts';
export { startUserSignedUpConsumer } from './events/user-signed-up-consumer.ts';
export { startInterestsChangedConsumer } from './events/interests-changed-consumer.ts';
export { createRecommendationsRuntime, inlineRecommendationWork, recommendationWork, type RecommendationsRuntime } from './runtime.ts';

export interface RecommendationsServiceDeps {
  prisma: PrismaClient;
  config: ServiceConfig;
  /** Used for readiness: this service depends on receiving choice events. */
  bus: EventBus;
  logger?: Logger;
  /**
   * The replica's repositories and background generation, shared with its consumer and daily refresh
   * (service-entry.ts); made here with the default settings when not given.
   */
  runtime?: RecommendationsRuntime;
}

/** Recommendations service HTTP app. The choice-event consumer and the daily refresh run beside it (service-entry.ts). */
export function createRecommendationsService(deps: RecommendationsServiceDeps): Koa {
  const { prisma, bus } = deps;
  const logger = deps.logger ?? createLogger({ name: 'recommendations', level: deps.config.logLevel });
  const runtime = deps.runtime ?? createRecommendationsRuntime({ prisma, logger });
  const refreshLimiter = createRateLimiter({
    database: { client: prisma, table: 'recommendations_rate_limits' },
    name: 'recommendations-refresh',
    ...runtime.settings.refreshLimit,
    message: (wait) => `You asked for fresh recommendations many times just now; please try again in ${wait}.`,
    onSweepError: (error) => logger.warn({ err: error }, 'rate limit sweep failed'),
  });
  return createServiceApp({
    name: 'recommendations',
    prisma,
    config: deps.config,
    logger,
    routers: [
      endpointRouter(recommendationsEndpoints, { ...recommendationHandlers({ ...runtime, refreshLimiter }), ...insightHandlers(runtime), ...debugHandlers(runtime) }),
    ],
    operations: recommendationsEndpoints,
    registerMetrics: (registry) => runtime.metrics.register(registry),
    readinessChecks: [
      async function eventBus() {
        if (!bus.isReady()) throw new Error('event bus not connected');
      },
      async function workerThreads() {
        await runtime.work.ready();
      },
    ],
  });
}
