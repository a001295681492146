/**
 * `npm run migration:roles -w @alive/db -- <snake_case_name>`: writes
 * prisma/migrations/<UTC timestamp>_<name>/migration.sql with the roles and grants the ownership table
 * renders (roles-sql.ts). Run it after giving a new table its owner in table-owners.ts
 * (docs/migrations.md, "Adding a table"); roles-migration.test.ts fails until the newest roles
 * migration is what the table renders.
 */
import { listMigrations } from '../migrate/runner.ts';
import { MIGRATION_NAME, runMigrationCommand, writeNewMigration } from '../migrate/new-migration-folder.ts';
import { newestRolesMigration } from './roles-migrations.ts';
import { renderRolesMigration } from './roles-sql.ts';

async function main(): Promise<number> {
  const name = process.argv[2];
  if (!name || !MIGRATION_NAME.test(name)) {
    console.error('usage: npm run migration:roles -w @alive/db -- <snake_case_name>');
    return 2;
  }
  const sql = renderRolesMigration();
  if (newestRolesMigration(await listMigrations())?.sql === sql) {
    console.log('the newest roles migration already grants what the ownership table says; nothing to write.');
    return 0;
  }
  await writeNewMigration(name, sql);
  return 0;
}

runMigrationCommand(main);
