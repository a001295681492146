import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { CHOICE_UNDONE_SUBJECT, createInProcessBus, silentLogger, type ChoiceUndoneV1 } from '@alive/events';
import type { RegenerationDeps } from '../domain/list-regeneration.ts';
import { CHOICE_UNDONE_CONSUMER, createChoiceUndoneHandler, startChoiceUndoneConsumer } from './choice-undone-consumer.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const undone = (userId: string): ChoiceUndoneV1 => ({
  eventId: randomUUID(),
  userId,
  choiceId: 12,
  choicePairId: 3,
  category: 'Travel',
  occurredAt: new Date().toISOString(),
});
const message = (payload: unknown) => ({ subject: CHOICE_UNDONE_SUBJECT, payload, msgId: undefined, deliveryCount: 1 });

async function personWithLists(choicesSinceRefresh: number) {
  const user = await createTestUser(db.prisma);
  await db.prisma.recommendationState.create({ data: { userId: user.id, choicesSinceRefresh, totalChoicesSeen: 7 } });
  for (const category of ['general', 'travel']) await db.prisma.recommendationCache.create({ data: { userId: user.id, category, payload: [], generationMs: 50 } });
  return user;
}

describe('choice.undone handler', () => {
  it("marks every list of that person stale at once and starts the count again; nobody else's", async () => {
    const user = await personWithLists(3);
    const other = await personWithLists(3);
    const at = new Date('2026-05-06T07:08:09Z');
    const handle = createChoiceUndoneHandler({ prisma: db.as('recommendations'), logger: silentLogger, now: () => at });
    expect(await handle(message(undone(user.id)))).toBe('refresh-requested');
    expect(await db.prisma.recommendationCache.count({ where: { userId: user.id, stale: true } })).toBe(2);
    expect(await db.prisma.recommendationState.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({ choicesSinceRefresh: 0, refreshRequestedAt: at });
    expect(await db.prisma.recommendationCache.count({ where: { userId: other.id, stale: true } })).toBe(0);
  });

  it('is idempotent by event id, leaves a person with no state alone, and drops malformed events', async () => {
    const user = await personWithLists(1);
    const handle = createChoiceUndoneHandler({ prisma: db.as('recommendations'), logger: silentLogger });
    const event = undone(user.id);
    expect(await handle(message(event))).toBe('refresh-requested');
    expect(await handle(message(event))).toBe('duplicate');
    expect(await db.prisma.processedEvent.count({ where: { consumer: CHOICE_UNDONE_CONSUMER, eventId: event.eventId } })).toBe(1);
    const newcomer = await createTestUser(db.prisma);
    expect(await handle(message(undone(newcomer.id)))).toBe('no-state');
    expect(await handle(message({ eventId: 'nope' }))).toBe('invalid');
  });

  it('runs as a durable consumer on the bus and regenerates the lists it marked stale', async () => {
    const user = await personWithLists(2);
    const bus = createInProcessBus();
    const requested: string[] = [];
    const regeneration: RegenerationDeps = {
      caches: { categoriesOf: async () => ['general', 'travel'] },
      generations: {
        request: async (_userId, category) => {
          requested.push(category);
          return 'started';
        },
      },
    };
    const consumer = await startChoiceUndoneConsumer({ prisma: db.as('recommendations'), bus, logger: silentLogger, regeneration });
    const event = undone(user.id);
    await bus.publish(CHOICE_UNDONE_SUBJECT, event, { msgId: event.eventId });
    await vi.waitFor(() => expect(requested).toEqual(['general', 'travel']));
    expect(await db.prisma.recommendationCache.count({ where: { userId: user.id, stale: true } })).toBe(2);
    await consumer.stop();
    await bus.close();
  });
});
