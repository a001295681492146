import { startOutboxRelay } from '@alive/events';
import { positiveIntFromEnv, type ServiceEntry } from '@alive/service-kit';
import { createGroupRecommendationCacheRepository, createGroupsService, startGroupsChoiceMadeConsumer, startGroupsListWarmer } from './app.ts';
import { groupsSettingsFromEnv } from './settings.ts';

/**
 * The groups process (main.ts and the embedded launcher): the HTTP app, the outbox relay that
 * publishes its membership events, the consumer of those events that warms a changed group's list,
 * and the `choice.made` consumer that drops the lists of a chooser's
 * groups. Env: DB_POOL_SIZE (default 10), OUTBOX_POLL_MS (500), OUTBOX_MAX_BACKOFF_MS (15000), NATS_URL
 * when standalone; GROUPS_* in settings.ts.
 */
export const serviceEntry: ServiceEntry = {
  name: 'groups',
  async create({ env, logger, config, database, eventBus }) {
    const prisma = database();
    const bus = eventBus();
    const outboxRelay = startOutboxRelay({
      prisma,
      bus,
      logger,
      intervalMs: positiveIntFromEnv(env, 'OUTBOX_POLL_MS', 500),
      maxBackoffMs: positiveIntFromEnv(env, 'OUTBOX_MAX_BACKOFF_MS', 15_000),
    });
    const settings = groupsSettingsFromEnv(env);
    const consumer = await startGroupsChoiceMadeConsumer({ bus, caches: createGroupRecommendationCacheRepository(prisma), logger });
    const warmer = await startGroupsListWarmer({ prisma, bus, logger, settings });
    return {
      app: createGroupsService({ prisma, config: config(), logger, settings, outboxRelay }),
      async stop() {
        await warmer.stop();
        await consumer.stop();
        await outboxRelay.stop();
      },
    };
  },
};
