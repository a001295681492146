import { createPrismaClient } from '@alive/db';
import { createEventBusFromEnv } from '@alive/events';
import { createLogger, loadServiceConfig, startService } from '@alive/service-kit';
import { createRecommendationsService, startChoiceMadeConsumer } from './app.ts';

/**
 * Standalone recommendations process: DATABASE_URL (required), NATS_URL (JetStream; unset =
 * in-process bus, which receives nothing from other processes), RECOMMENDATIONS_PORT (default 4004).
 */
const config = loadServiceConfig(process.env);
const logger = createLogger({ name: 'recommendations', level: config.logLevel });
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  logger.fatal('DATABASE_URL is required to run the recommendations service standalone');
  process.exit(1);
}

const prisma = createPrismaClient({ databaseUrl });
const bus = createEventBusFromEnv(process.env, { name: 'recommendations', logger });
const choiceMadeConsumer = await startChoiceMadeConsumer({ prisma, bus, logger });
const app = createRecommendationsService({ prisma, config, bus, logger });

await startService(app, {
  port: Number(process.env.RECOMMENDATIONS_PORT ?? 4004),
  name: 'recommendations',
  logger,
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  onShutdown: async () => {
    await choiceMadeConsumer.stop();
    await bus.close();
    await prisma.$disconnect();
  },
});
