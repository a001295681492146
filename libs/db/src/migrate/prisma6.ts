/**
 * Runs the Prisma 6.19 CLI (`prisma6` package) offline: its Wasm schema engine over in-memory PGlite
 * (see prisma6.config.ts). Prisma 6 still wants a `url` in the datasource block, which our Prisma 7
 * schema does not have, so the CLI gets a temporary copy of the schema with one added.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCHEMA_PATH = fileURLToPath(new URL('../../prisma/schema.prisma', import.meta.url));
const CONFIG_PATH = fileURLToPath(new URL('./prisma6.config.ts', import.meta.url));

const require = createRequire(import.meta.url);

function prisma6Cli(): string {
  return path.join(path.dirname(require.resolve('prisma6/package.json')), 'build', 'index.js');
}

export interface DiffResult {
  /** true when the migrations already produce exactly the schema's database. */
  inSync: boolean;
  /** SQL that would bring the migrated database to the schema (empty-migration comment if in sync). */
  sql: string;
}

export class Prisma6Error extends Error {
  override name = 'Prisma6Error';
}

/** A Prisma 6 compatible copy of the schema: a datasource `url` added (never used: PGlite adapter). */
export function toPrisma6Schema(schema: string): string {
  const withUrl = schema.replace(/(datasource\s+\w+\s*\{)/, '$1\n  url = env("ALIVE_PRISMA6_DATABASE_URL")');
  if (withUrl === schema) throw new Prisma6Error('schema.prisma has no datasource block');
  return withUrl;
}

/** Diffs the database the migrations produce (on a shadow PGlite) against the schema's datamodel. */
export async function diffMigrationsToSchema(opts: { migrationsDir: string; schemaPath?: string }): Promise<DiffResult> {
  const schema = await readFile(opts.schemaPath ?? SCHEMA_PATH, 'utf8');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'alive-prisma6-'));
  const schemaCopy = path.join(dir, 'schema.prisma');
  try {
    await writeFile(schemaCopy, toPrisma6Schema(schema));
    const args = [
      prisma6Cli(),
      'migrate',
      'diff',
      '--config',
      CONFIG_PATH,
      '--from-migrations',
      opts.migrationsDir,
      '--to-schema-datamodel',
      schemaCopy,
      '--script',
      '--exit-code',
    ];
    const { code, stdout, stderr } = await run(process.execPath, args, {
      ...process.env,
      ALIVE_PRISMA6_SCHEMA: schemaCopy,
      ALIVE_PRISMA6_DATABASE_URL: 'postgresql://unused@localhost/unused',
      // Any existing file stops the CLI from trying to download engines it does not use with engine "js".
      PRISMA_QUERY_ENGINE_LIBRARY: process.execPath,
      PRISMA_SCHEMA_ENGINE_BINARY: process.execPath,
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    });
    // --exit-code: 0 = no difference, 2 = difference, anything else = the diff itself failed.
    if (code === 0) return { inSync: true, sql: stdout };
    if (code === 2) return { inSync: false, sql: stdout };
    throw new Prisma6Error(`prisma6 migrate diff failed (exit ${code}):\n${stderr || stdout}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
