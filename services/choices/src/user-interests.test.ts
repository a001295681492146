import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { expectContract, expectError, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { choicePairSchema, userInterestsSchema } from '@alive/contracts';
import { INTERESTS_CHANGED_SUBJECT, interestsChangedV1Schema } from '@alive/events';
import { createChoicesService } from './app.ts';
import { findNextPair } from './domain/next-pair.ts';

// The first-run pick of categories (docs/product/choices.md, First run): stored per person, checked,
// private, and used by the next pair when the person asks for any category.

const config = loadServiceConfig({ SESSION_KEYS: 'choices-interests-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

/** Twelve shared pairs in each of three categories, on one dimension each. */
const PAIRS = (['Travel', 'Books', 'Movies'] as const).flatMap((category) =>
  Array.from({ length: 12 }, (_, i) => ({
    category,
    option1: `${category} A${i}`,
    option2: `${category} B${i}`,
    option1Tags: { 'alive:primary_drive:intrinsic': 1, [`${category.toLowerCase()}:A${i}`]: 1 },
    option2Tags: { 'alive:primary_drive:social': 1, [`${category.toLowerCase()}:B${i}`]: 1 },
  })),
);

let db: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedChoicePairs(db.prisma, PAIRS);
  server = await startTestServer(createChoicesService({ prisma: db.as('choices'), config }));
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

async function newUser() {
  const user = await createTestUser(db.prisma);
  return { user, cookie: await sessionCookieFor(db.prisma, user.id, config) };
}

function call(method: string, path: string, cookie?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const PATH = '/api/user-choices/interests';

/** A seeded generator (Park–Miller), so the share of draws is the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
}

describe('GET/PUT /api/user-choices/interests', () => {
  it('is empty until the person picks, then answers the pick in category order, replaced by a later one', async () => {
    const { cookie } = await newUser();
    expect(await expectContract(userInterestsSchema, await call('GET', PATH, cookie))).toEqual({ categories: [] });
    expect(await expectContract(userInterestsSchema, await call('PUT', PATH, cookie, { categories: ['Books', 'Travel'] }))).toEqual({ categories: ['Travel', 'Books'] });
    expect(await expectContract(userInterestsSchema, await call('GET', PATH, cookie))).toEqual({ categories: ['Travel', 'Books'] });
    await expectContract(userInterestsSchema, await call('PUT', PATH, cookie, { categories: ['Movies'] }));
    expect(await expectContract(userInterestsSchema, await call('GET', PATH, cookie))).toEqual({ categories: ['Movies'] });
  });

  it('records interests.changed in the outbox with the pick, in the same transaction', async () => {
    const { user, cookie } = await newUser();
    await expectContract(userInterestsSchema, await call('PUT', PATH, cookie, { categories: ['Creative', 'Books'] }));
    const rows = await db.prisma.outboxEvent.findMany({ where: { subject: INTERESTS_CHANGED_SUBJECT } });
    const mine = rows.filter((row) => (row.payload as { userId?: string }).userId === user.id);
    expect(mine).toHaveLength(1);
    expect(interestsChangedV1Schema.parse(mine[0]!.payload)).toMatchObject({ eventId: mine[0]!.id, userId: user.id, categories: ['Books', 'Creative'] });
    expect(mine[0]).toMatchObject({ type: 'interests.changed', version: 1 });
  });

  it("is private: another person's pick is not theirs", async () => {
    const first = await newUser();
    const second = await newUser();
    await expectContract(userInterestsSchema, await call('PUT', PATH, first.cookie, { categories: ['Books'] }));
    expect(await expectContract(userInterestsSchema, await call('GET', PATH, second.cookie))).toEqual({ categories: [] });
  });

  it.each([
    ['an unknown category', { categories: ['Books', 'Cooking'] }, /category must be one of Travel, Movies, Books/],
    ['an empty list', { categories: [] }, /at least one category/],
    ['the same category twice', { categories: ['Books', 'Books'] }, /at most once/],
    ['no list', {}, /categories/],
  ])('%s → 400 with a message, nothing stored', async (_name, body, message) => {
    const { user, cookie } = await newUser();
    expect(await expectError(await call('PUT', PATH, cookie, body), 400)).toMatch(message);
    expect(await db.prisma.userInterests.findUnique({ where: { userId: user.id } })).toBeNull();
    const events = await db.prisma.outboxEvent.findMany({ where: { subject: INTERESTS_CHANGED_SUBJECT } });
    expect(events.filter((row) => (row.payload as { userId?: string }).userId === user.id)).toEqual([]);
  });

  it('signed out → 401', async () => {
    await expectError(await call('GET', PATH), 401);
    await expectError(await call('PUT', PATH, undefined, { categories: ['Books'] }), 401);
  });
});

describe('the next pair with a pick', () => {
  it('any category: most pairs come from the picked categories (a third of the set)', async () => {
    const { user, cookie } = await newUser();
    await expectContract(userInterestsSchema, await call('PUT', PATH, cookie, { categories: ['Books'] }));
    const random = seeded(11);
    let books = 0;
    for (let i = 0; i < 200; i++) if ((await findNextPair(db.as('choices'), user.id, undefined, random))?.category === 'Books') books += 1;
    // Without the pick a third would be Books; with it 0.75 + 0.25 × 1/3 ≈ 0.83.
    expect(books / 200).toBeGreaterThan(0.7);
  });

  it('a named category is unchanged by the pick', async () => {
    const { cookie } = await newUser();
    await expectContract(userInterestsSchema, await call('PUT', PATH, cookie, { categories: ['Books'] }));
    for (let i = 0; i < 10; i++) {
      const pair = await expectContract(choicePairSchema, await call('GET', '/api/choice-pairs/next?category=Movies', cookie));
      expect(pair.category).toBe('Movies');
    }
  });

  it('a picked category with nothing left: pairs of every other category', async () => {
    const { user, cookie } = await newUser();
    await expectContract(userInterestsSchema, await call('PUT', PATH, cookie, { categories: ['Books'] }));
    const books = await db.prisma.choicePair.findMany({ where: { category: 'Books' }, select: { id: true } });
    await db.prisma.userChoice.createMany({ data: books.map((pair) => ({ userId: user.id, choicePairId: pair.id, selectedOption: 'option1', responseTime: 500 })) });
    const random = seeded(3);
    for (let i = 0; i < 10; i++) expect((await findNextPair(db.as('choices'), user.id, undefined, random))?.category).not.toBe('Books');
  });

  it("the person's own queue still comes first, whatever its category", async () => {
    const { user, cookie } = await newUser();
    await expectContract(userInterestsSchema, await call('PUT', PATH, cookie, { categories: ['Books'] }));
    const added = await expectContract(
      choicePairSchema,
      await call('POST', '/api/choice-pairs/personal', cookie, {
        option1: 'Own film A',
        option2: 'Own film B',
        category: 'Movies',
        option1Tags: { 'genre:Drama': 1 },
        option2Tags: { 'genre:Comedy': 1 },
      }),
      { status: 201 },
    );
    for (let i = 0; i < 5; i++) expect((await findNextPair(db.as('choices'), user.id, undefined, () => 0))?.id).toBe(added.id);
  });
});
