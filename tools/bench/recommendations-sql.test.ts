import { readFile } from 'node:fs/promises';
import { PrismaPg } from '@prisma/adapter-pg';
import { databaseUrlAs, PrismaClient } from '@alive/db';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { createInProcessBus } from '@alive/events';
import { createRecommendationsRuntime, createRecommendationsService } from '@alive/recommendations-service';
import { personalizedRecommendationsResponseSchema } from '@alive/contracts';
import { createLogger, loadServiceConfig } from '@alive/service-kit';
import { expectContract, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { findStatement, pgbenchStatements } from './sql-shape.ts';

/**
 * The raw-SQL figure beside the cached read in tools/bench/recommendations.mjs only means something
 * while recommendations-read.pgbench.sql sends what the service sends for one cached read. This makes
 * one such read of the real service, records every statement it sends (Prisma query events) and checks
 * the script sends the same statements in the same order.
 */
const config = loadServiceConfig({ SESSION_KEYS: 'recommendations-sql-test-key', LOG_LEVEL: 'silent' });

let db: TestDatabase;
let client: PrismaClient;
let server: TestServer;
let runtime: ReturnType<typeof createRecommendationsRuntime>;
const sent: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  await db.prisma.recommendationItem.create({
    data: { slug: 'general-a-walk', category: 'general', title: 'A walk', description: 'Outside.', tags: { 'activity:Solo': 1 }, timeCommitment: '1 hour', estimatedCost: 'Free' },
  });
  const recording = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrlAs(db.databaseUrl, 'recommendations') }), log: [{ emit: 'event', level: 'query' }] });
  recording.$on('query', (event) => sent.push(event.query));
  client = recording;
  // No periodic flush: one that fell between the read and the test's own flush took the counts with it
  // (seen in CI on a busy machine); the test flushes when it reads the batched write.
  runtime = createRecommendationsRuntime({ prisma: client, logger: createLogger({ name: 'recommendations-sql-test', level: 'silent' }), settings: { readCountFlushMs: 0 } });
  server = await startTestServer(createRecommendationsService({ prisma: client, config, bus: createInProcessBus(), runtime }));
});

afterAll(async () => {
  await server?.close();
  await runtime?.generations.stop();
  await client?.$disconnect();
  await db?.drop();
});

describe('recommendations-read.pgbench.sql', () => {
  it('sends the statements the recommendations service sends for one cached read, in the same order', async () => {
    const user = await createTestUser(db.prisma);
    const cookie = await sessionCookieFor(db.prisma, user.id, config);
    const read = () => fetch(`${server.url}/api/personalized-recommendations/general`, { headers: { cookie } });
    await read();
    await runtime.generations.idle();
    sent.length = 0;
    expect((await expectContract(personalizedRecommendationsResponseSchema, await read())).cached).toBe(true);
    const service = [...sent];
    const bench = pgbenchStatements(await readFile(new URL('./recommendations-read.pgbench.sql', import.meta.url), 'utf8'));

    // Session user, the cache row; the read counters are written later, off the read's path.
    expect(service).toHaveLength(2);
    expect(bench, 'one pgbench statement per service statement').toHaveLength(service.length);
    const drift = service.flatMap((statement, index) => {
      const result = findStatement(statement, bench[index]!);
      return result.ok ? [] : [`statement ${index + 1}: ${result.reason}`];
    });
    expect(drift, 'pgbench script drifted from the service SQL').toEqual([]);

    sent.length = 0;
    await runtime.reads.flush();
    expect(sent, 'one batched counter write per flush').toHaveLength(1);
    expect(sent[0]).toMatch(/UPDATE "?recommendation_caches"? AS cache/);
  });
});
