import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@alive/db';
import { createTestUser } from '@alive/db/testing';
import { createLogger, loadServiceConfig, type ServiceConfig } from '@alive/service-kit';
import { sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { createGroupsService, type GroupsServiceDeps } from '../app.ts';

/** Test data and servers for the groups service, written the way their owners write them. */

export const testConfig: ServiceConfig = loadServiceConfig({ SESSION_KEYS: 'groups-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });
export const silentTestLogger = () => createLogger({ name: 'groups-test', level: 'silent' });

export async function startGroupsTestService(prisma: PrismaClient, opts: Partial<Omit<GroupsServiceDeps, 'prisma' | 'config'>> = {}): Promise<TestServer> {
  return startTestServer(createGroupsService({ prisma, config: testConfig, logger: silentTestLogger(), ...opts }));
}

export interface Person {
  id: string;
  cookie: string;
  email: string;
}

export async function signedInPerson(prisma: PrismaClient, name = 'Pat'): Promise<Person> {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@alive.test`;
  const user = await createTestUser(prisma, { email, firstName: name, lastName: 'Tester' });
  return { id: user.id, cookie: await sessionCookieFor(prisma, user.id, testConfig), email };
}

/** JSON requests bound to one server; a person's cookie when given. */
export function client(server: TestServer) {
  const send = (method: string, path: string, person?: Person, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(person ? { cookie: person.cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    get: (path: string, person?: Person) => send('GET', path, person),
    post: (path: string, body: unknown, person?: Person) => send('POST', path, person, body),
    patch: (path: string, body: unknown, person?: Person) => send('PATCH', path, person, body),
    put: (path: string, body: unknown, person?: Person) => send('PUT', path, person, body),
    delete: (path: string, person?: Person) => send('DELETE', path, person),
  };
}

/** Row counts of everything the groups service writes, to prove a refused call wrote nothing. */
export async function groupRowCounts(prisma: PrismaClient) {
  const [groups, members, caches, outbox] = await Promise.all([
    prisma.group.count(),
    prisma.groupMember.count(),
    prisma.groupRecommendationCache.count(),
    prisma.groupsOutboxEvent.count(),
  ]);
  return { groups, members, caches, outbox };
}
