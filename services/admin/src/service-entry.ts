import type { ServiceEntry } from '@alive/service-kit';
import { createAdminService } from './app.ts';

/** The admin process (main.ts and the embedded launcher). Env: DB_POOL_SIZE (default 10). */
export const serviceEntry: ServiceEntry = {
  name: 'admin',
  create({ logger, config, database }) {
    return { app: createAdminService({ prisma: database(), config: config(), logger }) };
  },
};
