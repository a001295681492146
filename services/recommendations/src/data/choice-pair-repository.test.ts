import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { createChoicePairRepository } from './choice-pair-repository.ts';

/** The shared set is read once per TTL (every computed view asks for it); a person's own pairs always fresh. */
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedChoicePairs(db.prisma, [{ category: 'Travel', option1: 'Beach', option2: 'Mountains', option1Tags: { 'setting:Beach': 1 }, option2Tags: { 'setting:Mountain': 1 } }]);
});
afterAll(async () => {
  await db?.drop();
});

describe('shared choice pairs, kept for a TTL', () => {
  it('answers from what it read until the TTL passes, then reads the curated set again; own pairs are always read', async () => {
    let clock = 0;
    const pairs = createChoicePairRepository(db.prisma, { ttlMs: 1_000, now: () => clock });
    const person = await createTestUser(db.prisma);
    expect(await pairs.vocabulary()).toEqual(['setting:Beach', 'setting:Mountain']);
    await seedChoicePairs(db.prisma, [{ category: 'Books', option1: 'Poetry', option2: 'Novels', option1Tags: { 'genre:Poetry': 1 }, option2Tags: { 'genre:Novel': 1 } }]);
    await db.prisma.choicePair.create({
      data: { category: 'Books', option1: 'Mine A', option2: 'Mine B', option1Tags: {}, option2Tags: {}, source: 'personal', ownerUserId: person.id },
    });
    clock = 999;
    expect(await pairs.vocabulary()).toEqual(['setting:Beach', 'setting:Mountain']);
    expect((await pairs.pairTextsFor(person.id)).map((p) => p.option1).sort()).toEqual(['Beach', 'Mine A']);
    clock = 1_000;
    expect(await pairs.vocabulary()).toEqual(['genre:Novel', 'genre:Poetry', 'setting:Beach', 'setting:Mountain']);
    expect((await pairs.pairTextsFor(person.id)).map((p) => p.option1).sort()).toEqual(['Beach', 'Mine A', 'Poetry']);
  });
});
