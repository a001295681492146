import { spawn } from 'node:child_process';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './runner.ts';
import { SCHEMA_PATH } from './prisma6.ts';
import { makeTempDir, removeTempDirs, writeMigrations } from './test-helpers.ts';

const DB_PACKAGE_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** Runs `npm run check-drift` the way CI does (tsx script), with optional --schema/--migrations. */
function checkDrift(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'src/migrate/check-drift.ts', ...args], { cwd: DB_PACKAGE_DIR });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('check-drift', () => {
  afterAll(removeTempDirs);
  it(
    // The in-sync case (exit 0) is what CI runs on every test run (`npm run check-drift`), so it is not
    // repeated here: each run boots the Wasm schema engine and two PGlite instances (~10 s of CPU).
    'fails when the schema or the migrations have something the other lacks',
    async () => {
      const dir = await makeTempDir('alive-drift-');
      // Schema ahead of the migrations: a new optional column.
      const schema = await readFile(SCHEMA_PATH, 'utf8');
      const schemaAhead = path.join(dir, 'schema.prisma');
      const withColumn = schema.replace(/(model User \{\n)/, '$1  nickname String?\n');
      expect(withColumn).not.toBe(schema);
      await writeFile(schemaAhead, withColumn);
      // Migrations ahead of the schema: a table the schema does not describe.
      const migrationsAhead = path.join(dir, 'migrations');
      await cp(MIGRATIONS_DIR, migrationsAhead, { recursive: true });
      await writeMigrations({ '99990101000000_stray_table': 'CREATE TABLE "stray" ("id" INTEGER PRIMARY KEY);' }, migrationsAhead);

      const [newColumn, strayTable] = await Promise.all([
        checkDrift(['--schema', schemaAhead]),
        checkDrift(['--migrations', migrationsAhead]),
      ]);
      expect(newColumn.code, newColumn.output).toBe(1);
      expect(newColumn.output).toMatch(/ALTER TABLE "users" ADD COLUMN\s+"nickname" TEXT/);
      expect(strayTable.code, strayTable.output).toBe(1);
      expect(strayTable.output).toMatch(/DROP TABLE "stray"/);
    },
    240_000,
  );
});
