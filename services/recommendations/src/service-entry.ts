import type { ServiceEntry } from '@alive/service-kit';
import { createRecommendationsService, startChoiceMadeConsumer } from './app.ts';

/**
 * The recommendations process (main.ts and the embedded launcher) with its `choice.made` consumer.
 * Env: DB_POOL_SIZE (default 10); NATS_URL when standalone (unset = in-process bus, which receives
 * nothing from other processes).
 */
export const serviceEntry: ServiceEntry = {
  name: 'recommendations',
  async create({ logger, config, database, eventBus }) {
    const prisma = database();
    const bus = eventBus();
    const consumer = await startChoiceMadeConsumer({ prisma, bus, logger });
    return {
      app: createRecommendationsService({ prisma, config: config(), bus, logger }),
      stop: () => consumer.stop(),
    };
  },
};
