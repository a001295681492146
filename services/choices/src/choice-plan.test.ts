import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChoicePair as ChoicePairRow } from '@alive/db';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { expectContract, expectError, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { choicePairSchema, choicePlanSchema, PLAN_RESERVE, userChoiceSchema, type ChoicePlan } from '@alive/contracts';
import { createChoicesService } from './app.ts';

// GET /api/choice-pairs/plan (docs/product/choices.md, The next pair is ready).
const config = loadServiceConfig({ SESSION_KEYS: 'choices-plan-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

let db: TestDatabase;
let server: TestServer;
let pairs: ChoicePairRow[];

const POLES = [
  ['primary_drive', 'intrinsic', 'social'],
  ['happiness_orientation', 'meaningful', 'emotional'],
  ['life_engagement', 'active', 'reflective'],
  ['value_investment', 'exploring', 'traditional'],
  ['locus_of_control', 'control', 'flow'],
] as const;

/** 60 Travel pairs, each on one dimension in turn (the policy's no-repeat rule has a choice everywhere). */
const PAIRS = Array.from({ length: 60 }, (_, i) => {
  const [dimension, plus, minus] = POLES[i % POLES.length]!;
  return {
    category: 'Travel',
    option1: `Plan A${i}`,
    option2: `Plan B${i}`,
    option1Tags: { [`style:A${i}`]: 1, [`alive:${dimension}:${plus}`]: 1 },
    option2Tags: { [`style:B${i}`]: 1, [`alive:${dimension}:${minus}`]: 1 },
  };
});

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

const plan = (cookie: string | undefined, query = '') => fetch(`${server.url}/api/choice-pairs/plan${query}`, { headers: cookie ? { cookie } : {} });

async function planOf(cookie: string, query = ''): Promise<ChoicePlan> {
  const response = await plan(cookie, query);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return expectContract(choicePlanSchema, response, { status: 200 });
}

function choose(cookie: string, choicePairId: number) {
  return fetch(`${server.url}/api/user-choices`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ choicePairId, selectedOption: 'option1', responseTime: 800 }),
  });
}

describe('GET /api/choice-pairs/plan', () => {
  it('answers the pair, what follows each answer and a reserve of distinct unanswered pairs, never cached', async () => {
    const { cookie } = await newUser();
    const answer = await planOf(cookie);
    expect(answer.pair).not.toBeNull();
    expect(answer.next).not.toBeNull();
    expect(answer.reserve).toHaveLength(PLAN_RESERVE.usual);
    const next = answer.next!;
    const shownFirst = [answer.pair!, next.option1!, next.option2!, next.skip!];
    for (const pair of shownFirst) expect(pair.option1).toMatch(/^Plan A/);
    for (const pair of [next.option1, next.option2, next.skip]) expect(pair!.id).not.toBe(answer.pair!.id);
    const reserveIds = answer.reserve.map((pair) => pair.id);
    expect(new Set(reserveIds).size).toBe(reserveIds.length);
    for (const pair of shownFirst) expect(reserveIds).not.toContain(pair.id);
    expect((await planOf(cookie, '?reserve=3&category=Travel')).reserve).toHaveLength(3);
    expect((await planOf(cookie, `?reserve=${PLAN_RESERVE.max}`)).reserve.length).toBe(PLAN_RESERVE.max);
  });

  it('keeps the current pair while it is the person’s to answer, and replaces it once answered', async () => {
    const { cookie } = await newUser();
    const current = pairs[17]!.id;
    const kept = await planOf(cookie, `?current=${current}`);
    expect(kept.pair!.id).toBe(current);
    expect([kept.next!.option1!.id, kept.next!.option2!.id, kept.next!.skip!.id, ...kept.reserve.map((p) => p.id)]).not.toContain(current);
    await expectContract(userChoiceSchema, await choose(cookie, current), { status: 201 });
    const replaced = await planOf(cookie, `?current=${current}`);
    expect(replaced.pair!.id).not.toBe(current);
    expect(replaced.reserve.map((p) => p.id)).not.toContain(current);
    // Not in the asked category, unknown, or another person's own pair: not kept either.
    expect((await planOf(cookie, `?current=${pairs[18]!.id}&category=Books`)).pair).toBeNull();
    expect((await planOf(cookie, '?current=999999')).pair!.id).not.toBe(999999);
  });

  it('serves the person’s own pairs first, and never another person’s', async () => {
    const alex = await newUser();
    const sam = await newUser();
    const added = await fetch(`${server.url}/api/choice-pairs/personal`, {
      method: 'POST',
      headers: { cookie: alex.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ category: 'Travel', option1: 'My cabin', option2: 'My city', option1Tags: { 'alive:primary_drive:intrinsic': 1 }, option2Tags: { 'alive:primary_drive:social': 1 } }),
    });
    const own = await expectContract(choicePairSchema, added, { status: 201 });
    const first = await planOf(alex.cookie);
    expect(first.pair!.id).toBe(own.id);
    expect(first.reserve.length).toBe(PLAN_RESERVE.usual);
    const forSam = await planOf(sam.cookie, `?current=${own.id}`);
    expect([forSam.pair!.id, ...forSam.reserve.map((p) => p.id)]).not.toContain(own.id);
  });

  it('answers pair null, next null and an empty reserve when nothing is left', async () => {
    const { cookie } = await newUser();
    expect(await planOf(cookie, '?category=Food')).toEqual({ pair: null, next: null, reserve: [] });
  });

  it('answers 400 naming a bad category, current or reserve', async () => {
    const { cookie } = await newUser();
    for (const query of ['?category=Space', '?current=abc', '?current=0', '?current=1.5', `?reserve=${PLAN_RESERVE.max + 1}`, '?reserve=-1', '?reserve=1e1']) {
      expect(await expectError(await plan(cookie, query), 400)).toMatch(/^Invalid query: (category|current|reserve): /);
    }
  });

  it('answers 401 without a session', async () => {
    expect(await expectError(await plan(undefined), 401)).toBe('Unauthorized');
  });
});
