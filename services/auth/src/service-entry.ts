import { rateLimitFromEnv, type ServiceEntry } from '@alive/service-kit';
import { createAuthService } from './app.ts';
import { SIGN_IN_START_RATE_LIMIT_DEFAULT } from './http/sign-in-start-limit.ts';

/**
 * The auth process (main.ts and the embedded launcher). Env: DB_POOL_SIZE (default 5), the shared
 * OIDC_* / PUBLIC_URL / SESSION_KEYS / ADMIN_EMAILS (see @alive/service-kit config), and
 * AUTH_END_PROVIDER_SESSION=false to keep the provider's session on logout, AUTH_SIGN_IN_RATE_LIMIT
 * (requests starting a sign-in per address, `<points>/<seconds>`, default 60/60).
 */
export const serviceEntry: ServiceEntry = {
  name: 'auth',
  create({ env, logger, config, database }) {
    const app = createAuthService({
      prisma: database({ poolSize: 5 }),
      config: config(),
      logger,
      endProviderSession: env.AUTH_END_PROVIDER_SESSION !== 'false',
      signInRateLimit: rateLimitFromEnv(env, 'AUTH_SIGN_IN_RATE_LIMIT', SIGN_IN_START_RATE_LIMIT_DEFAULT),
    });
    return { app };
  },
};
