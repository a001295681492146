import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { createInProcessBus } from '@alive/events';
import { loadServiceConfig } from '@alive/service-kit';
import { recommendationPerformanceSchema } from '@alive/contracts';
import { expectContract, expectError, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { createRecommendationsService } from '../app.ts';

const config = loadServiceConfig({ SESSION_KEYS: 'recs-test-key', LOG_LEVEL: 'silent' });
let db: TestDatabase;
let server: TestServer;
const bus = createInProcessBus();

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startTestServer(createRecommendationsService({ prisma: db.prisma, config, bus }));
});
afterAll(async () => {
  await server?.close();
  await bus.close();
  await db?.drop();
});

describe('GET /api/debug/recommendation-performance', () => {
  const path = '/api/debug/recommendation-performance';

  it('401 when signed out', async () => {
    expect(await expectError(await fetch(`${server.url}${path}`), 401)).toBe('Unauthorized');
  });

  it('reports zeros with an empty cache, then the real cache figures', async () => {
    const user = await createTestUser(db.prisma);
    const cookie = await sessionCookieFor(db.prisma, user.id, config);
    const get = async () => expectContract(recommendationPerformanceSchema, await fetch(`${server.url}${path}`, { headers: { cookie } }), { status: 200 });
    expect(await get()).toEqual({ totalCached: 0, avgResponseTime: 0, cacheHitRate: 0 });

    const other = await createTestUser(db.prisma);
    await db.prisma.recommendationCache.createMany({
      data: [
        { userId: user.id, category: 'general', payload: [], generationMs: 120, hits: 5 },
        { userId: user.id, category: 'books', payload: [], generationMs: 80, hits: 0 },
        { userId: other.id, category: 'general', payload: [], generationMs: 400, hits: 3 },
      ],
    });
    // (120 + 80 + 400) / 3 = 200 ms ; 8 hits / (8 + 3 generations) = 72.7 %
    expect(await get()).toEqual({ totalCached: 3, avgResponseTime: 200, cacheHitRate: 72.7 });
  });
});

describe('readiness', () => {
  it('is ready with the database and a connected bus, 503 once the bus is gone', async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const closedBus = createInProcessBus();
    await closedBus.close();
    const other = await startTestServer(createRecommendationsService({ prisma: db.prisma, config, bus: closedBus }));
    try {
      const res = await fetch(`${other.url}/readyz`);
      expect(await expectError(res, 503)).toBe('Not ready: eventBus');
    } finally {
      await other.close();
    }
  });
});
