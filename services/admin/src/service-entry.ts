import { rateLimitFromEnv, type ServiceEntry } from '@alive/service-kit';
import { createAdminService } from './app.ts';
import { TRACK_RATE_LIMIT_DEFAULT } from './http/analytics-track-routes.ts';

/**
 * The admin process (main.ts and the embedded launcher). Env: DB_POOL_SIZE (default 10),
 * TRACK_RATE_LIMIT (page views per address, `<points>/<seconds>`, default 120/60).
 */
export const serviceEntry: ServiceEntry = {
  name: 'admin',
  create({ env, logger, config, database }) {
    const trackRateLimit = rateLimitFromEnv(env, 'TRACK_RATE_LIMIT', TRACK_RATE_LIMIT_DEFAULT);
    return { app: createAdminService({ prisma: database(), config: config(), logger, trackRateLimit }) };
  },
};
