import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPrismaClient, type ChoicePair as ChoicePairRow } from '@alive/db';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { expectContract, expectError, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { choicePairSchema, nextChoicePairResponseSchema, userChoiceSchema, type PersonalChoicePairRequest } from '@alive/contracts';
import { createChoicesService } from './app.ts';

// POST /api/choice-pairs/personal and how personal pairs are served (docs/product/choices.md, The
// personal queue): first to their owner, never to anyone else.

const config = loadServiceConfig({ SESSION_KEYS: 'personal-pairs-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

let db: TestDatabase;
let server: TestServer;
let shared: ChoicePairRow[];

beforeAll(async () => {
  db = await createTestDatabase();
  shared = await seedChoicePairs(db.prisma, [
    { category: 'Travel', option1: 'Beach holiday', option2: 'Mountain cabin', option1Tags: { 'setting:Beach': 1 }, option2Tags: { 'setting:Mountain': 1 } },
    { category: 'Travel', option1: 'City break', option2: 'Road trip', option1Tags: { 'setting:Urban': 1 }, option2Tags: { 'pace:Active': 1 } },
    { category: 'Books', option1: 'Poetry', option2: 'Biography', option1Tags: { 'genre:Poetry': 1 }, option2Tags: { 'genre:Biography': 1 } },
    { category: 'Books', option1: 'Retired A', option2: 'Retired B', option1Tags: { 'genre:Old': 1 }, option2Tags: { 'genre:Older': 1 }, isActive: false },
  ]);
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

let counter = 0;
/** A valid request with options no other test uses. */
function pairRequest(overrides: Partial<PersonalChoicePairRequest> = {}): PersonalChoicePairRequest {
  counter += 1;
  return {
    category: 'Books',
    option1: `Sunrise hike ${counter}`,
    option2: `Evening lecture ${counter}`,
    option1Tags: { 'activity:Outdoor': 1, 'alive:primary_drive:intrinsic': 0.8 },
    option2Tags: { 'activity:Learning': 0.9 },
    ...overrides,
  };
}

function add(cookie: string | undefined, body: unknown, contentType = 'application/json') {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (cookie) headers.cookie = cookie;
  return fetch(`${server.url}/api/choice-pairs/personal`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

async function next(cookie: string, category?: string) {
  const query = category ? `?category=${category}` : '';
  return expectContract(nextChoicePairResponseSchema, await fetch(`${server.url}/api/choice-pairs/next${query}`, { headers: { cookie } }), { status: 200 });
}

function answer(cookie: string, choicePairId: number) {
  return fetch(`${server.url}/api/user-choices`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ choicePairId, selectedOption: 'option1', responseTime: 400 }),
  });
}

async function writtenCounts() {
  const [pairs, choices, preferences, evidence, outbox, votes] = await Promise.all([
    db.prisma.choicePair.count(),
    db.prisma.userChoice.count(),
    db.prisma.userPreference.count(),
    db.prisma.dimensionEvidence.count(),
    db.prisma.outboxEvent.count(),
    db.prisma.choicePair.aggregate({ _sum: { totalVotes: true } }),
  ]);
  return { pairs, choices, preferences, evidence, outbox, votes: votes._sum.totalVotes ?? 0 };
}

describe('POST /api/choice-pairs/personal', () => {
  it('adds the pair to the caller\'s queue: 201 with the pair, stored as personal, owned and active', async () => {
    const { user, cookie } = await newUser();
    const request = pairRequest({ option1: '  Sunrise hike  ', option2: 'Evening lecture' });
    const pair = await expectContract(choicePairSchema.strict(), await add(cookie, request), { status: 201 });
    expect(pair).toEqual({
      id: expect.any(Number),
      category: 'Books',
      option1: 'Sunrise hike',
      option2: 'Evening lecture',
      option1Tags: request.option1Tags,
      option2Tags: request.option2Tags,
    });
    const stored = await db.prisma.choicePair.findUniqueOrThrow({ where: { id: pair.id } });
    expect(stored).toMatchObject({ source: 'personal', ownerUserId: user.id, isActive: true, totalVotes: 0 });
  });

  it('is idempotent: the same two options again (either order, any case) → 200 with the same pair, nothing written', async () => {
    const { cookie } = await newUser();
    const request = pairRequest();
    const created = await expectContract(choicePairSchema, await add(cookie, request), { status: 201 });
    const before = await writtenCounts();
    const again = await expectContract(choicePairSchema, await add(cookie, request), { status: 200 });
    expect(again).toEqual(created);
    const swapped = { ...request, option1: request.option2.toUpperCase(), option2: ` ${request.option1} `, option1Tags: { 'other:Tag': 1 } };
    expect(await expectContract(choicePairSchema, await add(cookie, swapped), { status: 200 })).toEqual(created);
    expect(await writtenCounts()).toEqual(before);
    // the same options in another category are another pair
    const travel = await expectContract(choicePairSchema, await add(cookie, { ...request, category: 'Travel' }), { status: 201 });
    expect(travel.id).not.toBe(created.id);
  });

  it('concurrent adds of the same pair by one person write one row', async () => {
    const { user, cookie } = await newUser();
    const request = pairRequest();
    // Hold the first insert at a gate (an advisory lock this test keeps) until every other add is
    // waiting for the person's lock, so that all of them have arrived before the first one commits.
    const GATE = 7_001_001;
    const gate = createPrismaClient({ databaseUrl: db.databaseUrl, maxConnections: 2 });
    await db.prisma.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION gated_pair_insert() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN PERFORM pg_advisory_xact_lock_shared(${GATE}); RETURN NEW; END $$`);
    await db.prisma.$executeRawUnsafe('CREATE TRIGGER gated_pair_insert BEFORE INSERT ON choice_pairs FOR EACH ROW EXECUTE FUNCTION gated_pair_insert()');
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    let locked!: () => void;
    const closed = new Promise<void>((resolve) => (locked = resolve));
    const held = gate.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${GATE})`);
        locked();
        await opened;
      },
      { timeout: 30_000 },
    );
    let responses: Response[];
    try {
      await closed;
      const adds = Promise.all([1, 2, 3, 4, 5].map(() => add(cookie, request)));
      // One add waits at the gate, the other four for the person's lock (personal-choice-pair-repository.ts).
      await vi.waitFor(
        async () => {
          const rows = await gate.$queryRaw<{ waiting: number }[]>`
            SELECT count(*)::int AS waiting FROM pg_locks
             WHERE locktype = 'advisory' AND NOT granted
               AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
          expect(rows[0]?.waiting).toBe(5);
        },
        { timeout: 10_000, interval: 20 },
      );
      open();
      responses = await adds;
    } finally {
      open();
      await held.catch(() => undefined);
      await gate.$disconnect();
      await db.prisma.$executeRawUnsafe('DROP TRIGGER gated_pair_insert ON choice_pairs');
    }
    const bodies = await Promise.all(responses.map((res) => expectContract(choicePairSchema, res)));
    expect(responses.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(await db.prisma.choicePair.count({ where: { ownerUserId: user.id } })).toBe(1);
  });

  it('two people adding the same options each get their own pair', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const request = pairRequest();
    const mine = await expectContract(choicePairSchema, await add(alice.cookie, request), { status: 201 });
    const theirs = await expectContract(choicePairSchema, await add(bob.cookie, request), { status: 201 });
    expect(theirs.id).not.toBe(mine.id);
  });

  it.each([
    ['the same order', 'Beach holiday', 'Mountain cabin'],
    ['the other order, other case and spacing', ' mountain CABIN ', 'beach Holiday'],
  ])('refuses the options of an active shared pair of the category (%s) → 409, nothing written', async (_name, option1, option2) => {
    const { cookie } = await newUser();
    const before = await writtenCounts();
    const res = await add(cookie, pairRequest({ category: 'Travel', option1, option2 }));
    expect(await expectError(res, 409)).toBe('This pair is already in the shared set of choices');
    expect(await writtenCounts()).toEqual(before);
  });

  it('accepts the options of a shared pair of another category, and of an inactive shared pair', async () => {
    const { cookie } = await newUser();
    await expectContract(choicePairSchema, await add(cookie, pairRequest({ category: 'Books', option1: 'Beach holiday', option2: 'Mountain cabin' })), { status: 201 });
    const retired = shared.find((p) => !p.isActive)!;
    await expectContract(choicePairSchema, await add(cookie, pairRequest({ category: 'Books', option1: retired.option1, option2: retired.option2 })), { status: 201 });
  });

  const tooManyTags = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`tag:Number${i}`, 0.5]));
  const invalid: [string, Record<string, unknown>, RegExp][] = [
    ['missing option1', { option1: undefined }, /^Invalid request body: option1: /],
    ['blank option2', { option2: '   ' }, /^Invalid request body: option2: must not be empty/],
    ['option longer than 200 characters', { option1: 'x'.repeat(201) }, /^Invalid request body: option1: /],
    ['unknown category', { category: 'Sports' }, /^Invalid request body: category: /],
    ['category all', { category: 'all' }, /^Invalid request body: category: /],
    ['a tag without prefix', { option1Tags: { nocolon: 1 } }, /^Invalid request body: option1Tags/],
    ['no tags', { option2Tags: {} }, /^Invalid request body: option2Tags: must have 1 to 20 tags/],
    ['21 tags', { option1Tags: tooManyTags }, /^Invalid request body: option1Tags: must have 1 to 20 tags/],
    ['a weight above 1', { option2Tags: { 'setting:Home': 1.5 } }, /^Invalid request body: option2Tags/],
    ['a negative weight', { option2Tags: { 'setting:Home': -0.1 } }, /^Invalid request body: option2Tags/],
    ['a weight as text', { option2Tags: { 'setting:Home': '1' } }, /^Invalid request body: option2Tags/],
  ];

  it.each(invalid)('%s → 400 naming the field, nothing written', async (_name, overrides, message) => {
    const { cookie } = await newUser();
    const before = await writtenCounts();
    expect(await expectError(await add(cookie, { ...pairRequest(), ...overrides }), 400)).toMatch(message);
    expect(await writtenCounts()).toEqual(before);
  });

  it.each([
    ['identical', 'Beach walk', 'Beach walk'],
    ['differing only in case and spacing', 'Beach walk', '  BEACH WALK '],
  ])('two %s options → 400 "The two options must differ", nothing written', async (_name, option1, option2) => {
    const { cookie } = await newUser();
    const before = await writtenCounts();
    expect(await expectError(await add(cookie, pairRequest({ option1, option2 })), 400)).toBe('The two options must differ');
    expect(await writtenCounts()).toEqual(before);
  });

  it('a NUL character in an option or a tag name → 400, nothing written', async () => {
    const { cookie } = await newUser();
    const before = await writtenCounts();
    expect(await expectError(await add(cookie, pairRequest({ option1: 'Beach\u0000' })), 400)).toBe('Invalid request body: must not contain NUL characters');
    expect(await expectError(await add(cookie, pairRequest({ option1Tags: { 'setting:Be\u0000ach': 1 } })), 400)).toBe(
      'Invalid request body: must not contain NUL characters',
    );
    expect(await writtenCounts()).toEqual(before);
  });

  it('malformed JSON → 400; a text/plain body → 415; nothing written', async () => {
    const { cookie } = await newUser();
    const before = await writtenCounts();
    expect(await expectError(await add(cookie, '{"option1": "Beach",'), 400)).toBe('Malformed JSON body');
    expect(await expectError(await add(cookie, JSON.stringify(pairRequest()), 'text/plain'), 415)).toBe('Content-Type must be application/json');
    expect(await writtenCounts()).toEqual(before);
  });

  it('signed out → 401, nothing written', async () => {
    const before = await writtenCounts();
    expect(await expectError(await add(undefined, pairRequest()), 401)).toBe('Unauthorized');
    expect(await writtenCounts()).toEqual(before);
  });
});

describe('serving personal pairs', () => {
  it('serves the owner\'s personal pairs first, oldest first, then the shared set', async () => {
    const { cookie } = await newUser();
    const first = await expectContract(choicePairSchema, await add(cookie, pairRequest({ category: 'Travel' })), { status: 201 });
    const second = await expectContract(choicePairSchema, await add(cookie, pairRequest({ category: 'Books' })), { status: 201 });
    expect(await next(cookie)).toEqual(first);
    expect(await next(cookie)).toEqual(first); // until it is answered
    await expectContract(userChoiceSchema, await answer(cookie, first.id), { status: 201 });
    expect(await next(cookie)).toEqual(second);
    await expectContract(userChoiceSchema, await answer(cookie, second.id), { status: 201 });
    const after = await next(cookie);
    expect(shared.map((p) => p.id)).toContain(after!.id);
  });

  it('respects the category filter', async () => {
    const { cookie } = await newUser();
    const books = await expectContract(choicePairSchema, await add(cookie, pairRequest({ category: 'Books' })), { status: 201 });
    expect(await next(cookie, 'Books')).toEqual(books);
    expect(await next(cookie, 'all')).toEqual(books);
    const travel = await next(cookie, 'Travel');
    expect(travel?.category).toBe('Travel');
    expect(shared.map((p) => p.id)).toContain(travel!.id);
  });

  it('never serves a personal pair to another person, who gets 404 answering it, nothing written', async () => {
    const owner = await newUser();
    const other = await newUser();
    const personal = await expectContract(choicePairSchema, await add(owner.cookie, pairRequest({ category: 'Books' })), { status: 201 });

    // The other person walks through everything they are offered: only shared pairs, then null.
    const seen: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const pair = await next(other.cookie);
      if (pair === null) break;
      seen.push(pair.id);
      await expectContract(userChoiceSchema, await answer(other.cookie, pair.id), { status: 201 });
    }
    expect(seen.sort((a, b) => a - b)).toEqual(shared.filter((p) => p.isActive).map((p) => p.id).sort((a, b) => a - b));
    expect(await next(other.cookie, 'Books')).toBeNull();

    const before = await writtenCounts();
    expect(await expectError(await answer(other.cookie, personal.id), 404)).toBe('Choice pair not found');
    expect(await writtenCounts()).toEqual(before);

    // and the owner still gets it
    expect(await next(owner.cookie)).toEqual(personal);
  });
});

describe('the personal queue cap (CHOICES_MAX_PERSONAL_PAIRS)', () => {
  it('holds at most the cap of unanswered pairs of one person: 409 saying what to do, nothing written; answering one makes room', async () => {
    const capped = await startTestServer(createChoicesService({ prisma: db.as('choices'), config, maxPersonalPairs: 2 }));
    try {
      const { user, cookie } = await newUser();
      const addTo = (body: unknown) =>
        fetch(`${capped.url}/api/choice-pairs/personal`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const first = pairRequest();
      const firstPair = await expectContract(choicePairSchema, await addTo(first), { status: 201 });
      await expectContract(choicePairSchema, await addTo(pairRequest()), { status: 201 });
      const before = await db.prisma.choicePair.count({ where: { ownerUserId: user.id } });
      const refused = await addTo(pairRequest());
      expect(await expectError(refused, 409)).toBe('You already have 2 pairs of your own waiting; answer some of them on the home screen before adding more');
      expect(await db.prisma.choicePair.count({ where: { ownerUserId: user.id } })).toBe(before);
      // The same two options again still answer as before (200, nothing new).
      expect((await addTo(first)).status).toBe(200);
      // Answering one of them makes room for one more.
      expect((await answer(cookie, firstPair.id)).status).toBe(201);
      await expectContract(choicePairSchema, await addTo(pairRequest()), { status: 201 });
      // Twenty adds at once still stop at the cap (the person's advisory lock serialises them).
      const burst = await Promise.all(Array.from({ length: 20 }, () => addTo(pairRequest())));
      expect(burst.filter((res) => res.status === 201)).toHaveLength(0);
      const [counted] = await db.prisma.$queryRaw<{ waiting: number }[]>`
        SELECT count(*)::int AS waiting FROM choice_pairs cp
         WHERE cp.owner_user_id = ${user.id}
           AND NOT EXISTS (SELECT 1 FROM user_choices uc WHERE uc.user_id = ${user.id} AND uc.choice_pair_id = cp.id)`;
      expect(counted?.waiting).toBe(2);
    } finally {
      await capped.close();
    }
  });
});
