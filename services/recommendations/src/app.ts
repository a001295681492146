import type Koa from 'koa';
import type { PrismaClient } from '@alive/db';
import type { EventBus } from '@alive/events';
import { createServiceApp, type Logger, type ServiceConfig } from '@alive/service-kit';
import { debugRoutes } from './http/debug-routes.ts';
import { recommendationsOperations } from './http/operations.ts';

export { startChoiceMadeConsumer, CHOICE_MADE_CONSUMER, CHOICE_MADE_QUEUE } from './events/choice-made-consumer.ts';

export interface RecommendationsServiceDeps {
  prisma: PrismaClient;
  config: ServiceConfig;
  /** Used for readiness: this service depends on receiving choice events. */
  bus: EventBus;
  logger?: Logger;
}

/** Recommendations service HTTP app. The choice-event consumer is started beside it (main.ts). */
export function createRecommendationsService(deps: RecommendationsServiceDeps): Koa {
  const { prisma, bus } = deps;
  return createServiceApp({
    name: 'recommendations',
    prisma,
    config: deps.config,
    logger: deps.logger,
    routers: [debugRoutes({ prisma })],
    operations: recommendationsOperations,
    readinessChecks: [
      async function eventBus() {
        if (!bus.isReady()) throw new Error('event bus not connected');
      },
    ],
  });
}
