import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { expectError, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { createAdminService } from '../app.ts';

// The input rules (docs/api.md) on the public tracking route: NUL in any text was a 500 (Postgres refuses
// it), and a non-JSON body a misleading 400.

const config = loadServiceConfig({ SESSION_KEYS: 'admin-strict-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });
let db: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startTestServer(createAdminService({ prisma: db.as('admin'), config }));
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const view = { visitorId: 'v-1', sessionId: 's-1', page: '/dashboard', referrer: 'http://localhost:3000/', userAgent: 'Mozilla/5.0 Test' };
const track = (body: string, contentType = 'application/json') =>
  fetch(`${server.url}/api/analytics/track`, { method: 'POST', headers: { 'content-type': contentType }, body });

it.each(Object.keys(view))('a NUL character in %s → 400, nothing written', async (field) => {
  const before = await db.prisma.pageView.count();
  expect(await expectError(await track(JSON.stringify({ ...view, [field]: 'x\u0000y' })), 400)).toMatch(/NUL/);
  expect(await db.prisma.pageView.count()).toBe(before);
});

it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])('a %s body → 415, nothing written', async (contentType) => {
  const before = await db.prisma.pageView.count();
  expect(await expectError(await track(JSON.stringify(view), contentType), 415)).toBe('Content-Type must be application/json');
  expect(await db.prisma.pageView.count()).toBe(before);
});

it('the same view as JSON is recorded', async () => {
  expect((await track(JSON.stringify(view))).status).toBe(204);
});
