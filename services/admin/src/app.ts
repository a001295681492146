import type Koa from 'koa';
import type { PrismaClient } from '@alive/db';
import { createServiceApp, type Logger, type ServiceConfig } from '@alive/service-kit';
import { analyticsTrackRoutes } from './http/analytics-track-routes.ts';
import { adminOperations } from './http/operations.ts';

export interface AdminServiceDeps {
  prisma: PrismaClient;
  config: ServiceConfig;
  logger?: Logger;
}

/** Admin service: page-view tracking (public) — the admin APIs are added beside it. */
export function createAdminService(deps: AdminServiceDeps): Koa {
  const { prisma } = deps;
  return createServiceApp({
    name: 'admin',
    prisma,
    config: deps.config,
    logger: deps.logger,
    routers: [analyticsTrackRoutes({ prisma })],
    operations: adminOperations,
  });
}
