import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { applyMigrations, listMigrations, MIGRATIONS_DIR, MigrationError } from './runner.ts';
import { createEmptyDatabase, removeTempDirs, writeMigrations, type EmptyDatabase } from './test-helpers.ts';

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
  applied_steps_count: number;
}

const rowsOf = (db: EmptyDatabase) =>
  db.query<MigrationRow>(
    'SELECT migration_name, checksum, finished_at, rolled_back_at, logs, applied_steps_count FROM _prisma_migrations ORDER BY started_at',
  );

describe('applyMigrations on Postgres', () => {
  afterAll(removeTempDirs);
  let db: EmptyDatabase | undefined;
  afterEach(async () => {
    await db?.drop();
    db = undefined;
  });

  it('applies the real migrations once and records them like Prisma', async () => {
    db = await createEmptyDatabase();
    const files = await listMigrations();
    expect(files.length).toBeGreaterThan(0);

    const first = await applyMigrations({ databaseUrl: db.databaseUrl });
    expect(first).toEqual({ applied: files.map((f) => f.name), alreadyApplied: [] });

    const rows = await rowsOf(db);
    expect(rows.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
    for (const row of rows) {
      const sql = await readFile(path.join(MIGRATIONS_DIR, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['users', 'choice_pairs', 'outbox_events']));

    const second = await applyMigrations({ databaseUrl: db.databaseUrl });
    expect(second).toEqual({ applied: [], alreadyApplied: files.map((f) => f.name) });
    expect(await rowsOf(db)).toHaveLength(files.length);
  });

  it('applies only new migrations on a later run', async () => {
    db = await createEmptyDatabase();
    const dir = await writeMigrations({ '20240101000000_a': 'CREATE TABLE a (id int);' });
    await applyMigrations({ databaseUrl: db.databaseUrl }, { migrationsDir: dir });
    await writeMigrations({ '20240102000000_b': 'CREATE TABLE b (id int);' }, dir);
    const result = await applyMigrations({ databaseUrl: db.databaseUrl }, { migrationsDir: dir });
    expect(result).toEqual({ applied: ['20240102000000_b'], alreadyApplied: ['20240101000000_a'] });
  });

  it('refuses to run when an applied migration was modified', async () => {
    db = await createEmptyDatabase();
    const dir = await writeMigrations({ '20240101000000_a': 'CREATE TABLE a (id int);' });
    await applyMigrations({ databaseUrl: db.databaseUrl }, { migrationsDir: dir });
    await writeMigrations(
      { '20240101000000_a': 'CREATE TABLE a (id int, extra text);', '20240102000000_b': 'CREATE TABLE b (id int);' },
      dir,
    );
    const attempt = applyMigrations({ databaseUrl: db.databaseUrl }, { migrationsDir: dir });
    await expect(attempt).rejects.toBeInstanceOf(MigrationError);
    await expect(attempt).rejects.toThrow(/20240101000000_a was modified after it was applied/);
    // Nothing after the refusal ran.
    const b = await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'b'");
    expect(b).toHaveLength(0);
  });

  it('accepts the same script with other line endings (as Prisma does)', async () => {
    db = await createEmptyDatabase();
    const dir = await writeMigrations({ '20240101000000_a': 'CREATE TABLE a (id int);\nCREATE TABLE c (id int);\n' });
    await applyMigrations({ databaseUrl: db.databaseUrl }, { migrationsDir: dir });
    await writeMigrations({ '20240101000000_a': 'CREATE TABLE a (id int);\r\nCREATE TABLE c (id int);\r\n' }, dir);
    await expect(applyMigrations({ databaseUrl: db.databaseUrl }, { migrationsDir: dir })).resolves.toEqual({
      applied: [],
      alreadyApplied: ['20240101000000_a'],
    });
  });

  it('rolls a failing migration back completely, records the failure, and retries it once fixed', async () => {
    db = await createEmptyDatabase();
    const dir = await writeMigrations({
      '20240101000000_ok': 'CREATE TABLE ok_table (id int);',
      '20240102000000_broken': 'CREATE TABLE half_done (id int);\nINSERT INTO missing_table VALUES (1);',
    });
    await expect(applyMigrations({ databaseUrl: db.databaseUrl }, { migrationsDir: dir })).rejects.toThrow(
      /Migration 20240102000000_broken failed and was rolled back: .*missing_table/,
    );

    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual(['_prisma_migrations', 'ok_table']);
    const rows = await rowsOf(db);
    expect(rows).toHaveLength(2);
    const failed = rows[1]!;
    expect(failed.migration_name).toBe('20240102000000_broken');
    expect(failed.finished_at).toBeNull();
    expect(failed.rolled_back_at).toBeInstanceOf(Date);
    expect(failed.logs).toMatch(/missing_table/);
    expect(failed.applied_steps_count).toBe(0);

    await writeMigrations({ '20240102000000_broken': 'CREATE TABLE half_done (id int);' }, dir);
    const retry = await applyMigrations({ databaseUrl: db.databaseUrl }, { migrationsDir: dir });
    expect(retry).toEqual({ applied: ['20240102000000_broken'], alreadyApplied: ['20240101000000_ok'] });
    const live = (await rowsOf(db)).filter((r) => r.rolled_back_at === null);
    expect(live.map((r) => r.migration_name)).toEqual(['20240101000000_ok', '20240102000000_broken']);
  });

  it('refuses to continue past a migration that started but never finished (e.g. an interrupted prisma deploy)', async () => {
    db = await createEmptyDatabase();
    const dir = await writeMigrations({ '20240101000000_a': 'CREATE TABLE a (id int);' });
    await applyMigrations({ databaseUrl: db.databaseUrl }, { migrationsDir: dir });
    await db.query('UPDATE _prisma_migrations SET finished_at = NULL');
    await expect(applyMigrations({ databaseUrl: db.databaseUrl }, { migrationsDir: dir })).rejects.toThrow(
      /20240101000000_a started but never finished.*prisma migrate resolve/s,
    );
  });

  it('serialises concurrent runners with the advisory lock', async () => {
    db = await createEmptyDatabase();
    const dir = await writeMigrations({
      '20240101000000_a': 'CREATE TABLE a (id int); SELECT pg_sleep(0.2);',
      '20240102000000_b': 'CREATE TABLE b (id int);',
    });
    const results = await Promise.all(
      [1, 2, 3].map(() => applyMigrations({ databaseUrl: db!.databaseUrl }, { migrationsDir: dir })),
    );
    expect(results.flatMap((r) => r.applied).sort()).toEqual(['20240101000000_a', '20240102000000_b']);
    expect(await rowsOf(db)).toHaveLength(2);
  });

  it('refuses a migration folder without migration.sql', async () => {
    const dir = await writeMigrations({ '20240101000000_a': 'SELECT 1;' });
    await mkdir(path.join(dir, '20240102000000_empty'));
    await expect(listMigrations(dir)).rejects.toThrow(/20240102000000_empty has no migration.sql/);
  });
});
