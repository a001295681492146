import { readFile } from 'node:fs/promises';
import { PrismaPg } from '@prisma/adapter-pg';
import { databaseUrlAs, PrismaClient } from '@alive/db';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { createChoicesService } from '@alive/choices-service';
import { nextChoicePairResponseSchema, userChoiceSchema } from '@alive/contracts';
import { loadServiceConfig } from '@alive/service-kit';
import { expectContract, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { findStatement, pgbenchStatements } from './sql-shape.ts';

/**
 * The pgbench ceiling in `npm run bench` only means something while choice-loop.pgbench.sql sends
 * what the choices service sends. This runs one loop iteration of the real service (GET next pair,
 * POST the choice, as the bench users do), records every statement it sends to Postgres (Prisma
 * query events) and checks the script sends the same statements in the same order.
 */
const config = loadServiceConfig({ SESSION_KEYS: 'pgbench-sql-test-key', LOG_LEVEL: 'silent' });

let db: TestDatabase;
let client: PrismaClient;
let server: TestServer;
const sent: string[] = [];

/** A client over the test database that records the text of every statement it sends. */
function clientRecordingStatements(databaseUrl: string): PrismaClient {
  const recording = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }), log: [{ emit: 'event', level: 'query' }] });
  recording.$on('query', (event) => sent.push(event.query));
  return recording;
}

beforeAll(async () => {
  db = await createTestDatabase();
  await seedChoicePairs(db.prisma, [
    {
      category: 'Travel',
      option1: 'Hike',
      option2: 'Museum',
      option1Tags: { 'activity:Outdoor': 1, 'alive:primary_drive:intrinsic': 1 },
      option2Tags: { 'activity:Indoor': 1, 'alive:life_engagement:reflective': 1 },
    },
  ]);
  // As the choices service's role, as it runs in production (docs/data-ownership.md).
  client = clientRecordingStatements(databaseUrlAs(db.databaseUrl, 'choices'));
  server = await startTestServer(createChoicesService({ prisma: client, config }));
});

afterAll(async () => {
  await server?.close();
  await client?.$disconnect();
  await db?.drop();
});

async function oneLoopOfTheService(): Promise<string[]> {
  const user = await createTestUser(db.prisma);
  const cookie = await sessionCookieFor(db.prisma, user.id, config);
  sent.length = 0;
  const pair = await expectContract(nextChoicePairResponseSchema, await fetch(`${server.url}/api/choice-pairs/next`, { headers: { cookie } }));
  if (!pair) throw new Error('the seeded pair was not offered');
  await expectContract(
    userChoiceSchema,
    await fetch(`${server.url}/api/user-choices`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ choicePairId: pair.id, selectedOption: 'option1', responseTime: 850 }),
    }),
    { status: 201 },
  );
  return [...sent];
}

describe('choice-loop.pgbench.sql', () => {
  it('sends the statements the choices service sends in one loop, in the same order', async () => {
    const service = await oneLoopOfTheService();
    const bench = pgbenchStatements(await readFile(new URL('./choice-loop.pgbench.sql', import.meta.url), 'utf8'));

    // GET: session user, next pair. POST: session user, snapshot read, the one write statement.
    expect(service).toHaveLength(5);
    expect(bench, 'one pgbench statement per service statement').toHaveLength(service.length);
    const drift = service.flatMap((statement, index) => {
      const result = findStatement(statement, bench[index]!);
      return result.ok ? [] : [`statement ${index + 1}: ${result.reason}`];
    });
    expect(drift, 'pgbench script drifted from the service SQL').toEqual([]);
  });
});
