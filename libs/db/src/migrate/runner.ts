/**
 * Offline migration runner for the Prisma-format folders in `prisma/migrations`.
 *
 * It keeps Prisma's own bookkeeping table (`_prisma_migrations`, same columns, sha256 checksums,
 * the same advisory lock key), so a deployment that can reach Prisma's binaries may use
 * `prisma migrate deploy` against the same database instead, and vice versa.
 *
 * Differences from `prisma migrate deploy`, on purpose:
 * - each migration runs in ONE transaction (its row is written first, outside it, so a failure is
 *   recorded even though the migration's own changes roll back);
 * - a failed migration is recorded with its error in `logs` and `rolled_back_at` set, because the
 *   transaction really was rolled back; the next run retries it (Prisma does the same for rows marked
 *   rolled back by `prisma migrate resolve --rolled-back`);
 * - an applied migration whose file changed since is refused (Prisma only warns in deploy).
 */
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

/** Prisma Migrate's advisory lock key for Postgres (schema-engine `postgres.rs`). */
export const PRISMA_ADVISORY_LOCK_KEY = 72707369;

export type MigrationTarget = { databaseUrl: string } | { pglite: PGlite };

export interface ApplyMigrationsOptions {
  /** Folder holding `<timestamp>_<name>/migration.sql`; defaults to libs/db/prisma/migrations. */
  migrationsDir?: string;
  /** Progress lines (one per applied migration); silent by default. */
  log?: (line: string) => void;
}

export interface ApplyMigrationsResult {
  /** Migrations applied by this call, in order. */
  applied: string[];
  /** Migrations that were already applied before this call. */
  alreadyApplied: string[];
}

export interface MigrationFile {
  name: string;
  sql: string;
  /** sha256 hex of migration.sql, as Prisma computes it. */
  checksum: string;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql, 'utf8').digest('hex');
}

/** Prisma accepts a checksum computed over either line-ending style of the same script. */
function checksumMatches(file: MigrationFile, recorded: string): boolean {
  if (file.checksum === recorded) return true;
  const lf = migrationChecksum(file.sql.replace(/\r\n/g, '\n'));
  const crlf = migrationChecksum(file.sql.replace(/\r?\n/g, '\r\n'));
  return lf === recorded || crlf === recorded;
}

/** The migration folders in apply order (lexicographic, i.e. by timestamp prefix). */
export async function listMigrations(migrationsDir: string = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const files: MigrationFile[] = [];
  for (const name of names) {
    let sql: string;
    try {
      sql = await readFile(path.join(migrationsDir, name, 'migration.sql'), 'utf8');
    } catch {
      throw new MigrationError(`Migration folder ${name} has no migration.sql`);
    }
    files.push({ name, sql, checksum: migrationChecksum(sql) });
  }
  return files;
}

/** The little a runner needs from a connection; one session, so the advisory lock holds. */
interface MigrationSession {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `script` and then `afterScript` (parameterised) in one transaction. */
  runInTransaction(script: string, afterScript: { sql: string; params: unknown[] }): Promise<void>;
  close(): Promise<void>;
}

async function openPgSession(databaseUrl: string): Promise<MigrationSession> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await client.query(sql, params);
      return res.rows as T[];
    },
    async runInTransaction(script, afterScript) {
      await client.query('BEGIN');
      try {
        // No parameters: the simple query protocol runs a multi-statement script.
        await client.query(script);
        await client.query(afterScript.sql, afterScript.params);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
    close: () => client.end(),
  };
}

function openPGliteSession(db: PGlite): MigrationSession {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await db.query<T>(sql, params);
      return res.rows;
    },
    async runInTransaction(script, afterScript) {
      // PGlite's transaction() holds its mutex, so a PrismaClient sharing the instance cannot interleave.
      await db.transaction(async (tx) => {
        await tx.exec(script);
        await tx.query(afterScript.sql, afterScript.params);
      });
    },
    // The caller owns the PGlite instance.
    close: async () => undefined,
  };
}

interface MigrationRow {
  id: string;
  checksum: string;
  migration_name: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
}

function errorText(err: unknown): string {
  if (err instanceof Error) {
    const detail = (err as { detail?: string }).detail;
    return detail ? `${err.message}\n${detail}` : err.message;
  }
  return String(err);
}

/**
 * Applies every migration of `migrationsDir` not yet applied to `target`, in order, each in its own
 * transaction, under Prisma's advisory lock. Throws a MigrationError (and applies nothing further)
 * when an applied migration was modified, when a migration failed earlier and was not resolved, or
 * when a migration fails now (its failure is recorded in `_prisma_migrations`).
 */
export async function applyMigrations(
  target: MigrationTarget,
  options: ApplyMigrationsOptions = {},
): Promise<ApplyMigrationsResult> {
  const files = await listMigrations(options.migrationsDir ?? MIGRATIONS_DIR);
  const log = options.log ?? (() => undefined);
  const session = 'pglite' in target ? openPGliteSession(target.pglite) : await openPgSession(target.databaseUrl);
  try {
    await session.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK_KEY]);
    try {
      return await applyLocked(session, files, log);
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK_KEY]);
    }
  } finally {
    await session.close();
  }
}

async function applyLocked(
  session: MigrationSession,
  files: MigrationFile[],
  log: (line: string) => void,
): Promise<ApplyMigrationsResult> {
  await session.query(CREATE_MIGRATIONS_TABLE);
  const rows = await session.query<MigrationRow>(
    'SELECT id, checksum, migration_name, finished_at, rolled_back_at, logs FROM "_prisma_migrations" ORDER BY started_at',
  );
  const live = rows.filter((r) => r.rolled_back_at === null);

  const unresolved = live.filter((r) => r.finished_at === null);
  if (unresolved.length > 0) {
    const names = unresolved.map((r) => r.migration_name).join(', ');
    throw new MigrationError(
      `Migration ${names} started but never finished (logs: ${unresolved[0]?.logs ?? 'none'}). ` +
        'Check the database by hand, then mark it with `prisma migrate resolve --rolled-back <name>` ' +
        '(or --applied) before migrating again.',
    );
  }

  const byName = new Map(files.map((f) => [f.name, f]));
  const appliedNames = new Set<string>();
  for (const row of live) {
    appliedNames.add(row.migration_name);
    const file = byName.get(row.migration_name);
    if (!file) {
      log(`warning: migration ${row.migration_name} is applied in the database but missing locally`);
      continue;
    }
    if (!checksumMatches(file, row.checksum)) {
      throw new MigrationError(
        `Migration ${row.migration_name} was modified after it was applied ` +
          `(recorded checksum ${row.checksum}, file checksum ${file.checksum}). ` +
          'Never edit an applied migration; revert the file and add a new migration instead.',
      );
    }
  }

  const result: ApplyMigrationsResult = { applied: [], alreadyApplied: [] };
  for (const file of files) {
    if (appliedNames.has(file.name)) {
      result.alreadyApplied.push(file.name);
      continue;
    }
    const id = randomUUID();
    // Recorded before the transaction so that a failure leaves a trace, as Prisma does.
    await session.query(
      'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)',
      [id, file.checksum, file.name],
    );
    try {
      await session.runInTransaction(file.sql, {
        sql: 'UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1',
        params: [id],
      });
    } catch (err) {
      const message = errorText(err);
      await session.query(
        'UPDATE "_prisma_migrations" SET logs = $2, rolled_back_at = now() WHERE id = $1',
        [id, message],
      );
      throw new MigrationError(`Migration ${file.name} failed and was rolled back: ${message}`);
    }
    log(`applied migration ${file.name}`);
    result.applied.push(file.name);
  }
  return result;
}
