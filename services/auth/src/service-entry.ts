import type { ServiceEntry } from '@alive/service-kit';
import { createAuthService } from './app.ts';

/**
 * The auth process (main.ts and the embedded launcher). Env: DB_POOL_SIZE (default 5), the shared
 * OIDC_* / PUBLIC_URL / SESSION_KEYS / ADMIN_EMAILS (see @alive/service-kit config), and
 * AUTH_END_PROVIDER_SESSION=false to keep the provider's session on logout.
 */
export const serviceEntry: ServiceEntry = {
  name: 'auth',
  create({ env, logger, config, database }) {
    const app = createAuthService({
      prisma: database({ poolSize: 5 }),
      config: config(),
      logger,
      endProviderSession: env.AUTH_END_PROVIDER_SESSION !== 'false',
    });
    return { app };
  },
};
