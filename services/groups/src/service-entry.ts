import { startOutboxRelay } from '@alive/events';
import { positiveIntFromEnv, type ServiceEntry } from '@alive/service-kit';
import { createGroupRecommendationCacheRepository, createGroupsService, startGroupsChoiceMadeConsumer } from './app.ts';
import { groupsSettingsFromEnv } from './settings.ts';

/**
 * The groups process (main.ts and the embedded launcher): the HTTP app, the outbox relay that
 * publishes its membership events and the `choice.made` consumer that drops the lists of a chooser's
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
    const consumer = await startGroupsChoiceMadeConsumer({ bus, caches: createGroupRecommendationCacheRepository(prisma), logger });
    return {
      app: createGroupsService({ prisma, config: config(), logger, settings: groupsSettingsFromEnv(env), outboxRelay }),
      async stop() {
        await consumer.stop();
        await outboxRelay.stop();
      },
    };
  },
};
