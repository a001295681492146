import type { PrismaClient } from '@alive/db';
import { createTestUser } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { createChoicesService } from '../app.ts';

/**
 * A choices server and signed-in people for the tests of the admin screens' pair changes, which
 * choices serves as the pairs' one writer (docs/data-ownership.md).
 */
export const choicesAdminTestConfig = loadServiceConfig({ SESSION_KEYS: 'choices-admin-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

/** `prisma`: the choices role's client (TestDatabase.as('choices')), as in production. */
export function startChoicesAdminTestService(prisma: PrismaClient): Promise<TestServer> {
  return startTestServer(createChoicesService({ prisma, config: choicesAdminTestConfig }));
}

/** `prisma`: the owner's client, for the user and session rows (auth's in production). */
export async function signedIn(prisma: PrismaClient, isAdmin: boolean): Promise<{ id: string; cookie: string }> {
  const user = await createTestUser(prisma, { isAdmin });
  return { id: user.id, cookie: await sessionCookieFor(prisma, user.id, choicesAdminTestConfig) };
}

export function adminPairsClient(server: TestServer) {
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
