import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { expectContract, expectError, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { learningInsightsSystemSchema, preferenceEvolutionSchema } from '@alive/contracts';
import { createProfileService } from './app.ts';

// The input rules (docs/api.md) on the profile routes: each refusal here was a 200 or a 500 before them.

const config = loadServiceConfig({ SESSION_KEYS: 'profile-strict-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

let db: TestDatabase;
let server: TestServer;
let cookie: string;
let adminCookie: string;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startTestServer(createProfileService({ prisma: db.as('profile'), config }));
  const user = await createTestUser(db.prisma);
  cookie = await sessionCookieFor(db.prisma, user.id, config);
  const admin = await createTestUser(db.prisma, { isAdmin: true });
  adminCookie = await sessionCookieFor(db.prisma, admin.id, config);
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const get = (path: string) => fetch(`${server.url}${path}`, { headers: { cookie } });
const postInsights = (body: BodyInit | undefined, contentType?: string, as = cookie) =>
  fetch(`${server.url}/api/learning-insights`, { method: 'POST', headers: { cookie: as, ...(contentType ? { 'content-type': contentType } : {}) }, body });

it.each(['0x5', '1e1', '+5', '%205', '5.0', '-1', '0', '11', '2147483648', 'NaN', ''])(
  'GET /api/happiness-profile/evolution?limit=%s → 400 naming limit',
  async (limit) => {
    expect(await expectError(await get(`/api/happiness-profile/evolution?limit=${limit}`), 400)).toMatch(/^Invalid query: limit: /);
  },
);

it('limit in decimal digits, or none, passes', async () => {
  await expectContract(preferenceEvolutionSchema, await get('/api/happiness-profile/evolution?limit=5'), { status: 200 });
  await expectContract(preferenceEvolutionSchema, await get('/api/happiness-profile/evolution'), { status: 200 });
});

it.each([
  ['text/plain', '{"userId":"someone"}'],
  ['application/x-www-form-urlencoded', 'userId=someone'],
])('POST /api/learning-insights with a %s body → 415 (it read as {} and answered the system figures)', async (contentType, body) => {
  expect(await expectError(await postInsights(body, contentType), 415)).toBe('Content-Type must be application/json');
});

it("POST /api/learning-insights with a NUL in userId → 400 (an admin's lookup of that id was a 500: Postgres refuses the text)", async () => {
  expect(await expectError(await postInsights(JSON.stringify({ userId: 'someone\u0000' }), 'application/json', adminCookie), 400)).toMatch(/NUL/);
});

it('POST /api/learning-insights without a body reads as {}: the system figures', async () => {
  await expectContract(learningInsightsSystemSchema, await postInsights(undefined), { status: 200 });
});
