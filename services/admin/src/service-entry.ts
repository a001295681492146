import { positiveIntFromEnv, rateLimitFromEnv, type ServiceEntry } from '@alive/service-kit';
import { createAdminService } from './app.ts';
import { aiPairEngineFromEnv, contentClassifierFromEnv, DEFAULT_ADMIN_AI_TIMEOUT_MS } from './generation/ai-pair-engine-from-env.ts';
import { TRACK_RATE_LIMIT_DEFAULT } from './http/analytics-track-routes.ts';

/**
 * The admin process (main.ts and the embedded launcher). Env: DB_POOL_SIZE (default 10),
 * TRACK_RATE_LIMIT (page views per address, `<points>/<seconds>`, default 120/60); OPENAI_API_KEY,
 * OPENAI_BASE_URL, OPENAI_MODEL and ADMIN_AI_TIMEOUT_MS (default 8000) for the AI pair engine and the content classifier.
 */
export const serviceEntry: ServiceEntry = {
  name: 'admin',
  create({ env, logger, config, database }) {
    const trackRateLimit = rateLimitFromEnv(env, 'TRACK_RATE_LIMIT', TRACK_RATE_LIMIT_DEFAULT);
    const aiTimeoutMs = positiveIntFromEnv(env, 'ADMIN_AI_TIMEOUT_MS', DEFAULT_ADMIN_AI_TIMEOUT_MS);
    const aiPairEngine = aiPairEngineFromEnv(env, aiTimeoutMs);
    const contentClassifier = contentClassifierFromEnv(env, aiTimeoutMs);
    return { app: createAdminService({ prisma: database(), config: config(), logger, trackRateLimit, aiPairEngine, contentClassifier }) };
  },
};
