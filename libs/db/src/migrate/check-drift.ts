/**
 * `npm run check-drift -w @alive/db`: fails (exit 1) when prisma/schema.prisma and the migrations
 * folder disagree, i.e. when applying every migration to an empty database does not give exactly
 * the schema's tables, columns, indexes, enums and foreign keys. Exit 2 when the check itself
 * could not run. Options (for tests): --schema <file>, --migrations <dir>.
 */
import { parseArgs } from 'node:util';
import { MIGRATIONS_DIR } from './runner.ts';
import { diffMigrationsToSchema, SCHEMA_PATH } from './prisma6.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { schema: { type: 'string' }, migrations: { type: 'string' } },
  });
  const schemaPath = values.schema ?? SCHEMA_PATH;
  const migrationsDir = values.migrations ?? MIGRATIONS_DIR;
  const result = await diffMigrationsToSchema({ schemaPath, migrationsDir });
  if (result.inSync) {
    console.log(`check-drift: ${migrationsDir} matches ${schemaPath}`);
    return 0;
  }
  console.error(
    `check-drift: the migrations do not produce the database described by ${schemaPath}.\n` +
      'Add a migration (npm run migration:new -w @alive/db -- <name>) instead of editing one that is applied.\n' +
      'SQL missing from the migrations:\n\n' +
      result.sql,
  );
  return 1;
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
