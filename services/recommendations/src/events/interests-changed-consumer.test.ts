import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { createInProcessBus, INTERESTS_CHANGED_SUBJECT, silentLogger, type InterestsChangedV1 } from '@alive/events';
import type { RegenerationDeps } from '../domain/list-regeneration.ts';
import { createInterestsChangedHandler, INTERESTS_CHANGED_CONSUMER, startInterestsChangedConsumer } from './interests-changed-consumer.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const changed = (userId: string): InterestsChangedV1 => ({ eventId: randomUUID(), userId, categories: ['Books'], occurredAt: new Date().toISOString() });
const message = (payload: unknown) => ({ subject: INTERESTS_CHANGED_SUBJECT, payload, msgId: undefined, deliveryCount: 1 });

/** A newcomer whose lists were made at sign-up (no recommendation state: no choice counted yet). */
async function newcomerWithLists() {
  const user = await createTestUser(db.prisma);
  for (const category of ['general', 'books']) await db.prisma.recommendationCache.create({ data: { userId: user.id, category, payload: [], generationMs: 50 } });
  return user;
}

describe('interests.changed handler', () => {
  it("marks every list of that person stale, nobody else's; idempotent by event id; drops malformed events", async () => {
    const user = await newcomerWithLists();
    const other = await newcomerWithLists();
    const handle = createInterestsChangedHandler({ prisma: db.as('recommendations'), logger: silentLogger });
    const event = changed(user.id);
    expect(await handle(message(event))).toBe('refresh-requested');
    expect(await db.prisma.recommendationCache.count({ where: { userId: user.id, stale: true } })).toBe(2);
    expect(await db.prisma.recommendationCache.count({ where: { userId: other.id, stale: true } })).toBe(0);
    expect(await handle(message(event))).toBe('duplicate');
    expect(await db.prisma.processedEvent.count({ where: { consumer: INTERESTS_CHANGED_CONSUMER, eventId: event.eventId } })).toBe(1);
    expect(await handle(message({ eventId: 'nope' }))).toBe('invalid');
  });

  it('runs as a durable consumer on the bus and makes the lists again', async () => {
    const user = await newcomerWithLists();
    const bus = createInProcessBus();
    const requested: string[] = [];
    const regeneration: RegenerationDeps = {
      caches: { categoriesOf: async () => ['books', 'general'] },
      generations: {
        request: async (_userId, category) => {
          requested.push(category);
          return 'started';
        },
      },
    };
    const consumer = await startInterestsChangedConsumer({ prisma: db.as('recommendations'), bus, logger: silentLogger, regeneration });
    const event = changed(user.id);
    await bus.publish(INTERESTS_CHANGED_SUBJECT, event, { msgId: event.eventId });
    await vi.waitFor(() => expect(requested).toEqual(['books', 'general']));
    await consumer.stop();
    await bus.close();
  });
});
