import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { builtinPersonalizedEngine, type PersonalizedEngine } from './personalized-engine.ts';
import { startDailyRefresh, type DailyRefresh } from './daily-refresh.ts';
import { createCatalogueItems, signedInUser, startTestService, type TestService } from '../test-support/recommendation-fixtures.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await createCatalogueItems(db.prisma, [
    { category: 'travel', title: 'Solo hike', tags: { 'activity:Solo': 1 } },
    { category: 'books', title: 'A novel', tags: { 'genre:Literary': 1 } },
  ]);
});
afterAll(async () => {
  await db?.drop();
});

const HOUR = 60 * 60 * 1000;

describe('daily refresh', () => {
  it('regenerates each list older than a day once, on one of two replicas looking at once', async () => {
    const generated: string[] = [];
    const counting: PersonalizedEngine = {
      name: 'builtin',
      async rank(request) {
        generated.push(request.category);
        return builtinPersonalizedEngine.rank(request);
      },
    };
    const replicas: TestService[] = [];
    const refreshers: DailyRefresh[] = [];
    for (let i = 0; i < 2; i++) {
      const replica = await startTestService(db.as('recommendations'), { personalizedEngine: counting });
      replicas.push(replica);
      // The timer never fires during the test; the looks are made by hand.
      refreshers.push(startDailyRefresh({ caches: replica.runtime.caches, generations: replica.runtime.generations, checkMs: HOUR, batch: 50, logger: replica.runtime.logger }));
    }
    try {
      const alex = await signedInUser(db.prisma);
      const sam = await signedInUser(db.prisma);
      const now = Date.now();
      await db.prisma.recommendationCache.createMany({
        data: [
          { userId: alex.id, category: 'travel', payload: [], generatedAt: new Date(now - 25 * HOUR) },
          { userId: alex.id, category: 'books', payload: [], generatedAt: new Date(now - 30 * HOUR) },
          { userId: sam.id, category: 'general', payload: [], generatedAt: new Date(now - 48 * HOUR), stale: true },
          // Not due: generated today, or being generated right now.
          { userId: sam.id, category: 'travel', payload: [], generatedAt: new Date(now - 23 * HOUR) },
          { userId: sam.id, category: 'books', payload: [], generatedAt: new Date(now - 26 * HOUR), generatingSince: new Date(now - 1000) },
        ],
      });

      const looks = await Promise.all(refreshers.map((refresher) => refresher.look()));
      await Promise.all(replicas.map((replica) => replica.runtime.generations.idle()));
      // One replica claimed all three; the other found the lock taken or nothing left.
      expect([...looks].sort()).toEqual([3, looks.includes('locked') ? 'locked' : 0].sort());
      expect(generated.sort()).toEqual(['books', 'general', 'travel']);

      const rows = await db.prisma.recommendationCache.findMany({ where: { userId: { in: [alex.id, sam.id] } }, orderBy: [{ userId: 'asc' }, { category: 'asc' }] });
      const refreshed = rows.filter((row) => row.generatedAt.getTime() > now - 1000);
      expect(refreshed.map((row) => `${row.userId === alex.id ? 'alex' : 'sam'}:${row.category}`).sort()).toEqual(['alex:books', 'alex:travel', 'sam:general']);
      expect(refreshed.every((row) => !row.stale && row.generatingSince === null && Array.isArray(row.payload) && row.payload.length > 0)).toBe(true);

      // Nothing is due any more.
      expect(await refreshers[0]!.look()).toBe(0);
    } finally {
      for (const refresher of refreshers) await refresher.stop();
      for (const replica of replicas) await replica.close();
    }
  });
});
