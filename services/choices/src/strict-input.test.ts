import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChoicePair } from '@alive/db';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { expectContract, expectError, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { userChoiceSchema } from '@alive/contracts';
import { createChoicesService } from './app.ts';

// The input rules (docs/api.md) on the choices routes: each case here was a 500 or a misleading answer
// before them.

const config = loadServiceConfig({ SESSION_KEYS: 'choices-strict-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

let db: TestDatabase;
let server: TestServer;
let pairs: ChoicePair[];
let cookie: string;

beforeAll(async () => {
  db = await createTestDatabase();
  pairs = await seedChoicePairs(db.prisma);
  server = await startTestServer(createChoicesService({ prisma: db.as('choices'), config }));
  const user = await createTestUser(db.prisma);
  cookie = await sessionCookieFor(db.prisma, user.id, config);
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

async function written() {
  const [choices, preferences, evidence, outbox] = await Promise.all([
    db.prisma.userChoice.count(),
    db.prisma.userPreference.count(),
    db.prisma.dimensionEvidence.count(),
    db.prisma.outboxEvent.count(),
  ]);
  return { choices, preferences, evidence, outbox };
}

const submit = (body: string, contentType = 'application/json') =>
  fetch(`${server.url}/api/user-choices`, { method: 'POST', headers: { cookie, 'content-type': contentType }, body });

it.each([
  ['choicePairId 2^31, one past int4', 2_147_483_648],
  ['choicePairId 2^53', 2 ** 53],
  ['choicePairId 1e308', 1e308],
])('%s → 400 naming choicePairId, nothing written', async (_name, choicePairId) => {
  const before = await written();
  const message = await expectError(await submit(JSON.stringify({ choicePairId, selectedOption: 'option1', responseTime: 5 })), 400);
  expect(message).toMatch(/^Invalid request body: choicePairId: /);
  expect(await written()).toEqual(before);
});

it('a NUL character in a string field → 400, nothing written', async () => {
  const before = await written();
  const body = JSON.stringify({ choicePairId: pairs[0]!.id, selectedOption: 'option1\u0000', responseTime: 5 });
  expect(await expectError(await submit(body), 400)).toMatch(/NUL/);
  expect(await written()).toEqual(before);
});

it.each(['text/plain', 'application/x-www-form-urlencoded'])('a %s body → 415, nothing written', async (contentType) => {
  const before = await written();
  const body = JSON.stringify({ choicePairId: pairs[0]!.id, selectedOption: 'option1', responseTime: 5 });
  expect(await expectError(await submit(body, contentType), 415)).toBe('Content-Type must be application/json');
  expect(await written()).toEqual(before);
});

it('the largest int4 id is a well-formed id: 404 for a pair that does not exist', async () => {
  expect(await expectError(await submit(JSON.stringify({ choicePairId: 2_147_483_647, selectedOption: 'option1', responseTime: 5 })), 404)).toBe(
    'Choice pair not found',
  );
});

it('the same choice as JSON is recorded', async () => {
  await expectContract(userChoiceSchema, await submit(JSON.stringify({ choicePairId: pairs[0]!.id, selectedOption: 'option1', responseTime: 5 })), {
    status: 201,
  });
});

it.each(['1%00', '%00'])('GET /api/user-preferences/%s (NUL in the path) → 400', async (id) => {
  const response = await fetch(`${server.url}/api/user-preferences/${id}`, { headers: { cookie } });
  expect(await expectError(response, 400)).toBe('Invalid URL: must not contain NUL characters');
});

it('GET /api/user-preferences/<256 characters> → 400 naming the parameter', async () => {
  const response = await fetch(`${server.url}/api/user-preferences/${'x'.repeat(256)}`, { headers: { cookie } });
  expect(await expectError(response, 400)).toMatch(/^Invalid path: userId: /);
});

it('GET /api/choice-pairs/next?category=<NUL> → 400', async () => {
  const response = await fetch(`${server.url}/api/choice-pairs/next?category=Travel%00`, { headers: { cookie } });
  expect(await expectError(response, 400)).toBe('Invalid URL: must not contain NUL characters');
});
