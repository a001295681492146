import { createPrismaClient } from '@alive/db';
import { createLogger, loadServiceConfig, startService } from '@alive/service-kit';
import { createProfileService } from './app.ts';
import { lifeGuideEngineFromEnv } from './insights/life-guide-engine-from-env.ts';

/**
 * Standalone profile process: DATABASE_URL (required), PROFILE_PORT (default 4003), shared service
 * env (SESSION_KEYS, PUBLIC_URL, ADMIN_EMAILS, ...), and optionally OPENAI_API_KEY / OPENAI_BASE_URL /
 * OPENAI_MODEL / OPENAI_TIMEOUT_MS for the OpenAI Life Guide engine.
 */
const config = loadServiceConfig(process.env);
const logger = createLogger({ name: 'profile', level: config.logLevel });
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  logger.fatal('DATABASE_URL is required to run the profile service standalone');
  process.exit(1);
}

const lifeGuideEngine = lifeGuideEngineFromEnv(process.env);
logger.info({ engine: lifeGuideEngine?.name ?? 'builtin' }, 'Life Guide engine');

const prisma = createPrismaClient({ databaseUrl, maxConnections: Number(process.env.DB_POOL_SIZE ?? 5) });
const app = createProfileService({ prisma, config, logger, lifeGuideEngine });

await startService(app, {
  port: Number(process.env.PROFILE_PORT ?? 4003),
  name: 'profile',
  logger,
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  onShutdown: () => prisma.$disconnect(),
});
