import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { ChoicePair } from '@alive/db';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { CHOICE_MADE_V1, outboxEvent } from '@alive/events';
import { createPrismaChoiceStore, type ChoiceWrite } from './choice-store.ts';
import { ChoiceAlreadyMadeError, ConcurrentScoreUpdateError } from './choice-write-conflicts.ts';

let db: TestDatabase;
let pairs: ChoicePair[];
beforeAll(async () => {
  db = await createTestDatabase();
  pairs = await seedChoicePairs(db.prisma);
});
afterAll(async () => {
  await db?.drop();
});

function writeFor(userId: string, pair: ChoicePair, choiceCount: number): ChoiceWrite {
  const eventId = randomUUID();
  return {
    input: { userId, choicePairId: pair.id, selectedOption: 'option1', responseTime: 10 },
    preferences: [{ tagName: 'activity:Solo', value: { score: 0.65, choiceCount } }],
    dimensions: [{ dimension: 'primary_drive', value: { positiveWeight: 1, negativeWeight: 0, choiceCount } }],
    priorRows: {
      preferences: { 'activity:Solo': choiceCount > 1 ? { score: 0.5, choiceCount: choiceCount - 1 } : null },
      dimensions: { primary_drive: choiceCount > 1 ? { positiveWeight: 0, negativeWeight: 0, choiceCount: choiceCount - 1 } : null },
    },
    event: outboxEvent(
      CHOICE_MADE_V1,
      { eventId, userId, choicePairId: pair.id, selectedOption: 'option1', category: pair.category, occurredAt: new Date().toISOString() },
      eventId,
    ),
  };
}

async function rowsOf(userId: string) {
  const [choices, preferences, evidence, outbox] = await Promise.all([
    db.prisma.userChoice.count({ where: { userId } }),
    db.prisma.userPreference.findMany({ where: { userId } }),
    db.prisma.dimensionEvidence.findMany({ where: { userId } }),
    db.prisma.outboxEvent.count({ where: { payload: { path: ['userId'], equals: userId } } }),
  ]);
  return { choices, preferences: preferences.map((p) => [p.tagName, p.choiceCount]), evidence: evidence.map((e) => [e.dimension, e.choiceCount]), outbox };
}

describe('PrismaChoiceStore.save — one atomic statement', () => {
  it('writes choice, scores, evidence and outbox when the rows are as read', async () => {
    const user = await createTestUser(db.prisma);
    await createPrismaChoiceStore(db.as('choices')).save(writeFor(user.id, pairs[0]!, 1));
    expect(await rowsOf(user.id)).toEqual({ choices: 1, preferences: [['activity:Solo', 1]], evidence: [['primary_drive', 1]], outbox: 1 });
  });

  it('refuses stale scores with ConcurrentScoreUpdateError and writes nothing at all', async () => {
    const user = await createTestUser(db.prisma);
    const store = createPrismaChoiceStore(db.as('choices'));
    await store.save(writeFor(user.id, pairs[0]!, 1));
    const before = await rowsOf(user.id);
    const votesBefore = (await db.prisma.choicePair.findUniqueOrThrow({ where: { id: pairs[1]!.id } })).totalVotes;
    // computed from a state where activity:Solo did not exist yet (choiceCount 1), but it has count 1 now
    await expect(store.save(writeFor(user.id, pairs[1]!, 1))).rejects.toBeInstanceOf(ConcurrentScoreUpdateError);
    expect(await rowsOf(user.id)).toEqual(before);
    expect((await db.prisma.choicePair.findUniqueOrThrow({ where: { id: pairs[1]!.id } })).totalVotes).toBe(votesBefore);
    // the recomputed write (count 2) goes through
    await store.save(writeFor(user.id, pairs[1]!, 2));
    expect((await rowsOf(user.id)).choices).toBe(2);
  });

  it('maps a second answer to the same pair to ChoiceAlreadyMadeError', async () => {
    const user = await createTestUser(db.prisma);
    const store = createPrismaChoiceStore(db.as('choices'));
    await store.save(writeFor(user.id, pairs[2]!, 1));
    await expect(store.save(writeFor(user.id, pairs[2]!, 2))).rejects.toBeInstanceOf(ChoiceAlreadyMadeError);
  });
});
