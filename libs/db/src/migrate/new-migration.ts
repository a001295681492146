/**
 * `npm run migration:new -w @alive/db -- <name>`: writes prisma/migrations/<timestamp>_<name>/
 * migration.sql with the SQL that takes the current migrations to schema.prisma (offline, Prisma 6
 * Wasm engine on PGlite). Review the file before committing; add hand-written SQL (CHECKs, data
 * moves) to it as needed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from './runner.ts';
import { migrationTimestamp } from './migration-timestamp.ts';
import { diffMigrationsToSchema } from './prisma6.ts';

async function main(): Promise<number> {
  const name = process.argv[2];
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    console.error('usage: npm run migration:new -w @alive/db -- <snake_case_name>');
    return 2;
  }
  const diff = await diffMigrationsToSchema({ migrationsDir: MIGRATIONS_DIR });
  if (diff.inSync) {
    console.log('schema.prisma and the migrations already agree; nothing to write.');
    return 0;
  }
  const folder = path.join(MIGRATIONS_DIR, `${migrationTimestamp(new Date())}_${name}`);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'migration.sql'), diff.sql);
  console.log(`wrote ${path.relative(process.cwd(), folder)}/migration.sql`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 2;
  },
);
