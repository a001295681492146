import type { PrismaClient } from '@alive/db';
import { createTestUser } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { jsonClient, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { createAdminService, type AdminServiceDeps } from '../app.ts';

/** Servers and signed-in people for the admin service's tests. */

export const adminTestConfig = loadServiceConfig({ SESSION_KEYS: 'admin-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

export function startAdminTestService(prisma: PrismaClient, deps: Omit<AdminServiceDeps, 'prisma' | 'config'> = {}): Promise<TestServer> {
  return startTestServer(createAdminService({ prisma, config: adminTestConfig, ...deps }));
}

export async function signedIn(prisma: PrismaClient, isAdmin: boolean): Promise<{ id: string; cookie: string }> {
  const user = await createTestUser(prisma, { isAdmin });
  return { id: user.id, cookie: await sessionCookieFor(prisma, user.id, adminTestConfig) };
}

export const adminClient = jsonClient;
