/**
 * `npm run migrate -w @alive/db`: applies pending migrations to DATABASE_URL, or, when it is unset,
 * to the embedded PGlite database (PGLITE_DATA_DIR, default `<repo>/.data/pglite`).
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_PGLITE_DATA_DIR } from '../paths.ts';
import { applyMigrations, MigrationError } from './runner.ts';

async function main(): Promise<void> {
  const log = (line: string) => console.log(line);
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const { applied, alreadyApplied } = await applyMigrations({ databaseUrl }, { log });
    console.log(`migrations: ${applied.length} applied, ${alreadyApplied.length} already applied (postgres)`);
    return;
  }
  const dataDir = process.env.PGLITE_DATA_DIR ?? DEFAULT_PGLITE_DATA_DIR;
  await mkdir(dataDir, { recursive: true });
  const pglite = new PGlite(dataDir);
  try {
    const { applied, alreadyApplied } = await applyMigrations({ pglite }, { log });
    console.log(`migrations: ${applied.length} applied, ${alreadyApplied.length} already applied (PGlite ${dataDir})`);
  } finally {
    await pglite.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof MigrationError ? `migrate: ${err.message}` : err);
  process.exitCode = 1;
});
