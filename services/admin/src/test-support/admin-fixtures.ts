import type { PrismaClient } from '@alive/db';
import { createTestUser } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { createAdminService } from '../app.ts';

/** Servers and signed-in people for the admin service's tests. */

export const adminTestConfig = loadServiceConfig({ SESSION_KEYS: 'admin-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

export function startAdminTestService(prisma: PrismaClient): Promise<TestServer> {
  return startTestServer(createAdminService({ prisma, config: adminTestConfig }));
}

export async function signedIn(prisma: PrismaClient, isAdmin: boolean): Promise<{ id: string; cookie: string }> {
  const user = await createTestUser(prisma, { isAdmin });
  return { id: user.id, cookie: await sessionCookieFor(prisma, user.id, adminTestConfig) };
}

export function adminClient(server: TestServer) {
  const send = (method: string, path: string, cookie?: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    get: (path: string, cookie?: string) => send('GET', path, cookie),
    post: (path: string, body: unknown, cookie?: string) => send('POST', path, cookie, body),
    put: (path: string, body: unknown, cookie?: string) => send('PUT', path, cookie, body),
    patch: (path: string, body: unknown, cookie?: string) => send('PATCH', path, cookie, body),
    delete: (path: string, cookie?: string) => send('DELETE', path, cookie),
  };
}
