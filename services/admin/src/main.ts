import { createPrismaClient } from '@alive/db';
import { createLogger, loadServiceConfig, startService } from '@alive/service-kit';
import { createAdminService } from './app.ts';

/** Standalone admin process: DATABASE_URL (required), ADMIN_PORT (default 4006). */
const config = loadServiceConfig(process.env);
const logger = createLogger({ name: 'admin', level: config.logLevel });
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  logger.fatal('DATABASE_URL is required to run the admin service standalone');
  process.exit(1);
}

const prisma = createPrismaClient({ databaseUrl });
const app = createAdminService({ prisma, config, logger });

await startService(app, {
  port: Number(process.env.ADMIN_PORT ?? 4006),
  name: 'admin',
  logger,
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  onShutdown: () => prisma.$disconnect(),
});
