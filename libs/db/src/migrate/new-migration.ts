/**
 * `npm run migration:new -w @alive/db -- <name>`: writes prisma/migrations/<timestamp>_<name>/
 * migration.sql with the SQL that takes the current migrations to schema.prisma (offline, Prisma 6
 * Wasm engine on PGlite). Review the file before committing; add hand-written SQL (CHECKs, data
 * moves) to it as needed.
 */
import { MIGRATIONS_DIR } from './runner.ts';
import { MIGRATION_NAME, runMigrationCommand, writeNewMigration } from './new-migration-folder.ts';
import { diffMigrationsToSchema } from './prisma6.ts';

async function main(): Promise<number> {
  const name = process.argv[2];
  if (!name || !MIGRATION_NAME.test(name)) {
    console.error('usage: npm run migration:new -w @alive/db -- <snake_case_name>');
    return 2;
  }
  const diff = await diffMigrationsToSchema({ migrationsDir: MIGRATIONS_DIR });
  if (diff.inSync) {
    console.log('schema.prisma and the migrations already agree; nothing to write.');
    return 0;
  }
  await writeNewMigration(name, diff.sql);
  return 0;
}

runMigrationCommand(main);
