import type { ServiceEntry } from '@alive/service-kit';
import { createProfileService } from './app.ts';
import { lifeGuideEngineFromEnv } from './insights/life-guide-engine-from-env.ts';

/**
 * The profile process (main.ts and the embedded launcher). Env: DB_POOL_SIZE (default 5), and
 * OPENAI_API_KEY / OPENAI_BASE_URL / OPENAI_MODEL / OPENAI_TIMEOUT_MS for the OpenAI Life Guide engine.
 */
export const serviceEntry: ServiceEntry = {
  name: 'profile',
  create({ env, logger, config, database }) {
    const lifeGuideEngine = lifeGuideEngineFromEnv(env);
    logger.info({ engine: lifeGuideEngine?.name ?? 'builtin' }, 'Life Guide engine');
    return { app: createProfileService({ prisma: database({ poolSize: 5 }), config: config(), logger, lifeGuideEngine }) };
  },
};
