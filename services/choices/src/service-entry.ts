import { startOutboxRelay } from '@alive/events';
import { positiveIntFromEnv, type ServiceEntry } from '@alive/service-kit';
import { createChoicesService } from './app.ts';

/**
 * The choices process (main.ts and the embedded launcher) with the outbox relay that publishes its
 * choice events. Env: DB_POOL_SIZE (default 10), OUTBOX_POLL_MS (default 500), OUTBOX_MAX_BACKOFF_MS
 * (default 15000); NATS_URL when standalone (unset = in-process bus, which only makes sense when the
 * consumers share this process).
 */
export const serviceEntry: ServiceEntry = {
  name: 'choices',
  create({ env, logger, config, database, eventBus }) {
    const prisma = database({ poolSize: 10 });
    const outboxRelay = startOutboxRelay({
      prisma,
      bus: eventBus(),
      logger,
      intervalMs: positiveIntFromEnv(env, 'OUTBOX_POLL_MS', 500),
      maxBackoffMs: positiveIntFromEnv(env, 'OUTBOX_MAX_BACKOFF_MS', 15_000),
    });
    return {
      app: createChoicesService({ prisma, config: config(), logger, outboxRelay }),
      stop: () => outboxRelay.stop(),
    };
  },
};
