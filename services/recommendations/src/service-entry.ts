import { defineServiceEntry } from '@alive/service-kit';
import {
  createRecommendationsService,
  createRecommendationsRuntime,
  recommendationWork,
  startChoiceMadeConsumer,
  startChoiceUndoneConsumer,
  startInterestsChangedConsumer,
  startUserSignedUpConsumer,
} from './app.ts';
import { startDailyRefresh } from './generation/daily-refresh.ts';
import { personalizedEngineFromSettings } from './generation/personalized-engine-from-settings.ts';
import { recommendationSettingsFrom, recommendationsProcessSettings } from './settings.ts';

/**
 * The recommendations process (standalone and in the embedded launcher): the HTTP app, the `choice.made`,
 * `choice.undone`, `user.signed_up` and `interests.changed` consumers and the daily refresh, sharing one background generation runner. Its variables are
 * declared in settings.ts; standalone without NATS_URL the bus is in-process and receives nothing
 * from other processes.
 */
export const serviceEntry = defineServiceEntry({
  name: 'recommendations',
  settings: recommendationsProcessSettings,
  async create({ settings: read, logger, config, database, eventBus }) {
    const prisma = database();
    const bus = eventBus();
    const settings = recommendationSettingsFrom(read);
    const personalizedEngine = personalizedEngineFromSettings(read.openai, settings.aiTimeoutMs);
    logger.info({ engine: personalizedEngine?.name ?? 'builtin' }, 'personalized recommendation engine');
    const runtime = createRecommendationsRuntime({ prisma, logger, settings, personalizedEngine, work: recommendationWork(read.work) });
    const consumers = [
      await startChoiceMadeConsumer({ prisma, bus, logger, regeneration: runtime, metrics: runtime.metrics }),
      await startChoiceUndoneConsumer({ prisma, bus, logger, regeneration: runtime }),
      await startUserSignedUpConsumer({ bus, logger, regeneration: runtime }),
      await startInterestsChangedConsumer({ prisma, bus, logger, regeneration: runtime }),
    ];
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
        for (const consumer of consumers) await consumer.stop();
        await runtime.generations.stop();
        await runtime.reads.stop();
        await runtime.work.close();
      },
    };
  },
});
