import { createPrismaClient } from '@alive/db';
import { createEventBusFromEnv, startOutboxRelay } from '@alive/events';
import { createLogger, loadServiceConfig, startService } from '@alive/service-kit';
import { createChoicesService } from './app.ts';

/**
 * Standalone choices process. Env: DATABASE_URL (required), NATS_URL (JetStream; unset = in-process
 * bus, which only makes sense when consumers share this process), CHOICES_PORT (default 4002),
 * DB_POOL_SIZE (default 10), OUTBOX_POLL_MS (default 500), OUTBOX_MAX_BACKOFF_MS (default 15000).
 */
const config = loadServiceConfig(process.env);
const logger = createLogger({ name: 'choices', level: config.logLevel });
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  logger.fatal('DATABASE_URL is required to run the choices service standalone');
  process.exit(1);
}

const prisma = createPrismaClient({ databaseUrl, maxConnections: Number(process.env.DB_POOL_SIZE ?? 10) });
const bus = createEventBusFromEnv(process.env, { name: 'choices', logger });
const outboxRelay = startOutboxRelay({
  prisma,
  bus,
  logger,
  intervalMs: Number(process.env.OUTBOX_POLL_MS ?? 500),
  maxBackoffMs: Number(process.env.OUTBOX_MAX_BACKOFF_MS ?? 15_000),
});
const app = createChoicesService({ prisma, config, logger, outboxRelay });

await startService(app, {
  port: Number(process.env.CHOICES_PORT ?? 4002),
  name: 'choices',
  logger,
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  onShutdown: async () => {
    await outboxRelay.stop();
    await bus.close();
    await prisma.$disconnect();
  },
});
