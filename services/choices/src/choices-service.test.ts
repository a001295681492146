import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connect } from 'nats';
import type { ChoicePair as ChoicePairRow } from '@alive/db';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { applyChoice, EMPTY_SCORING_STATE } from '@alive/domain';
import { CHOICE_MADE_SUBJECT, createNatsBus, startOutboxRelay, type BusMessage, type ChoiceMadeV1 } from '@alive/events';
import { loadServiceConfig } from '@alive/service-kit';
import { expectContract, expectError, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import {
  choiceConflictSchema,
  choicePairSchema,
  nextChoicePairResponseSchema,
  recentChoicesResponseSchema,
  userChoiceSchema,
  userPreferencesResponseSchema,
  type SubmitChoice,
} from '@alive/contracts';
import { createChoicesService } from './app.ts';

const config = loadServiceConfig({ SESSION_KEYS: 'choices-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

let db: TestDatabase;
let server: TestServer;
let pairs: ChoicePairRow[];

/** 6 Travel (one inactive), 4 Movies, 2 Books. */
const PAIRS = [
  ...Array.from({ length: 6 }, (_, i) => ({
    category: 'Travel',
    option1: `Travel A${i}`,
    option2: `Travel B${i}`,
    option1Tags: { 'activity:Solo': 1, 'pace:Active': 0.5, 'alive:primary_drive:intrinsic': 1 },
    option2Tags: { 'activity:Group': 1, 'alive:primary_drive:social': 0.5, 'alive:life_engagement:reflective': 1 },
    isActive: i !== 5,
  })),
  ...Array.from({ length: 4 }, (_, i) => ({
    category: 'Movies',
    option1: `Movie A${i}`,
    option2: `Movie B${i}`,
    option1Tags: { 'media:Visual': 1, 'alive:happiness_orientation:meaningful': 1 },
    option2Tags: { 'media:Visual': 1, 'genre:Comedy': 1, 'alive:happiness_orientation:emotional': 1 },
  })),
  ...Array.from({ length: 2 }, (_, i) => ({
    category: 'Books',
    option1: `Book A${i}`,
    option2: `Book B${i}`,
    option1Tags: { 'format:Print': 1 },
    option2Tags: { 'format:Audio': 1 },
  })),
];

beforeAll(async () => {
  db = await createTestDatabase();
  pairs = await seedChoicePairs(db.prisma, PAIRS);
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

function request(path: string, init: { method?: string; cookie?: string; body?: unknown; rawBody?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined || init.rawBody !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
}

const submit = (cookie: string, body: unknown) => request('/api/user-choices', { method: 'POST', cookie, body });
/** A choice that must be accepted: 201 with a body matching the UserChoice contract. */
const choose = async (cookie: string, body: SubmitChoice) => expectContract(userChoiceSchema, await submit(cookie, body), { status: 201 });

async function writtenCounts() {
  const [choices, preferences, evidence, outbox, votes] = await Promise.all([
    db.prisma.userChoice.count(),
    db.prisma.userPreference.count(),
    db.prisma.dimensionEvidence.count(),
    db.prisma.outboxEvent.count(),
    db.prisma.choicePair.aggregate({ _sum: { totalVotes: true } }),
  ]);
  return { choices, preferences, evidence, outbox, votes: votes._sum.totalVotes ?? 0 };
}

const travel = () => pairs.filter((p) => p.category === 'Travel' && p.isActive);

describe('signed out', () => {
  it.each([
    ['GET', '/api/choice-pairs/next'],
    ['GET', '/api/choice-pairs/next?category=Travel'],
    ['GET', '/api/user-choices/recent'],
    ['GET', '/api/user-preferences/1'],
    ['POST', '/api/user-choices'],
  ])('%s %s → 401 {message}', async (method, path) => {
    const before = await writtenCounts();
    const body = method === 'POST' ? { choicePairId: pairs[0]!.id, selectedOption: 'option1', responseTime: 10 } : undefined;
    const res = await request(path, { method, body });
    expect(await expectError(res, 401)).toBe('Unauthorized');
    expect(await writtenCounts()).toEqual(before);
  });

  it('refuses a session cookie with a bad signature', async () => {
    const { cookie } = await newUser();
    const forged = cookie.replace(/alive\.sid\.sig=[^;]+/, 'alive.sid.sig=forged');
    expect(await expectError(await request('/api/user-choices/recent', { cookie: forged }), 401)).toBe('Unauthorized');
  });
});

describe('POST /api/user-choices validation', () => {
  const invalidBodies: [string, unknown][] = [
    ['empty body', {}],
    ['missing responseTime', { choicePairId: 1, selectedOption: 'option1' }],
    ['selectedOption not an option', { choicePairId: 1, selectedOption: 'option3', responseTime: 5 }],
    ['choicePairId zero', { choicePairId: 0, selectedOption: 'option1', responseTime: 5 }],
    ['choicePairId as string', { choicePairId: '1', selectedOption: 'option1', responseTime: 5 }],
    ['choicePairId fractional', { choicePairId: 1.5, selectedOption: 'option1', responseTime: 5 }],
    ['negative responseTime', { choicePairId: 1, selectedOption: 'option1', responseTime: -1 }],
    ['responseTime above one hour', { choicePairId: 1, selectedOption: 'option1', responseTime: 3_600_001 }],
    ['fractional responseTime', { choicePairId: 1, selectedOption: 'option2', responseTime: 12.5 }],
    ['array body', [1, 2]],
  ];

  it.each(invalidBodies)('%s → 400 with a message, nothing written', async (_name, body) => {
    const { cookie } = await newUser();
    const before = await writtenCounts();
    expect(await expectError(await submit(cookie, body), 400)).toMatch(/^Invalid request body: /);
    expect(await writtenCounts()).toEqual(before);
  });

  it('malformed JSON → 400, nothing written', async () => {
    const { cookie } = await newUser();
    const before = await writtenCounts();
    const res = await request('/api/user-choices', { method: 'POST', cookie, rawBody: '{"choicePairId": 1,' });
    expect(await expectError(res, 400)).toBe('Malformed JSON body');
    expect(await writtenCounts()).toEqual(before);
  });

  it('accepts the boundaries 0 and 3_600_000 ms', async () => {
    const { cookie } = await newUser();
    expect((await choose(cookie, { choicePairId: travel()[0]!.id, selectedOption: 'option1', responseTime: 0 })).responseTime).toBe(0);
    expect((await choose(cookie, { choicePairId: travel()[1]!.id, selectedOption: 'option1', responseTime: 3_600_000 })).responseTime).toBe(3_600_000);
  });

  it('unknown pair → 404, inactive pair → 404, nothing written', async () => {
    const { cookie } = await newUser();
    const inactive = pairs.find((p) => !p.isActive)!;
    const before = await writtenCounts();
    const unknown = await submit(cookie, { choicePairId: 999_999, selectedOption: 'option1', responseTime: 5 });
    expect(await expectError(unknown, 404)).toBe('Choice pair not found');
    expect(await expectError(await submit(cookie, { choicePairId: inactive.id, selectedOption: 'option1', responseTime: 5 }), 404)).toBe('Choice pair not found');
    expect(await writtenCounts()).toEqual(before);
  });
});

describe('GET /api/choice-pairs/next', () => {
  it('rejects a category outside the list (and the empty value) with 400', async () => {
    const { cookie } = await newUser();
    for (const category of ['Sports', 'travel', '', 'all;DROP']) {
      const res = await request(`/api/choice-pairs/next?category=${encodeURIComponent(category)}`, { cookie });
      expect(await expectError(res, 400)).toMatch(/^Invalid query: category/);
    }
  });

  it('honours the category and never repeats an answered pair, then returns null', async () => {
    const { cookie } = await newUser();
    const seen: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await request('/api/choice-pairs/next?category=Travel', { cookie });
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      const pair = await expectContract(nextChoicePairResponseSchema, res, { status: 200 });
      if (pair === null) break;
      expect(pair.category).toBe('Travel');
      expect(seen).not.toContain(pair.id);
      seen.push(pair.id);
      await choose(cookie, { choicePairId: pair.id, selectedOption: 'option2', responseTime: 100 });
    }
    // every active Travel pair once, the inactive one never
    expect(seen.sort((a, b) => a - b)).toEqual(travel().map((p) => p.id).sort((a, b) => a - b));
    // other categories are still available
    const movie = await expectContract(nextChoicePairResponseSchema, await request('/api/choice-pairs/next?category=Movies', { cookie }));
    expect(movie?.category).toBe('Movies');
  });

  it('"all" and a missing category mean any category; null once everything is answered', async () => {
    const { cookie } = await newUser();
    const seen = new Set<number>();
    const categories = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const path = i % 2 === 0 ? '/api/choice-pairs/next' : '/api/choice-pairs/next?category=all';
      const pair = await expectContract(nextChoicePairResponseSchema, await request(path, { cookie }));
      if (pair === null) break;
      expect(seen.has(pair.id)).toBe(false);
      seen.add(pair.id);
      categories.add(pair.category);
      await choose(cookie, { choicePairId: pair.id, selectedOption: 'option1', responseTime: 50 });
    }
    expect(seen.size).toBe(pairs.filter((p) => p.isActive).length);
    expect(categories).toEqual(new Set(['Travel', 'Movies', 'Books']));
    // A literal JSON null (Koa would turn a null body into an empty 204).
    expect(await expectContract(nextChoicePairResponseSchema, await request('/api/choice-pairs/next', { cookie }), { status: 200 })).toBeNull();
  });

  it('returns the pair fields of the contract', async () => {
    const { cookie } = await newUser();
    // strict: the contract's fields and no others
    const pair = await expectContract(choicePairSchema.strict(), await request('/api/choice-pairs/next?category=Books', { cookie }));
    expect(pair.category).toBe('Books');
  });
});

describe('POST /api/user-choices — one atomic write', () => {
  it('writes the choice, votes, scores (applyChoice), evidence and the outbox row; responds 201', async () => {
    const { user, cookie } = await newUser();
    const pair = travel()[0]!;
    const votesBefore = (await db.prisma.choicePair.findUniqueOrThrow({ where: { id: pair.id } })).option2Votes;
    const body = await choose(cookie, { choicePairId: pair.id, selectedOption: 'option2', responseTime: 1234 });
    expect(body).toMatchObject({
      choicePairId: pair.id,
      selectedOption: 'option2',
      responseTime: 1234,
      choicePair: { id: pair.id, category: 'Travel', option1: pair.option1, option2: pair.option2 },
    });
    expect(new Date(body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const stored = await db.prisma.userChoice.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored).toMatchObject({ userId: user.id, choicePairId: pair.id, selectedOption: 'option2', responseTime: 1234 });
    const after = await db.prisma.choicePair.findUniqueOrThrow({ where: { id: pair.id } });
    expect(after.option2Votes).toBe(votesBefore + 1);

    const expected = applyChoice(EMPTY_SCORING_STATE, pair, 'option2');
    const preferences = await db.prisma.userPreference.findMany({ where: { userId: user.id } });
    expect(Object.fromEntries(preferences.map((p) => [p.tagName, { score: Number(p.score), choiceCount: p.choiceCount }]))).toEqual(
      expected.preferences,
    );
    const evidence = await db.prisma.dimensionEvidence.findMany({ where: { userId: user.id } });
    expect(
      Object.fromEntries(
        evidence.map((e) => [e.dimension, { positiveWeight: e.positiveWeight, negativeWeight: e.negativeWeight, choiceCount: e.choiceCount }]),
      ),
    ).toEqual(expected.dimensions);

    const outbox = await db.prisma.outboxEvent.findMany({ where: { payload: { path: ['userId'], equals: user.id } } });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ subject: CHOICE_MADE_SUBJECT, type: 'choice.made', version: 1, status: 'pending' });
    expect(outbox[0]!.payload).toEqual({
      eventId: outbox[0]!.id,
      userId: user.id,
      choicePairId: pair.id,
      selectedOption: 'option2',
      category: 'Travel',
      occurredAt: expect.any(String),
    });
  });

  it('accumulates scores across choices exactly like replaying applyChoice', async () => {
    const { user, cookie } = await newUser();
    let expected = EMPTY_SCORING_STATE;
    const picks = [
      [travel()[0]!, 'option1'],
      [travel()[1]!, 'option1'],
      [travel()[2]!, 'option2'],
      [pairs.find((p) => p.category === 'Movies')!, 'option2'],
    ] as const;
    for (const [pair, option] of picks) {
      await choose(cookie, { choicePairId: pair.id, selectedOption: option, responseTime: 10 });
      expected = applyChoice(expected, pair, option);
    }
    const preferences = await db.prisma.userPreference.findMany({ where: { userId: user.id } });
    for (const p of preferences) {
      expect({ score: Number(p.score), choiceCount: p.choiceCount }).toEqual(expected.preferences[p.tagName]);
    }
    expect(preferences).toHaveLength(Object.keys(expected.preferences).length);
    const evidence = await db.prisma.dimensionEvidence.findMany({ where: { userId: user.id } });
    for (const e of evidence) {
      const want = expected.dimensions[e.dimension as keyof typeof expected.dimensions]!;
      expect(e.positiveWeight).toBeCloseTo(want.positiveWeight, 10);
      expect(e.negativeWeight).toBeCloseTo(want.negativeWeight, 10);
      expect(e.choiceCount).toBe(want.choiceCount);
    }
  });

  it('answering the same pair twice → 409, nothing more written', async () => {
    const { cookie } = await newUser();
    const pair = travel()[3]!;
    await choose(cookie, { choicePairId: pair.id, selectedOption: 'option1', responseTime: 5 });
    const before = await writtenCounts();
    const again = await submit(cookie, { choicePairId: pair.id, selectedOption: 'option2', responseTime: 5 });
    expect(await expectContract(choiceConflictSchema, again, { status: 409 })).toEqual({ message: 'Choice pair already answered', code: 'choice_pair_answered' });
    expect(await writtenCounts()).toEqual(before);
  });

  it('two simultaneous answers to one pair: one 201, one 409', async () => {
    const { user, cookie } = await newUser();
    const pair = travel()[4]!;
    const statuses = await Promise.all(
      [1, 2, 3].map(async () => {
        const res = await submit(cookie, { choicePairId: pair.id, selectedOption: 'option1', responseTime: 5 });
        if (res.status === 201) await expectContract(userChoiceSchema, res);
        else expect(await expectContract(choiceConflictSchema, res, { status: 409 })).toEqual({ message: 'Choice pair already answered', code: 'choice_pair_answered' });
        return res.status;
      }),
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
    expect(await db.prisma.userChoice.count({ where: { userId: user.id } })).toBe(1);
    const solo = await db.prisma.userPreference.findUniqueOrThrow({ where: { userId_tagName: { userId: user.id, tagName: 'activity:Solo' } } });
    expect(solo.choiceCount).toBe(1);
  });

  it('concurrent choices of one person on different pairs lose no score update', async () => {
    const { user, cookie } = await newUser();
    await Promise.all(travel().map((pair) => choose(cookie, { choicePairId: pair.id, selectedOption: 'option1', responseTime: 5 })));
    let expected = EMPTY_SCORING_STATE;
    for (const pair of travel()) expected = applyChoice(expected, pair, 'option1');
    const solo = await db.prisma.userPreference.findUniqueOrThrow({ where: { userId_tagName: { userId: user.id, tagName: 'activity:Solo' } } });
    expect({ score: Number(solo.score), choiceCount: solo.choiceCount }).toEqual(expected.preferences['activity:Solo']);
  });

  describe('when a write inside the transaction fails', () => {
    beforeEach(async () => {
      // Make the last statement of the transaction (the outbox insert) fail.
      await db.prisma.$executeRawUnsafe(`
        CREATE OR REPLACE FUNCTION refuse_outbox() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'outbox unavailable'; END $$`);
      await db.prisma.$executeRawUnsafe(
        'CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox_events FOR EACH ROW EXECUTE FUNCTION refuse_outbox()',
      );
    });

    it('writes nothing at all (500)', async () => {
      const { user, cookie } = await newUser();
      const before = await writtenCounts();
      try {
        const res = await submit(cookie, { choicePairId: travel()[0]!.id, selectedOption: 'option1', responseTime: 5 });
        expect(await expectError(res, 500)).toBe('Internal Server Error');
      } finally {
        await db.prisma.$executeRawUnsafe('DROP TRIGGER refuse_outbox ON outbox_events');
      }
      expect(await writtenCounts()).toEqual(before);
      expect(await db.prisma.userPreference.count({ where: { userId: user.id } })).toBe(0);
      // and the same choice succeeds once the failure is gone
      await choose(cookie, { choicePairId: travel()[0]!.id, selectedOption: 'option1', responseTime: 5 });
    });
  });
});

describe('GET /api/user-choices/recent', () => {
  it('returns the latest 10 of the caller, newest first, with the nested pair', async () => {
    const { cookie } = await newUser();
    const other = await newUser();
    await choose(other.cookie, { choicePairId: travel()[0]!.id, selectedOption: 'option1', responseTime: 5 });
    const active = pairs.filter((p) => p.isActive);
    for (const pair of active) await choose(cookie, { choicePairId: pair.id, selectedOption: 'option1', responseTime: 7 });
    const recent = await expectContract(recentChoicesResponseSchema, await request('/api/user-choices/recent', { cookie }), { status: 200 });
    expect(recent).toHaveLength(10);
    expect(recent.map((c) => c.choicePairId)).toEqual(active.slice(-10).map((p) => p.id).reverse());
    for (const choice of recent) expect(choice.choicePair.id).toBe(choice.choicePairId);
  });

  it('is an empty list before the first choice', async () => {
    const { cookie } = await newUser();
    expect(await expectContract(recentChoicesResponseSchema, await request('/api/user-choices/recent', { cookie }))).toEqual([]);
  });
});

describe('GET /api/user-preferences/:userId', () => {
  it('returns the signed-in user\'s scores for the fixed id 1, never another user\'s', async () => {
    const alice = await newUser();
    const bob = await newUser();
    await choose(alice.cookie, { choicePairId: pairs.find((p) => p.category === 'Books')!.id, selectedOption: 'option1', responseTime: 5 });
    await choose(bob.cookie, { choicePairId: travel()[0]!.id, selectedOption: 'option1', responseTime: 5 });

    const list = await expectContract(userPreferencesResponseSchema, await request('/api/user-preferences/1', { cookie: alice.cookie }), { status: 200 });
    expect(list.map((p) => [p.tagName, p.score, p.choiceCount])).toEqual([
      ['format:Print', '0.6500', 1],
      ['format:Audio', '0.3500', 1],
    ]);
    // asking for Bob's id explicitly still returns Alice's own list
    const explicit = await expectContract(
      userPreferencesResponseSchema,
      await request(`/api/user-preferences/${encodeURIComponent(bob.user.id)}`, { cookie: alice.cookie }),
    );
    expect(explicit.map((p) => p.tagName)).toEqual(['format:Print', 'format:Audio']);
  });
});

describe('relay wake-up', () => {
  it('wakes the relay given to the app once per committed choice, never for a refused one', async () => {
    let wakes = 0;
    const app = await startTestServer(createChoicesService({ prisma: db.as('choices'), config, outboxRelay: { wake: () => void (wakes += 1) } }));
    try {
      const { cookie } = await newUser();
      const post = (choicePairId: number) =>
        fetch(`${app.url}/api/user-choices`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ choicePairId, selectedOption: 'option1', responseTime: 5 }),
        });
      await expectContract(userChoiceSchema, await post(travel()[0]!.id), { status: 201 });
      expect(wakes).toBe(1);
      await expectError(await post(travel()[0]!.id), 409);
      await expectError(await post(999_999), 404);
      expect(wakes).toBe(1);
      await expectContract(userChoiceSchema, await post(travel()[1]!.id), { status: 201 });
      expect(wakes).toBe(2);
    } finally {
      await app.close();
    }
  });
});

describe('outbox relay → NATS JetStream', () => {
  it('publishes the committed choice as choice.made v1 with the outbox id as event id, and marks it sent', async () => {
    const id = randomBytes(4).toString('hex');
    // The real subject, namespaced so the shared server's own ALIVE_EVENTS stream never sees it.
    const stream = { name: `TEST_CHOICES_${id}`, subjects: [`test${id}.>`] };
    const bus = createNatsBus({ servers: NATS_URL, stream, subjectPrefix: `test${id}` });
    const received: BusMessage<ChoiceMadeV1>[] = [];
    const consumer = await bus.consume<ChoiceMadeV1>({
      durable: 'choices-test',
      subject: CHOICE_MADE_SUBJECT,
      queue: 'choices-test',
      handler: async (m) => void received.push(m),
    });
    await consumer.attached;
    // Rows other tests left pending are relayed too; only this user's event is asserted.
    const relay = startOutboxRelay({ prisma: db.as('choices'), bus, intervalMs: 50 });
    try {
      const { user, cookie } = await newUser();
      await choose(cookie, { choicePairId: travel()[2]!.id, selectedOption: 'option1', responseTime: 5 });
      const row = await db.prisma.outboxEvent.findFirstOrThrow({ where: { payload: { path: ['userId'], equals: user.id } } });
      await vi.waitFor(() => expect(received.some((m) => m.payload.userId === user.id)).toBe(true), { timeout: 10_000, interval: 25 });
      const mine = received.filter((m) => m.payload.userId === user.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.msgId).toBe(row.id);
      expect(mine[0]!.payload).toMatchObject({ eventId: row.id, choicePairId: travel()[2]!.id, selectedOption: 'option1', category: 'Travel' });
      // The relay marks the row sent when its transaction commits, just after the bus acked it.
      const sent = await vi.waitFor(
        async () => {
          const current = await db.prisma.outboxEvent.findUniqueOrThrow({ where: { id: row.id } });
          expect(current.status).toBe('sent');
          return current;
        },
        { timeout: 10_000, interval: 25 },
      );
      expect(sent.sentAt).not.toBeNull();
    } finally {
      await relay.stop();
      await consumer.stop();
      await bus.close();
      const nc = await connect({ servers: NATS_URL });
      await (await nc.jetstreamManager()).streams.delete(stream.name).catch(() => undefined);
      await nc.close();
    }
  });
});
