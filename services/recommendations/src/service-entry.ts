import type { ServiceEntry } from '@alive/service-kit';
import { createRecommendationsService, createRecommendationsRuntime, startChoiceMadeConsumer } from './app.ts';
import { startDailyRefresh } from './generation/daily-refresh.ts';
import { personalizedEngineFromEnv } from './generation/personalized-engine-from-env.ts';
import { recommendationSettingsFromEnv } from './settings.ts';

/**
 * The recommendations process (main.ts and the embedded launcher): the HTTP app, the `choice.made`
 * consumer and the daily refresh, sharing one background generation runner. Env: DB_POOL_SIZE
 * (default 10); NATS_URL when standalone (unset = in-process bus, which receives nothing from other
 * processes); RECOMMENDATIONS_* in settings.ts; OPENAI_API_KEY / OPENAI_BASE_URL / OPENAI_MODEL for the
 * OpenAI engine (generation/personalized-engine-from-env.ts).
 */
export const serviceEntry: ServiceEntry = {
  name: 'recommendations',
  async create({ env, logger, config, database, eventBus }) {
    const prisma = database();
    const bus = eventBus();
    const settings = recommendationSettingsFromEnv(env);
    const personalizedEngine = personalizedEngineFromEnv(env, settings.aiTimeoutMs);
    logger.info({ engine: personalizedEngine?.name ?? 'builtin' }, 'personalized recommendation engine');
    const runtime = createRecommendationsRuntime({ prisma, logger, settings, personalizedEngine });
    const consumer = await startChoiceMadeConsumer({ prisma, bus, logger, regeneration: runtime, metrics: runtime.metrics });
    const dailyRefresh = startDailyRefresh({
      caches: runtime.caches,
      generations: runtime.generations,
      checkMs: settings.dailyRefreshCheckMs,
      batch: settings.dailyRefreshBatch,
      logger,
    });
    return {
      app: createRecommendationsService({ prisma, config: config(), bus, logger, runtime }),
      async stop() {
        await dailyRefresh.stop();
        await consumer.stop();
        await runtime.generations.stop();
        await runtime.reads.stop();
      },
    };
  },
};
