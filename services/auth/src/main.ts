import { createPrismaClient } from '@alive/db';
import { createLogger, loadServiceConfig, startService } from '@alive/service-kit';
import { createAuthService } from './app.ts';

/**
 * Standalone auth process: DATABASE_URL (required), AUTH_PORT (default 4001), OIDC_* / PUBLIC_URL /
 * SESSION_KEYS / ADMIN_EMAILS (see @alive/service-kit config), AUTH_END_PROVIDER_SESSION=false to keep
 * the provider's session on logout.
 */
const config = loadServiceConfig(process.env);
const logger = createLogger({ name: 'auth', level: config.logLevel });
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  logger.fatal('DATABASE_URL is required to run the auth service standalone');
  process.exit(1);
}

const prisma = createPrismaClient({ databaseUrl, maxConnections: Number(process.env.DB_POOL_SIZE ?? 5) });
const app = createAuthService({
  prisma,
  config,
  logger,
  endProviderSession: process.env.AUTH_END_PROVIDER_SESSION !== 'false',
});

await startService(app, {
  port: Number(process.env.AUTH_PORT ?? 4001),
  name: 'auth',
  logger,
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  onShutdown: () => prisma.$disconnect(),
});
