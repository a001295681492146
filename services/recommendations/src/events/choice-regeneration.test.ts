import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'nats';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { CHOICE_MADE_SUBJECT, USER_SIGNED_UP_SUBJECT, createInProcessBus, createNatsBus, silentLogger, type ChoiceMadeV1, type EventBus } from '@alive/events';
import { waitFor } from '@alive/events/testing';
import { personalizedRecommendationsResponseSchema, RECOMMENDATION_CATEGORIES, type PersonalizedRecommendationsResponse } from '@alive/contracts';
import { expectContract } from '@alive/service-kit/testing';
import { startChoiceMadeConsumer } from './choice-made-consumer.ts';
import { startUserSignedUpConsumer } from './user-signed-up-consumer.ts';
import { client, createCatalogueItems, setPreferences, signedInUser, startTestService, type TestService } from '../test-support/recommendation-fixtures.ts';

/**
 * Freshness after choices (docs/product/recommendations.md, Freshness): the 5th choice event marks the
 * person's lists stale and the consumer regenerates them in the background, so the next visit reads a
 * fresh list (`cached: true`) that reflects the new choices.
 */
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

let db: TestDatabase;
let solo: string;
let group: string;

beforeAll(async () => {
  db = await createTestDatabase();
  [solo, group] = (await createCatalogueItems(db.prisma, [
    { category: 'travel', title: 'Solo hike', tags: { 'activity:Solo': 1 } },
    { category: 'travel', title: 'Group tour', tags: { 'activity:Group': 1 } },
  ])) as [string, string];
});
afterAll(async () => {
  await db?.drop();
});

function choiceMade(userId: string): ChoiceMadeV1 {
  return { eventId: randomUUID(), userId, choicePairId: 1, selectedOption: 'option1', category: 'Travel', occurredAt: new Date().toISOString() };
}

async function read(service: TestService, cookie: string, category: string): Promise<PersonalizedRecommendationsResponse> {
  return expectContract(personalizedRecommendationsResponseSchema, await client(service.server).get(`/api/personalized-recommendations/${category}`, cookie), { status: 200 });
}

/** Generates the person's travel and general lists (liking Solo) and returns the travel list. */
async function listsLikingSolo(service: TestService, user: { id: string; cookie: string }) {
  await setPreferences(db.prisma, user.id, { 'activity:Solo': 0.9, 'activity:Group': 0.1 });
  await read(service, user.cookie, 'travel');
  await read(service, user.cookie, 'general');
  await service.runtime.generations.idle();
  const before = await read(service, user.cookie, 'travel');
  expect(before).toMatchObject({ cached: true });
  expect(before.recommendations.map((r) => r.id)).toEqual([solo, group]);
  return before;
}

async function runFiveChoices(bus: EventBus, user: { id: string }) {
  // The choices service stores the new scores before it publishes; the taste now favours Group.
  await setPreferences(db.prisma, user.id, { 'activity:Solo': 0.1, 'activity:Group': 0.9 });
  for (let i = 0; i < 5; i++) {
    const event = choiceMade(user.id);
    await bus.publish(CHOICE_MADE_SUBJECT, event, { msgId: event.eventId });
  }
}

describe('lists made and remade from events', () => {
  it('in process: the next read is cached with the new ranking, every list of the person regenerated', async () => {
    const service = await startTestService(db.as('recommendations'));
    const bus = createInProcessBus();
    const consumer = await startChoiceMadeConsumer({ prisma: db.as('recommendations'), bus, logger: silentLogger, regeneration: service.runtime });
    try {
      const user = await signedInUser(db.prisma);
      const before = await listsLikingSolo(service, user);
      await runFiveChoices(bus, user);
      await waitFor(async () => (await db.prisma.recommendationState.findUnique({ where: { userId: user.id } }))?.totalChoicesSeen === 5);
      await waitFor(async () => {
        const rows = await db.prisma.recommendationCache.findMany({ where: { userId: user.id, category: { in: ['travel', 'general'] } } });
        return rows.length === 2 && rows.every((row) => !row.stale && row.generatingSince === null && row.generatedAt > new Date(before.generatedAt!));
      }, 10_000, 'both lists regenerated');

      const after = await read(service, user.cookie, 'travel');
      expect(after.cached).toBe(true);
      expect(after.recommendations.map((r) => r.id)).toEqual([group, solo]);
      expect((await read(service, user.cookie, 'general')).recommendations[0]!.id).toBe(group);
    } finally {
      await consumer.stop();
      await bus.close();
      await service.close();
    }
  });

  it('on real NATS JetStream: 5 choice events → the consumer regenerates → cached: true with new content', async () => {
    const id = randomBytes(4).toString('hex');
    // The real subject, namespaced so the shared server's own ALIVE_EVENTS stream never sees it.
    const stream = { name: `TEST_RECS_${id}`, subjects: [`test${id}.>`] };
    const bus = createNatsBus({ servers: NATS_URL, stream, subjectPrefix: `test${id}` });
    const service = await startTestService(db.as('recommendations'));
    const consumer = await startChoiceMadeConsumer({ prisma: db.as('recommendations'), bus, logger: silentLogger, regeneration: service.runtime });
    try {
      await consumer.attached;
      const user = await signedInUser(db.prisma);
      const before = await listsLikingSolo(service, user);
      const published = Date.now();
      await runFiveChoices(bus, user);
      let after = before;
      await waitFor(
        async () => {
          after = await read(service, user.cookie, 'travel');
          return after.cached && after.generatedAt !== before.generatedAt;
        },
        10_000,
        'a fresh regenerated list',
      );
      expect(Date.now() - published).toBeLessThan(2_000);
      expect(after.recommendations.map((r) => r.id)).toEqual([group, solo]);
    } finally {
      await consumer.stop();
      await bus.close();
      await service.close();
      const nc = await connect({ servers: NATS_URL });
      await (await nc.jetstreamManager()).streams.delete(stream.name).catch(() => undefined);
      await nc.close();
    }
  });

  it("a new person's first choice makes every list ahead, so a first visit reads a cached list", async () => {
    const service = await startTestService(db.as('recommendations'));
    const bus = createInProcessBus();
    const consumer = await startChoiceMadeConsumer({ prisma: db.as('recommendations'), bus, logger: silentLogger, regeneration: service.runtime });
    try {
      const user = await signedInUser(db.prisma);
      await setPreferences(db.prisma, user.id, { 'activity:Solo': 0.9 });
      const event = choiceMade(user.id);
      await bus.publish(CHOICE_MADE_SUBJECT, event, { msgId: event.eventId });
      await waitFor(async () => (await db.prisma.recommendationCache.count({ where: { userId: user.id } })) === RECOMMENDATION_CATEGORIES.length, 10_000, 'every list started');
      await service.runtime.generations.idle();
      for (const category of RECOMMENDATION_CATEGORIES) expect(await read(service, user.cookie, category)).toMatchObject({ cached: true, generating: false });
    } finally {
      await consumer.stop();
      await bus.close();
      await service.close();
    }
  });

  it("a newcomer's sign-up makes every list ahead from the starter picks; a repeat starts nothing more", async () => {
    const service = await startTestService(db.as('recommendations'));
    const bus = createInProcessBus();
    const consumer = await startUserSignedUpConsumer({ bus, logger: silentLogger, regeneration: service.runtime });
    try {
      const user = await signedInUser(db.prisma);
      const event = { eventId: randomUUID(), userId: user.id, occurredAt: new Date().toISOString() };
      await bus.publish(USER_SIGNED_UP_SUBJECT, event, { msgId: event.eventId });
      await waitFor(async () => (await db.prisma.recommendationCache.count({ where: { userId: user.id } })) === RECOMMENDATION_CATEGORIES.length, 10_000, 'every list started');
      await service.runtime.generations.idle();
      const generated = await db.prisma.recommendationCache.findMany({ where: { userId: user.id }, select: { generatedAt: true } });
      for (const category of RECOMMENDATION_CATEGORIES) expect(await read(service, user.cookie, category)).toMatchObject({ cached: true, generating: false });
      const again = { ...event, eventId: randomUUID() };
      await bus.publish(USER_SIGNED_UP_SUBJECT, again, { msgId: again.eventId });
      await service.runtime.generations.idle();
      expect(await db.prisma.recommendationCache.findMany({ where: { userId: user.id }, select: { generatedAt: true } })).toEqual(generated);
    } finally {
      await consumer.stop();
      await bus.close();
      await service.close();
    }
  });

  it('fewer than 5 choices leave the lists as they are', async () => {
    const service = await startTestService(db.as('recommendations'));
    const bus = createInProcessBus();
    const consumer = await startChoiceMadeConsumer({ prisma: db.as('recommendations'), bus, logger: silentLogger, regeneration: service.runtime });
    try {
      const user = await signedInUser(db.prisma);
      const before = await listsLikingSolo(service, user);
      for (let i = 0; i < 4; i++) {
        const event = choiceMade(user.id);
        await bus.publish(CHOICE_MADE_SUBJECT, event, { msgId: event.eventId });
      }
      await waitFor(async () => (await db.prisma.recommendationState.findUnique({ where: { userId: user.id } }))?.totalChoicesSeen === 4);
      await service.runtime.generations.idle();
      expect(await read(service, user.cookie, 'travel')).toEqual({ ...before });
    } finally {
      await consumer.stop();
      await bus.close();
      await service.close();
    }
  });
});
