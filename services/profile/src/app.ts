import type Koa from 'koa';
import type { PrismaClient } from '@alive/db';
import { profileEndpoints } from '@alive/contracts';
import { createLogger, createServiceApp, type Logger, type ServiceConfig } from '@alive/service-kit';
import { createFeedbackRepository } from './data/feedback-repository.ts';
import { createProfileRepository } from './data/profile-repository.ts';
import { profileRoutes } from './http/profile-routes.ts';
import type { LifeGuideEngine } from './insights/life-guide-engine.ts';
import { createLifeGuideGenerator } from './insights/life-guide-generator.ts';

export interface ProfileServiceDeps {
  prisma: PrismaClient;
  config: ServiceConfig;
  logger?: Logger;
  /** Life Guide engine tried before the built-in one (the OpenAI engine when OPENAI_API_KEY is set). */
  lifeGuideEngine?: LifeGuideEngine;
}

/** The profile service (port 4003): A.L.I.V.E profile, completion, evolution, Life Guide, types, learning insights. */
export function createProfileService(deps: ProfileServiceDeps): Koa {
  const logger = deps.logger ?? createLogger({ name: 'profile', level: deps.config.logLevel });
  const lifeGuide = createLifeGuideGenerator({
    primary: deps.lifeGuideEngine,
    onFallback: (error) => logger.warn({ err: error }, 'Life Guide engine failed; answering with the built-in engine'),
  });
  return createServiceApp({
    name: 'profile',
    prisma: deps.prisma,
    config: deps.config,
    logger,
    operations: profileEndpoints,
    routers: [
      profileRoutes({
        profiles: createProfileRepository(deps.prisma),
        feedback: createFeedbackRepository(deps.prisma),
        lifeGuide,
      }),
    ],
  });
}

export { lifeGuideEngineFromSettings } from './insights/life-guide-engine-from-settings.ts';
export type { LifeGuideEngine } from './insights/life-guide-engine.ts';
