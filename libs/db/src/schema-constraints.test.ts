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
