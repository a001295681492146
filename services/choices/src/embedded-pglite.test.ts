import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChoicePair } from '@alive/db';
import { createPGliteTestDatabase, createTestUser, seedChoicePairs, type TestPGliteDatabase } from '@alive/db/testing';
import { CHOICE_MADE_SUBJECT, createInProcessBus, startOutboxRelay, type ChoiceMadeV1 } from '@alive/events';
import { waitFor } from '@alive/events/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { expectContract, expectError, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { choiceConflictSchema, choicePairSchema, nextChoicePairResponseSchema, recentChoicesResponseSchema, userChoiceSchema, userPreferencesResponseSchema } from '@alive/contracts';
import { createChoicesService } from './app.ts';

/**
 * The embedded default (no DATABASE_URL, no NATS_URL): PGlite through pglite-prisma-adapter and the
 * in-process bus. The raw SQL of the hot path must behave the same there as on Postgres.
 */
const config = loadServiceConfig({ SESSION_KEYS: 'pglite-test-key', LOG_LEVEL: 'silent' });
let db: TestPGliteDatabase;
let server: TestServer;
let pairs: ChoicePair[];
const bus = createInProcessBus();
let relay: ReturnType<typeof startOutboxRelay>;

beforeAll(async () => {
  db = await createPGliteTestDatabase();
  pairs = await seedChoicePairs(db.prisma);
  relay = startOutboxRelay({ prisma: db.prisma, bus, intervalMs: 50 });
  server = await startTestServer(createChoicesService({ prisma: db.prisma, config, outboxRelay: relay }));
}, 60_000);
afterAll(async () => {
  await server?.close();
  await relay?.stop();
  await bus.close();
  await db?.close();
});

describe('choices on the embedded default (PGlite + in-process bus)', () => {
  it('runs the whole loop: next pair, choice, 409, recent, preferences, event delivered', async () => {
    const user = await createTestUser(db.prisma);
    const cookie = await sessionCookieFor(db.prisma, user.id, config);
    const events: ChoiceMadeV1[] = [];
    await bus.consume<ChoiceMadeV1>({ durable: 'pglite-test', subject: CHOICE_MADE_SUBJECT, queue: 'pglite-test', handler: async (m) => void events.push(m.payload) });

    const seen = new Set<number>();
    for (;;) {
      const pair = await expectContract(nextChoicePairResponseSchema, await fetch(`${server.url}/api/choice-pairs/next?category=Travel`, { headers: { cookie } }));
      if (!pair) break;
      expect(seen.has(pair.id)).toBe(false);
      seen.add(pair.id);
      const res = await fetch(`${server.url}/api/user-choices`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ choicePairId: pair.id, selectedOption: 'option1', responseTime: 42 }),
      });
      await expectContract(userChoiceSchema, res, { status: 201 });
    }
    expect([...seen].sort()).toEqual(pairs.filter((p) => p.category === 'Travel').map((p) => p.id).sort());

    const again = await fetch(`${server.url}/api/user-choices`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ choicePairId: [...seen][0], selectedOption: 'option2', responseTime: 42 }),
    });
    expect(await expectContract(choiceConflictSchema, again, { status: 409 })).toEqual({ message: 'Choice pair already answered', code: 'choice_pair_answered' });

    const recent = await expectContract(recentChoicesResponseSchema, await fetch(`${server.url}/api/user-choices/recent`, { headers: { cookie } }));
    expect(recent).toHaveLength(seen.size);
    const preferences = await expectContract(userPreferencesResponseSchema, await fetch(`${server.url}/api/user-preferences/1`, { headers: { cookie } }));
    expect(preferences.find((p) => p.tagName === 'activity:Solo')?.score).toBe('0.6500');

    await waitFor(() => events.filter((e) => e.userId === user.id).length === seen.size, 5_000, 'events relayed');
  });

  it('adds a personal pair (advisory lock, one-statement check and insert) and serves it first to its owner only', async () => {
    const owner = await createTestUser(db.prisma);
    const other = await createTestUser(db.prisma);
    const ownerCookie = await sessionCookieFor(db.prisma, owner.id, config);
    const otherCookie = await sessionCookieFor(db.prisma, other.id, config);
    const add = () =>
      fetch(`${server.url}/api/choice-pairs/personal`, {
        method: 'POST',
        headers: { cookie: ownerCookie, 'content-type': 'application/json' },
        body: JSON.stringify({ category: 'Movies', option1: 'Silent film', option2: 'Musical', option1Tags: { 'genre:Silent': 1 }, option2Tags: { 'genre:Musical': 1 } }),
      });
    const created = await expectContract(choicePairSchema, await add(), { status: 201 });
    expect(await expectContract(choicePairSchema, await add(), { status: 200 })).toEqual(created);
    const next = (cookie: string) => fetch(`${server.url}/api/choice-pairs/next`, { headers: { cookie } });
    expect(await expectContract(nextChoicePairResponseSchema, await next(ownerCookie))).toEqual(created);
    expect((await expectContract(nextChoicePairResponseSchema, await next(otherCookie)))?.id).not.toBe(created.id);
    const answer = await fetch(`${server.url}/api/user-choices`, {
      method: 'POST',
      headers: { cookie: otherCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ choicePairId: created.id, selectedOption: 'option1', responseTime: 42 }),
    });
    expect(await expectError(answer, 404)).toBe('Choice pair not found');
  });
});
