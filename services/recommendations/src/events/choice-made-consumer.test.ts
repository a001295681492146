import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { CHOICE_MADE_SUBJECT, createInProcessBus, silentLogger, type ChoiceMadeV1 } from '@alive/events';
import { waitFor } from '@alive/events/testing';
import { CHOICE_MADE_CONSUMER, createChoiceMadeHandler, startChoiceMadeConsumer } from './choice-made-consumer.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

function choiceMade(userId: string, overrides: Partial<ChoiceMadeV1> = {}): ChoiceMadeV1 {
  return {
    eventId: randomUUID(),
    userId,
    choicePairId: 1,
    selectedOption: 'option1',
    category: 'Travel',
    occurredAt: new Date().toISOString(),
    ...overrides,
  };
}

const message = (payload: unknown) => ({ subject: CHOICE_MADE_SUBJECT, payload, msgId: undefined, deliveryCount: 1 });

async function cacheRowsFor(userId: string) {
  for (const category of ['general', 'movies']) {
    await db.prisma.recommendationCache.create({ data: { userId, category, payload: [], generationMs: 100 } });
  }
}

describe('choice.made handler', () => {
  it('counts choices and marks the user\'s caches stale on every 5th, resetting the counter', async () => {
    const user = await createTestUser(db.prisma);
    const other = await createTestUser(db.prisma);
    await cacheRowsFor(user.id);
    await cacheRowsFor(other.id);
    const at = new Date('2026-03-04T05:06:07Z');
    const handle = createChoiceMadeHandler({ prisma: db.as('recommendations'), logger: silentLogger, now: () => at });

    const outcomes = [];
    for (let i = 0; i < 4; i += 1) outcomes.push(await handle(message(choiceMade(user.id))));
    expect(outcomes).toEqual(['processed', 'processed', 'processed', 'processed']);
    expect(await db.prisma.recommendationCache.count({ where: { userId: user.id, stale: true } })).toBe(0);

    expect(await handle(message(choiceMade(user.id)))).toBe('refresh-requested');
    const state = await db.prisma.recommendationState.findUniqueOrThrow({ where: { userId: user.id } });
    expect(state).toMatchObject({ choicesSinceRefresh: 0, totalChoicesSeen: 5, refreshRequestedAt: at });
    expect(await db.prisma.recommendationCache.count({ where: { userId: user.id, stale: true } })).toBe(2);
    expect(await db.prisma.recommendationCache.count({ where: { userId: other.id, stale: true } })).toBe(0);

    for (let i = 0; i < 4; i += 1) await handle(message(choiceMade(user.id)));
    expect(await handle(message(choiceMade(user.id)))).toBe('refresh-requested'); // the 10th
    expect((await db.prisma.recommendationState.findUniqueOrThrow({ where: { userId: user.id } })).totalChoicesSeen).toBe(10);
  });

  it('is idempotent by event id', async () => {
    const user = await createTestUser(db.prisma);
    const handle = createChoiceMadeHandler({ prisma: db.as('recommendations'), logger: silentLogger });
    const event = choiceMade(user.id);
    expect(await handle(message(event))).toBe('processed');
    expect(await handle(message(event))).toBe('duplicate');
    expect(await handle(message({ ...event }))).toBe('duplicate');
    expect((await db.prisma.recommendationState.findUniqueOrThrow({ where: { userId: user.id } })).totalChoicesSeen).toBe(1);
    expect(await db.prisma.processedEvent.count({ where: { consumer: CHOICE_MADE_CONSUMER, eventId: event.eventId } })).toBe(1);
  });

  it('processes concurrent deliveries of one event once', async () => {
    const user = await createTestUser(db.prisma);
    const handle = createChoiceMadeHandler({ prisma: db.as('recommendations'), logger: silentLogger });
    const event = choiceMade(user.id);
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => handle(message(event))));
    // A delivery that lost the race either sees the ledger row or fails and is redelivered later.
    const fulfilled = outcomes.filter((o) => o.status === 'fulfilled').map((o) => (o as PromiseFulfilledResult<string>).value);
    expect(fulfilled.filter((o) => o === 'processed')).toHaveLength(1);
    expect((await db.prisma.recommendationState.findUniqueOrThrow({ where: { userId: user.id } })).totalChoicesSeen).toBe(1);
  });

  it('drops malformed events instead of retrying them forever', async () => {
    const handle = createChoiceMadeHandler({ prisma: db.as('recommendations'), logger: silentLogger });
    expect(await handle(message({ eventId: 'not-a-uuid', userId: 'x' }))).toBe('invalid');
    expect(await handle(message('garbage'))).toBe('invalid');
  });

  it('runs as a durable consumer on the bus', async () => {
    const user = await createTestUser(db.prisma);
    const bus = createInProcessBus();
    const consumer = await startChoiceMadeConsumer({ prisma: db.as('recommendations'), bus, logger: silentLogger });
    for (let i = 0; i < 3; i += 1) {
      const event = choiceMade(user.id);
      await bus.publish(CHOICE_MADE_SUBJECT, event, { msgId: event.eventId });
    }
    await waitFor(async () => (await db.prisma.recommendationState.findUnique({ where: { userId: user.id } }))?.totalChoicesSeen === 3);
    await consumer.stop();
    await bus.close();
  });
});
