import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPGliteTestDatabase, createTestDatabase, createTestUser, seedChoicePairs, TEST_SERVER_URL, type TestDatabase } from './testing.ts';

async function databaseExists(url: string): Promise<boolean> {
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: TEST_SERVER_URL });
  await client.connect();
  try {
    return ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

describe('createTestDatabase', () => {
  const open: TestDatabase[] = [];
  afterAll(async () => {
    for (const db of open) await db.drop();
  });

  it('gives each caller its own migrated database, and drop() removes it', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    open.push(a!, b!);
    expect(a!.databaseUrl).not.toBe(b!.databaseUrl);

    const user = await createTestUser(a!.prisma, { firstName: 'Alex' });
    const pairs = await seedChoicePairs(a!.prisma);
    expect(await a!.prisma.choicePair.count()).toBe(pairs.length);
    expect(await b!.prisma.choicePair.count()).toBe(0);
    expect(await b!.prisma.user.findUnique({ where: { id: user.id } })).toBeNull();

    expect(await databaseExists(a!.databaseUrl)).toBe(true);
    await a!.drop();
    expect(await databaseExists(a!.databaseUrl)).toBe(false);
    await a!.drop(); // idempotent
  });

  it('can start from the product seed', async () => {
    const db = await createTestDatabase({ seed: true });
    open.push(db);
    expect(await db.prisma.choicePair.count()).toBeGreaterThanOrEqual(120);
    expect(await db.prisma.contentClassification.count()).toBeGreaterThan(0);
  });

  it('creates databases quickly once the template exists', async () => {
    const started = Date.now();
    const db = await createTestDatabase();
    open.push(db);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('createPGliteTestDatabase', () => {
  it('gives a migrated in-memory database', async () => {
    const db = await createPGliteTestDatabase();
    try {
      await seedChoicePairs(db.prisma);
      expect(await db.prisma.choicePair.count()).toBe(4);
    } finally {
      await db.close();
    }
  });
});
