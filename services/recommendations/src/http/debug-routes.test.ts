import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@alive/db';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { createInProcessBus } from '@alive/events';
import { personalizedRecommendationsResponseSchema, recommendationPerformanceSchema } from '@alive/contracts';
import { expectContract, expectError, startTestServer } from '@alive/service-kit/testing';
import { createRecommendationsService } from '../app.ts';
import { client, createCatalogueItems, signedInUser, startTestService, testConfig, type TestService } from '../test-support/recommendation-fixtures.ts';

let db: TestDatabase;
let service: TestService;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startTestService(db.as('recommendations'));
  api = client(service.server);
  await createCatalogueItems(db.prisma, [{ category: 'books', title: 'A book', tags: { 'genre:Literary': 1 } }]);
});
afterAll(async () => {
  await service?.close();
  await db?.drop();
});

describe('GET /api/debug/recommendation-performance', () => {
  const path = '/api/debug/recommendation-performance';

  it('401 when signed out', async () => {
    expect(await expectError(await api.get(path), 401)).toBe('Unauthorized');
  });

  it('403 for a signed-in person who is not an admin: the figures are site-wide', async () => {
    const person = await signedInUser(db.prisma);
    expect(await expectError(await api.get(path, person.cookie), 403)).toBe('Forbidden: admin only');
  });

  it('reports the cache rows with a list, the mean answer time of reads and the hit rate, to an admin', async () => {
    const admin = await signedInUser(db.prisma, { isAdmin: true });
    const user = await signedInUser(db.prisma);
    const figures = async () => expectContract(recommendationPerformanceSchema, await api.get(path, admin.cookie), { status: 200 });
    expect(await figures()).toEqual({ totalCached: 0, avgResponseTime: 0, cacheHitRate: 0 });

    // A row whose first generation has not written a list yet is not counted.
    const other = await signedInUser(db.prisma);
    await db.prisma.recommendationCache.create({ data: { userId: other.id, category: 'books', payload: Prisma.JsonNull, generatingSince: new Date() } });
    expect((await figures()).totalCached).toBe(0);

    // A miss (starts the generation), then three hits.
    await api.get('/api/personalized-recommendations/books', user.cookie);
    await service.runtime.generations.idle();
    for (let i = 0; i < 3; i++) {
      const read = await expectContract(personalizedRecommendationsResponseSchema, await api.get('/api/personalized-recommendations/books', user.cookie));
      expect(read.cached).toBe(true);
    }
    const after = await figures();
    expect(after.totalCached).toBe(1);
    expect(after.cacheHitRate).toBe(75);
    const row = await db.prisma.recommendationCache.findFirstOrThrow({ where: { userId: user.id } });
    expect(after.avgResponseTime).toBe(Math.round((10 * row.totalResponseMs) / 4) / 10);
    expect(row.totalResponseMs).toBeGreaterThan(0);
    expect(after.avgResponseTime).toBeLessThan(100);
  });
});

describe('readiness', () => {
  it('is ready with the database and a connected bus, 503 once the bus is gone', async () => {
    expect((await fetch(`${service.server.url}/readyz`)).status).toBe(200);
    const closedBus = createInProcessBus();
    await closedBus.close();
    const other = await startTestServer(createRecommendationsService({ prisma: db.as('recommendations'), config: testConfig, bus: closedBus }));
    try {
      const res = await fetch(`${other.url}/readyz`);
      expect(await expectError(res, 503)).toBe('Not ready: eventBus');
    } finally {
      await other.close();
    }
  });
});
