import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, type TestDatabase } from '../testing.ts';
import { SEED_CHOICE_PAIRS } from './data/choice-pairs.ts';
import { SEED_CONTENT_CLASSIFICATIONS } from './data/content-classifications.ts';
import { SEED_RECOMMENDATION_ITEMS } from './data/recommendation-items/index.ts';
import { seed } from './seed.ts';

describe('seed()', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('inserts every pair and the content library once, and is idempotent', async () => {
    const first = await seed(db.prisma);
    expect(first).toEqual({
      choicePairsCreated: SEED_CHOICE_PAIRS.length,
      choicePairsUpdated: 0,
      contentClassificationsCreated: SEED_CONTENT_CLASSIFICATIONS.length,
      contentClassificationsBackfilled: 0,
      contentClassificationsFilled: 0,
      recommendationItemsCreated: SEED_RECOMMENDATION_ITEMS.length,
      recommendationItemsUpdated: 0,
    });
    const second = await seed(db.prisma);
    expect(second).toEqual({
      choicePairsCreated: 0,
      choicePairsUpdated: 0,
      contentClassificationsCreated: 0,
      contentClassificationsBackfilled: 0,
      contentClassificationsFilled: 0,
      recommendationItemsCreated: 0,
      recommendationItemsUpdated: 0,
    });
    expect(await db.prisma.choicePair.count()).toBe(SEED_CHOICE_PAIRS.length);
    expect(await db.prisma.contentClassification.count()).toBe(SEED_CONTENT_CLASSIFICATIONS.length);

    const stored = await db.prisma.choicePair.findFirstOrThrow({ where: { option1: SEED_CHOICE_PAIRS[0]!.option1 } });
    expect(stored).toMatchObject({ ...SEED_CHOICE_PAIRS[0], isActive: true, source: 'seed', totalVotes: 0 });
    const shawshank = await db.prisma.contentClassification.findFirstOrThrow({ where: { title: 'The Shawshank Redemption' } });
    expect(shawshank).toMatchObject({ contentType: 'movie', director: 'Frank Darabont', year: 1994, locusControlScore: 2 });
    expect(shawshank.confidence.toString()).toBe('0.85');
  });

  it('runs safely from several clients at once', async () => {
    const other = await createTestDatabase();
    try {
      const results = await Promise.all([seed(other.prisma), seed(other.prisma), seed(other.prisma)]);
      expect(results.reduce((n, r) => n + r.choicePairsCreated, 0)).toBe(SEED_CHOICE_PAIRS.length);
      expect(await other.prisma.choicePair.count()).toBe(SEED_CHOICE_PAIRS.length);
    } finally {
      await other.drop();
    }
  });

  it('updates the tags of its own pairs but never votes, isActive or admin-made pairs', async () => {
    const target = SEED_CHOICE_PAIRS[1]!;
    const row = await db.prisma.choicePair.findFirstOrThrow({ where: { option1: target.option1 } });
    await db.prisma.choicePair.update({
      where: { id: row.id },
      data: { option1Tags: { 'old:Tag': 1 }, isActive: false, option1Votes: 3, totalVotes: 3 },
    });
    const adminPair = await db.prisma.choicePair.create({
      data: { ...SEED_CHOICE_PAIRS[2]!, option1: 'Admin made', option1Tags: { 'x:Y': 1 }, source: 'admin' },
    });

    expect(await seed(db.prisma)).toEqual({
      choicePairsCreated: 0,
      choicePairsUpdated: 1,
      contentClassificationsCreated: 0,
      contentClassificationsBackfilled: 0,
      contentClassificationsFilled: 0,
      recommendationItemsCreated: 0,
      recommendationItemsUpdated: 0,
    });
    const after = await db.prisma.choicePair.findUniqueOrThrow({ where: { id: row.id } });
    expect(after).toMatchObject({ option1Tags: target.option1Tags, isActive: false, option1Votes: 3, totalVotes: 3 });
    expect((await db.prisma.choicePair.findUniqueOrThrow({ where: { id: adminPair.id } })).option1Tags).toEqual({ 'x:Y': 1 });
  });

  it('keeps working with user data present (choices reference seeded pairs)', async () => {
    const user = await createTestUser(db.prisma);
    const pairRow = await db.prisma.choicePair.findFirstOrThrow({ where: { source: 'seed' } });
    await db.prisma.userChoice.create({
      data: { userId: user.id, choicePairId: pairRow.id, selectedOption: 'option2', responseTime: 800 },
    });
    await expect(seed(db.prisma)).resolves.toMatchObject({ choicePairsCreated: 0 });
  });
});
