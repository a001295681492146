import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { expectContract, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { choicePairSchema, choicePlanSchema } from '@alive/contracts';
import { CHOICE_CATEGORIES } from '@alive/contracts/constants';
import { createChoicesService } from './app.ts';

// No category the home screen offers is a dead end (docs/product/choices.md, Decision — Food pairs):
// on a database as a deployment has it (every migration, then the product seed), a new person who picks
// any category of the dropdown or the first-run chips (both list CHOICE_CATEGORIES) gets a pair of it,
// read by the choices service under its own database role.

const config = loadServiceConfig({ SESSION_KEYS: 'choices-home-categories-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

let db: TestDatabase;
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  server = await startTestServer(createChoicesService({ prisma: db.as('choices'), config }));
  const user = await createTestUser(db.prisma);
  cookie = await sessionCookieFor(db.prisma, user.id, config);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const get = (path: string) => fetch(`${server.url}${path}`, { headers: { cookie } });

describe('every category of the home screen, for a new person on the seeded database', () => {
  it.each(CHOICE_CATEGORIES)('%s: the next pair and the plan serve a pair of it', async (category) => {
    const next = await expectContract(choicePairSchema.nullable(), await get(`/api/choice-pairs/next?category=${category}`), { status: 200 });
    expect(next, `no pair in ${category}`).not.toBeNull();
    expect(next!.category).toBe(category);

    const plan = await expectContract(choicePlanSchema, await get(`/api/choice-pairs/plan?category=${category}`), { status: 200 });
    expect(plan.pair?.category).toBe(category);
    // More than one pair to go on with: the loop does not end after the first answer.
    expect(plan.next?.option1?.category).toBe(category);
    expect(plan.reserve.length).toBeGreaterThan(0);
    expect(plan.reserve.every((pair) => pair.category === category)).toBe(true);
  });

  it('has no category among the seeded shared pairs that the home screen does not offer', async () => {
    const stored = await db.prisma.choicePair.groupBy({ by: ['category'], where: { ownerUserId: null, isActive: true } });
    expect(stored.map((row) => row.category).sort()).toEqual([...CHOICE_CATEGORIES].sort());
  });
});
