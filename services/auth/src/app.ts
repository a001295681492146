import { authEndpoints } from '@alive/contracts';
import {
  createRateLimiter,
  createServiceApp,
  type ServiceConfig,
  type UserLookup,
  type DatabasePing,
  type Logger,
  type RateLimitDatabase,
  type RateLimitSetting,
} from '@alive/service-kit';
import type Koa from 'koa';
import { createUserRepository, type UserStore } from './data/user-repository.ts';
import { authRoutes } from './http/auth-routes.ts';
import { grantConnect } from './http/grant-connect.ts';
import { limitGrantSignInStarts, signInStartLimit, SIGN_IN_START_RATE_LIMIT_DEFAULT } from './http/sign-in-start-limit.ts';
import { createOpenIdProvider } from './http/openid-provider.ts';

export interface AuthServiceDeps {
  prisma: UserLookup & DatabasePing & UserStore & RateLimitDatabase;
  config: ServiceConfig;
  /** RP-initiated logout at the provider on /api/logout (default true). */
  endProviderSession?: boolean;
  logger?: Logger;
  /** Sign-in starts per address (`AUTH_SIGN_IN_RATE_LIMIT`); default 60 requests a minute. */
  signInRateLimit?: RateLimitSetting;
  /** The outbox relay publishing `user.signed_up`; woken after a first sign-in. */
  outboxRelay?: { wake(): void };
}

/** The auth service: /api/login, the OAuth callback, /api/logout, GET /api/auth/user. */
export function createAuthService(deps: AuthServiceDeps): Koa {
  const { config } = deps;
  const openid = createOpenIdProvider({ issuer: config.oidc.issuer, clientId: config.oidc.clientId });
  const users = createUserRepository(deps.prisma, { onSignedUp: () => deps.outboxRelay?.wake() });
  const signInLimiter = createRateLimiter({
    database: { client: deps.prisma, table: 'auth_rate_limits' },
    name: 'auth-sign-in-start',
    ...(deps.signInRateLimit ?? SIGN_IN_START_RATE_LIMIT_DEFAULT),
    message: (wait) => `Too many sign-in attempts from this address; please try again in ${wait}.`,
    onSweepError: (error) => deps.logger?.warn({ err: error }, 'rate limit sweep failed'),
  });
  return createServiceApp({
    name: 'auth',
    prisma: deps.prisma,
    config,
    logger: deps.logger,
    beforeRouters: [limitGrantSignInStarts(signInLimiter), grantConnect({ config, openid })],
    operations: authEndpoints,
    routers: [
      authRoutes({
        config,
        openid,
        users,
        sessions: deps.prisma,
        endProviderSession: deps.endProviderSession ?? true,
        signInStartLimit: signInStartLimit(signInLimiter),
      }),
    ],
  });
}

export { toCurrentUser } from './http/auth-routes.ts';
