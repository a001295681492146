import { createServiceApp, type ServiceConfig, type UserLookup, type DatabasePing, type Logger } from '@alive/service-kit';
import type Koa from 'koa';
import { createUserRepository, type UserStore } from './data/user-repository.ts';
import { authRoutes } from './http/auth-routes.ts';
import { grantConnect } from './http/grant-connect.ts';
import { authOperations } from './http/operations.ts';
import { createOpenIdProvider } from './http/openid-provider.ts';

export interface AuthServiceDeps {
  prisma: UserLookup & DatabasePing & UserStore;
  config: ServiceConfig;
  /** RP-initiated logout at the provider on /api/logout (default true). */
  endProviderSession?: boolean;
  logger?: Logger;
}

/** The auth service: /api/login, the OAuth callback, /api/logout, GET /api/auth/user. */
export function createAuthService(deps: AuthServiceDeps): Koa {
  const { config } = deps;
  const openid = createOpenIdProvider({ issuer: config.oidc.issuer, clientId: config.oidc.clientId });
  const users = createUserRepository(deps.prisma);
  return createServiceApp({
    name: 'auth',
    prisma: deps.prisma,
    config,
    logger: deps.logger,
    beforeRouters: [grantConnect({ config, openid })],
    operations: authOperations,
    routers: [authRoutes({ config, openid, users, sessions: deps.prisma, endProviderSession: deps.endProviderSession ?? true })],
  });
}

export { toCurrentUser } from './http/auth-routes.ts';
