/**
 * `npm run migration:roles -w @alive/db -- <snake_case_name>`: writes
 * prisma/migrations/<UTC timestamp>_<name>/migration.sql with the roles and grants the ownership table
 * renders (roles-sql.ts). Run it after giving a new table its owner in table-owners.ts
 * (docs/migrations.md, "Adding a table"); roles-migration.test.ts fails until the newest roles
 * migration is what the table renders.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR, listMigrations } from '../migrate/runner.ts';
import { migrationTimestamp } from '../migrate/migration-timestamp.ts';
import { newestRolesMigration } from './roles-migrations.ts';
import { renderRolesMigration } from './roles-sql.ts';

async function main(): Promise<number> {
  const name = process.argv[2];
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    console.error('usage: npm run migration:roles -w @alive/db -- <snake_case_name>');
    return 2;
  }
  const sql = renderRolesMigration();
  if (newestRolesMigration(await listMigrations())?.sql === sql) {
    console.log('the newest roles migration already grants what the ownership table says; nothing to write.');
    return 0;
  }
  const folder = path.join(MIGRATIONS_DIR, `${migrationTimestamp(new Date())}_${name}`);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'migration.sql'), sql);
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
