import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@alive/db';
import { createPGliteTestDatabase, createTestDatabase, createTestUser } from '@alive/db/testing';
import { createRecommendationCacheRepository } from './recommendation-cache-repository.ts';

// The cache statements on Postgres and on the embedded PGlite of `npm start` (docs/architecture.md, One entry per process).
// On Postgres as the recommendations role (docs/data-ownership.md); `owner` writes the fixtures (users are auth's).
const databases: { name: string; open: () => Promise<{ prisma: PrismaClient; owner: PrismaClient; close: () => Promise<void> }> }[] = [
  {
    name: 'Postgres',
    open: async () => {
      const db = await createTestDatabase();
      return { prisma: db.as('recommendations'), owner: db.prisma, close: () => db.drop() };
    },
  },
  {
    name: 'PGlite',
    open: async () => {
      const db = await createPGliteTestDatabase();
      return { prisma: db.prisma, owner: db.prisma, close: () => db.close() };
    },
  },
];

const item = (id: string, confidence: number) => ({ id, confidence });

describe.each(databases)('recommendation cache statements on $name', ({ open }) => {
  let prisma: PrismaClient;
  let owner: PrismaClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ prisma, owner, close } = await open());
  }, 30_000);
  afterAll(async () => {
    await close?.();
  });

  it('claims once, writes with the claim, reports a refresh asked for during the run', async () => {
    const caches = createRecommendationCacheRepository(prisma, { claimTimeoutMs: 60_000 });
    const { id: userId } = await createTestUser(owner);

    expect(await caches.readWithFirstChoice(userId, 'travel').then((read) => read.row)).toBeNull();
    const claim = await caches.claim(userId, 'travel');
    expect(claim).not.toBeNull();
    expect(await caches.claim(userId, 'travel')).toBeNull();
    expect(await caches.readWithFirstChoice(userId, 'travel').then((read) => read.row)).toMatchObject({ payload: null, generatedAt: null, fresh: false, generating: true });

    expect(await caches.markStale(userId)).toEqual(['travel']);
    expect(await caches.writeList(claim!, [item('a', 0.9), item('b', 0.4)], 'builtin', 12.4)).toEqual({ staleAgain: true });
    const again = await caches.claim(userId, 'travel');
    expect(await caches.writeList(again!, [item('a', 0.9), item('b', 0.4)], 'builtin', 10)).toEqual({ staleAgain: false });
    // A claim that was taken over writes nothing.
    expect(await caches.writeList(claim!, [], 'builtin', 1)).toBeNull();
    const read = await caches.readWithFirstChoice(userId, 'travel').then((read) => read.row);
    expect(read).toMatchObject({ payload: [item('a', 0.9), item('b', 0.4)], fresh: true, generating: false });
    expect(read!.generatedAt).toBeInstanceOf(Date);
    // Only the first `limit` entries leave the database.
    expect((await caches.readWithFirstChoice(userId, 'travel', 1).then((read) => read.row))!.payload).toEqual([item('a', 0.9)]);
    expect((await caches.readMany(userId, ['travel'], 1)).get('travel')!.payload).toEqual([item('a', 0.9)]);

    expect(await caches.confidenceOf(userId, 'b')).toBe(0.4);
    expect(await caches.confidenceOf(userId, 'z')).toBeNull();
    expect(await caches.removeItem(userId, 'a')).toEqual(['travel']);
    expect(await caches.removeItem(userId, 'a')).toEqual([]);
    expect((await caches.readWithFirstChoice(userId, 'travel').then((read) => read.row))!.payload).toEqual([item('b', 0.4)]);

    const failing = await caches.claim(userId, 'travel');
    await caches.releaseClaim(failing!);
    expect(await caches.readWithFirstChoice(userId, 'travel').then((read) => read.row)).toMatchObject({ payload: [item('b', 0.4)], fresh: false, generating: false });

    await caches.addReads([
      { userId, category: 'travel', hits: 1, misses: 0, totalResponseMs: 1.25 },
      { userId, category: 'books', hits: 4, misses: 4, totalResponseMs: 9 },
    ]);
    await caches.addReads([{ userId, category: 'travel', hits: 0, misses: 1, totalResponseMs: 2 }]);
    await caches.addReads([]);
    // books has no row: its counts have nowhere to go and are dropped.
    expect(await caches.figures()).toEqual({ listCount: 1, hits: 1, misses: 1, totalResponseMs: 3.25 });
    expect(await caches.categoriesOf(userId)).toEqual(['travel']);
    expect([...(await caches.readMany(userId, ['travel', 'books'])).keys()]).toEqual(['travel']);
  });

  it('claims the lists due for the daily refresh under an advisory lock', async () => {
    const caches = createRecommendationCacheRepository(prisma, { claimTimeoutMs: 60_000 });
    const { id: userId } = await createTestUser(owner);
    await prisma.recommendationCache.create({ data: { userId, category: 'books', payload: [], generatedAt: new Date(Date.now() - 90_000_000) } });
    const due = await caches.claimDue(86_400_000, 10, 42n);
    expect(due).toEqual([expect.objectContaining({ userId, category: 'books' })]);
    expect(await caches.claimDue(86_400_000, 10, 42n)).toEqual([]);
  });
});
