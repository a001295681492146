/**
 * Test databases. `createTestDatabase()` gives every caller a fresh, fully migrated Postgres
 * database in ~100 ms: the migrations are applied once to a template database (named after the
 * migrations' checksums, so a new migration builds a new template), and each test database is a
 * `CREATE DATABASE ... TEMPLATE` copy of it. Parallel vitest workers coordinate through an advisory
 * lock, and a template only gets its final name once it is completely migrated.
 */
import { createHash, randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPrismaClient } from './index.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { applyMigrations, listMigrations } from './migrate/runner.ts';
import { databaseUrlAs } from './ownership/connect-as.ts';
import type { DatabaseService } from './ownership/database-services.ts';

export { seedChoicePairs, createTestUser } from './seed/test-fixtures.ts';
export type { TestChoicePairInput, TestUserInput } from './seed/test-fixtures.ts';

/** Maintenance database URL of the test server (trust auth on the dev/CI machines). */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const TEMPLATE_LOCK_KEY = 0x41_4c_49_56; // "ALIV"
const TEMPLATE_PREFIX = 'alive_tpl_';
const TEST_DB_PREFIX = 'alive_test_';

/** Loaded lazily so test files that never seed do not load the seed data. */
async function runSeed(prisma: PrismaClient): Promise<void> {
  const { seed } = await import('./seed/seed.ts');
  await seed(prisma);
}

export interface TestDatabase {
  /** The database's owner (a superuser): for fixtures and checks, which may write any table. */
  prisma: PrismaClient;
  databaseUrl: string;
  /**
   * A client entered as a service's role (one per service, made on first use): what that service's own
   * code runs on in its tests, so a write to a table it does not own fails as in production
   * (docs/data-ownership.md).
   */
  as(service: DatabaseService): PrismaClient;
  /** Disconnects the client and drops the database (other connections are terminated). */
  drop(): Promise<void>;
}

export interface CreateTestDatabaseOptions {
  /** Also run the product seed (choice pairs, content classifications). Default false. */
  seed?: boolean;
  /** Pool size of the returned client (default 5). */
  maxConnections?: number;
}

function databaseUrlFor(name: string): string {
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function withServerClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_SERVER_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function templateName(): Promise<string> {
  const files = await listMigrations();
  const digest = createHash('sha256');
  for (const f of files) digest.update(`${f.name}:${f.checksum}\n`);
  return TEMPLATE_PREFIX + digest.digest('hex').slice(0, 16);
}

let templateReady: Promise<string> | undefined;

/** Builds the migrated template once per process; other processes wait on the advisory lock. */
function ensureTemplate(): Promise<string> {
  templateReady ??= buildTemplate().catch((err: unknown) => {
    templateReady = undefined;
    throw err;
  });
  return templateReady;
}

async function buildTemplate(): Promise<string> {
  const name = await templateName();
  await withServerClient(async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount) return;
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(building)} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${quoteIdent(building)}`);
      await applyMigrations({ databaseUrl: databaseUrlFor(building) });
      await client.query(`ALTER DATABASE ${quoteIdent(building)} RENAME TO ${quoteIdent(name)}`);
      // Templates of older migration sets are of no further use.
      const stale = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%' AND datname <> $1`,
        [name],
      );
      for (const row of stale.rows) {
        await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(row.datname)} WITH (FORCE)`);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return name;
}

async function copyTemplate(client: pg.Client, template: string, name: string): Promise<void> {
  // Two copies of one template at the same instant can collide on the template's lock; retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
      return;
    } catch (err) {
      const busy = err instanceof Error && /being accessed by other users/.test(err.message);
      if (!busy || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 + attempt * 25));
    }
  }
}

/** The unit tier runs without databases (vitest.config.ts): a test that opens one belongs to integration. */
function refuseInUnitTier(helper: string): void {
  if (process.env.ALIVE_TEST_TIER === 'unit') {
    throw new Error(`${helper}: unit tests run without a database; vitest.config.ts puts a file that opens one in the integration tier`);
  }
}

/** A fresh, migrated Postgres database on the test server (127.0.0.1:5432 by default). */
export async function createTestDatabase(options: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  refuseInUnitTier('createTestDatabase');
  const template = await ensureTemplate();
  const name = `${TEST_DB_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withServerClient((client) => copyTemplate(client, template, name));
  const databaseUrl = databaseUrlFor(name);
  const prisma = createPrismaClient({ databaseUrl, maxConnections: options.maxConnections ?? 5 });
  if (options.seed) await runSeed(prisma);
  const serviceClients = new Map<DatabaseService, PrismaClient>();
  let dropped = false;
  return {
    prisma,
    databaseUrl,
    as(service) {
      let client = serviceClients.get(service);
      if (!client) {
        client = createPrismaClient({ databaseUrl: databaseUrlAs(databaseUrl, service), maxConnections: options.maxConnections ?? 5 });
        serviceClients.set(service, client);
      }
      return client;
    },
    async drop() {
      if (dropped) return;
      dropped = true;
      await Promise.all([...serviceClients.values()].map((client) => client.$disconnect()));
      await prisma.$disconnect();
      await withServerClient((client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
    },
  };
}

export interface TestPGliteDatabase {
  prisma: PrismaClient;
  pglite: PGlite;
  close(): Promise<void>;
}

/** A fresh, migrated in-memory PGlite database (the embedded default's engine). */
export async function createPGliteTestDatabase(options: { seed?: boolean } = {}): Promise<TestPGliteDatabase> {
  refuseInUnitTier('createPGliteTestDatabase');
  const pglite = new PGlite();
  await applyMigrations({ pglite });
  const prisma = createPrismaClient({ pglite });
  if (options.seed) await runSeed(prisma);
  return {
    prisma,
    pglite,
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}
