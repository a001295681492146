import type { PrismaClient } from '@alive/db';
import { createTestUser } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { jsonClient, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
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

export const adminPairsClient = jsonClient;
