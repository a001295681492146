import type { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from './generated/prisma/client.ts';
import { preparedStatementName } from './prepared-statements.ts';
import { registerPgPool } from './hot-path-query.ts';
import { closeListenersOf } from './notifications.ts';

export * from './generated/prisma/client.ts';
export {
  applyMigrations,
  listMigrations,
  migrationChecksum,
  MigrationError,
  MIGRATIONS_DIR,
  PRISMA_ADVISORY_LOCK_KEY,
} from './migrate/runner.ts';
export type { ApplyMigrationsOptions, ApplyMigrationsResult, MigrationFile, MigrationTarget } from './migrate/runner.ts';
export { DEFAULT_PGLITE_DATA_DIR } from './paths.ts';
export { isUniqueViolation } from './prisma-errors.ts';
export { PREPARED_STATEMENT_MARKER, preparedStatementName } from './prepared-statements.ts';
export { pgPoolOf, queryRows, type RawQueryable } from './hot-path-query.ts';
export { listenOnPoolOf, type ChannelListener, type ListenerState, type ListenOptions } from './notifications.ts';

export type CreatePrismaClientOptions =
  | {
      /** postgres://... connection string (pg driver adapter). */
      databaseUrl: string;
      /** Pool size of the pg driver (default 10). */
      maxConnections?: number;
    }
  | {
      /** An open PGlite instance (embedded default; one process owns it). */
      pglite: PGlite;
    };

/** One PrismaClient over a driver adapter: pg for a Postgres URL, pglite-prisma-adapter for PGlite. */
export function createPrismaClient(opts: CreatePrismaClientOptions): PrismaClient {
  if ('pglite' in opts) {
    return new PrismaClient({ adapter: new PrismaPGlite(opts.pglite) });
  }
  // The pool is made here so hot statements can use it directly (queryRows); the adapter ends it with the client.
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.maxConnections ?? 10 });
  // An idle connection's error (Postgres restarted) drops that connection; the next query opens another.
  // The adapter listens too, but only once Prisma itself has connected.
  pool.on('error', () => {});
  // Listeners opened with the pool's settings (notifications.ts) end with it: $disconnect ends the pool.
  const endPool = pool.end.bind(pool);
  pool.end = (async () => {
    await closeListenersOf(pool);
    return endPool();
  }) as typeof pool.end;
  const adapter = new PrismaPg(pool, {
    // The adapter's type wants a name for every statement; undefined is what it passes to pg when no
    // generator is set (an unnamed, one-off statement), so every other statement behaves as before.
    statementNameGenerator: preparedStatementName as (query: { sql: string }) => string,
    disposeExternalPool: true,
  });
  const client = new PrismaClient({ adapter });
  registerPgPool(client, pool);
  return client;
}

export {
  seed,
  SEED_CATEGORIES,
  SEED_CHOICE_PAIRS,
  SEED_CONTENT_CLASSIFICATIONS,
  SEED_RECOMMENDATION_CATEGORIES,
  SEED_RECOMMENDATION_ITEMS,
  SEED_SOURCE,
} from './seed/seed.ts';
export type {
  SeedCategory,
  SeedChoicePair,
  SeedContentClassification,
  SeedOptions,
  SeedRecommendationCategory,
  SeedRecommendationItem,
  SeedResult,
} from './seed/seed.ts';
export * from './releases/index.ts';
export * from './ownership/index.ts';
