import type Koa from 'koa';
import type { PrismaClient } from '@alive/db';
import { adminEndpoints } from '@alive/contracts';
import { createRateLimiter, createServiceApp, endpointRouter, rateLimit, type Logger, type RateLimitSetting, type ServiceConfig } from '@alive/service-kit';
import { createAdminChoicePairRepository } from './data/admin-choice-pair-repository.ts';
import { createAnalyticsRepository } from './data/analytics-repository.ts';
import { createAiPairSourcesRepository } from './data/ai-pair-sources-repository.ts';
import { builtinAiPairEngine, withBuiltinFallback, type AiPairEngine } from './generation/ai-pair-engine.ts';
import { analyticsHandlers } from './http/admin-routes.ts';
import { aiPairHandlers } from './http/ai-pair-routes.ts';
import { choicePairHandlers } from './http/choice-pair-routes.ts';
import { smartPairHandlers } from './http/smart-pair-routes.ts';
import { contentHandlers } from './http/content-routes.ts';
import { createContentLibraryRepository } from './data/content-library-repository.ts';
import { builtinContentClassifier, withBuiltinClassifierFallback, type ContentClassifier } from './generation/content-classifier.ts';
import { trackHandlers, TRACK_RATE_LIMIT_DEFAULT } from './http/analytics-track-routes.ts';
import { releaseHandlers } from './http/release-routes.ts';
import { createReleaseStore } from './data/release-store.ts';
import { createLocalBuilds, type LocalBuildsOptions } from './data/local-builds.ts';
import { REMOTE_NAMES } from '@alive/features';

export interface AdminServiceDeps {
  prisma: PrismaClient;
  config: ServiceConfig;
  logger?: Logger;
  /** Page views one address may send (`TRACK_RATE_LIMIT`); default 120 per minute. */
  trackRateLimit?: RateLimitSetting;
  /** The AI pair tools' engine (default built-in; the OpenAI engine when OPENAI_API_KEY is set, service-entry.ts). */
  aiPairEngine?: AiPairEngine;
  /** The content library's classifier (default built-in; the OpenAI one when OPENAI_API_KEY is set). */
  contentClassifier?: ContentClassifier;
  /**
   * The remotes' own build folders and where publishing puts them (REMOTE_RELEASES_DIR): the Releases
   * screen shows a remote served unversioned as its build, and publishes it from here. Without them it
   * shows the publish command only.
   */
  localBuilds?: LocalBuildsOptions;
  /** How long a publish waits for the release controller to register the version (default 10 s). */
  registrationWaitMs?: number;
}

/** Admin service: page-view tracking (public) and the admin-only APIs (docs/product/admin.md). */
export function createAdminService(deps: AdminServiceDeps): Koa {
  const { prisma } = deps;
  const trackLimiter = createRateLimiter({
    database: { client: prisma, table: 'admin_rate_limits' },
    name: 'admin-track',
    ...(deps.trackRateLimit ?? TRACK_RATE_LIMIT_DEFAULT),
    onSweepError: (error) => deps.logger?.warn({ err: error }, 'rate limit sweep failed'),
  });
  const pairSources = createAiPairSourcesRepository(prisma);
  const choicePairs = createAdminChoicePairRepository(prisma);
  const proposePairs = withBuiltinFallback(deps.aiPairEngine ?? builtinAiPairEngine, (error) =>
    deps.logger?.warn({ err: error }, 'AI pair engine failed; the built-in engine answered'),
  );
  const classify = withBuiltinClassifierFallback(deps.contentClassifier ?? builtinContentClassifier, (error) =>
    deps.logger?.warn({ err: error }, 'content classifier failed; the built-in classifier answered'),
  );
  return createServiceApp({
    name: 'admin',
    prisma,
    config: deps.config,
    logger: deps.logger,
    routers: [
      endpointRouter(
        adminEndpoints,
        {
          ...trackHandlers({ prisma }),
          ...analyticsHandlers({ analytics: createAnalyticsRepository(prisma) }),
          ...choicePairHandlers({ pairs: choicePairs }),
          ...aiPairHandlers({ sources: pairSources, propose: proposePairs }),
          ...smartPairHandlers({ sources: pairSources, pairs: choicePairs, propose: proposePairs }),
          ...contentHandlers({ library: createContentLibraryRepository(prisma), classify }),
          ...releaseHandlers({
            store: createReleaseStore(prisma),
            remotes: REMOTE_NAMES,
            builds: deps.localBuilds ? createLocalBuilds(deps.localBuilds) : undefined,
            registrationWaitMs: deps.registrationWaitMs,
          }),
        },
        { rateLimits: { track: rateLimit(trackLimiter) } },
      ),
    ],
    operations: adminEndpoints,
  });
}
