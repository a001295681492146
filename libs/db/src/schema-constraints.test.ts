import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, type TestDatabase } from './testing.ts';

// The range CHECKs are hand-written in the init migration (Prisma does not model them).
describe('database constraints from the migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('refuses content scores outside -2..+2 and confidence outside 0..1', async () => {
    const base = { title: 'X', contentType: 'movie' as const };
    await expect(db.prisma.contentClassification.create({ data: { ...base, primaryDriveScore: 3 } })).rejects.toThrow();
    await expect(db.prisma.contentClassification.create({ data: { ...base, locusControlScore: -3 } })).rejects.toThrow();
    await expect(db.prisma.contentClassification.create({ data: { ...base, confidence: 1.5 } })).rejects.toThrow();
    const ok = await db.prisma.contentClassification.create({ data: { ...base, primaryDriveScore: -2, confidence: 1 } });
    expect(ok.confidence.toString()).toBe('1');
  });

  it('refuses catalogue leanings outside -2..+2 and stored ratings outside their scales', async () => {
    const item = {
      slug: 'x', category: 'travel', title: 'X', description: 'x', tags: {}, timeCommitment: 'A day', estimatedCost: '$',
    };
    await expect(db.prisma.recommendationItem.create({ data: { ...item, valueInvestmentScore: 3 } })).rejects.toThrow();
    const ok = await db.prisma.recommendationItem.create({ data: { ...item, valueInvestmentScore: 2 } });
    expect(ok.valueInvestmentScore).toBe(2);
    const base = { title: 'Y', contentType: 'book' as const };
    await expect(db.prisma.contentClassification.create({ data: { ...base, imdbRating: 10.5 } })).rejects.toThrow();
    await expect(db.prisma.contentClassification.create({ data: { ...base, rottenTomatoesScore: 101 } })).rejects.toThrow();
  });

  it('refuses preference scores outside 0..1 and a second answer to the same pair', async () => {
    const user = await createTestUser(db.prisma);
    await expect(
      db.prisma.userPreference.create({ data: { userId: user.id, tagName: 'activity:Solo', score: 1.2 } }),
    ).rejects.toThrow();
    const pair = await db.prisma.choicePair.create({
      data: { category: 'Books', option1: 'a', option2: 'b', option1Tags: {}, option2Tags: {} },
    });
    const choice = { userId: user.id, choicePairId: pair.id, selectedOption: 'option1' as const, responseTime: 500 };
    await db.prisma.userChoice.create({ data: choice });
    await expect(db.prisma.userChoice.create({ data: choice })).rejects.toThrow(/Unique constraint/);
  });
});
