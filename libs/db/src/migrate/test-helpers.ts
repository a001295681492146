/** Helpers for the runner's own tests: empty databases and throw-away migration folders. */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TEST_SERVER_URL } from '../testing.ts';
import { applyMigrations, listMigrations } from './runner.ts';

export interface EmptyDatabase {
  databaseUrl: string;
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A brand-new database with no migrations applied. */
export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const name = `alive_test_empty_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    databaseUrl,
    async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query<T>(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const c = new pg.Client({ connectionString: TEST_SERVER_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

const tempDirs: string[] = [];

/** A temp directory removed by removeTempDirs(). */
export async function makeTempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  for (const dir of tempDirs.splice(0)) await rm(dir, { recursive: true, force: true });
}

/** Writes `{ name: sql }` as Prisma-format migration folders in a new temp directory. */
export async function writeMigrations(migrations: Record<string, string>, dir?: string): Promise<string> {
  const root = dir ?? (await makeTempDir('alive-migrations-'));
  for (const [name, sql] of Object.entries(migrations)) {
    await mkdir(path.join(root, name), { recursive: true });
    await writeFile(path.join(root, name, 'migration.sql'), sql);
  }
  return root;
}

/**
 * Applies every migration before `name` (not `name` itself), so a test can write the data as it was
 * and then see what `name` does to it; returns the names of the migrations not applied yet (`name` and
 * those after it). Throws when `name` is unknown or the first migration.
 */
export async function migrateToJustBefore(databaseUrl: string, name: string): Promise<string[]> {
  const all = await listMigrations();
  const index = all.findIndex((migration) => migration.name === name);
  if (index <= 0) throw new Error(`${name} is not a migration after the first (index ${index})`);
  const before = all.slice(0, index);
  await applyMigrations({ databaseUrl }, { migrationsDir: await writeMigrations(Object.fromEntries(before.map((migration) => [migration.name, migration.sql]))) });
  return all.slice(index).map((migration) => migration.name);
}
