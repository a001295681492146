import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from './runner.ts';
import { migrationTimestamp } from './migration-timestamp.ts';

/**
 * What the commands that write a migration share (docs/migrations.md): `npm run migration:new` and
 * `npm run migration:roles` take a snake_case name and write
 * prisma/migrations/<UTC timestamp>_<name>/migration.sql.
 */

export const MIGRATION_NAME = /^[a-z0-9_]+$/;

/** Writes the new migration's folder and file; returns the folder. */
export async function writeNewMigration(name: string, sql: string, now = new Date()): Promise<string> {
  const folder = path.join(MIGRATIONS_DIR, `${migrationTimestamp(now)}_${name}`);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'migration.sql'), sql);
  console.log(`wrote ${path.relative(process.cwd(), folder)}/migration.sql`);
  return folder;
}

/** Runs a command's `main`: its code is the exit code, a throw prints its message and exits 2. */
export function runMigrationCommand(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 2;
    },
  );
}
