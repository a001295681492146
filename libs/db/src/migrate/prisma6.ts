/**
 * Runs the Prisma 6.19 CLI (`prisma6` package) offline. Prisma 7's migrate needs a native schema
 * engine that cannot be downloaded here; Prisma 6 with `engine: 'js'` runs its Wasm schema engine
 * over a driver adapter instead:
 * - `pglite` config (prisma6.config.ts): fresh in-memory PGlite databases, for diffs with no server;
 * - `pg` config (prisma6-pg.config.ts): DATABASE_URL through @prisma/adapter-pg.
 * Prisma 6 still wants a `url` in the datasource block, which our Prisma 7 schema does not have, so
 * the CLI gets a temporary copy of the schema with one added (never used: the adapter connects).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_DIR } from './runner.ts';

export const SCHEMA_PATH = fileURLToPath(new URL('../../prisma/schema.prisma', import.meta.url));
const CONFIGS = {
  pglite: fileURLToPath(new URL('./prisma6.config.ts', import.meta.url)),
  pg: fileURLToPath(new URL('./prisma6-pg.config.ts', import.meta.url)),
} as const;

const require = createRequire(import.meta.url);

export class Prisma6Error extends Error {
  override name = 'Prisma6Error';
}

export interface Prisma6Options {
  config: keyof typeof CONFIGS;
  schemaPath?: string;
  migrationsDir?: string;
  /** Required for the `pg` config. */
  databaseUrl?: string;
  /** Inherit stdio instead of capturing output. */
  inheritStdio?: boolean;
}

export interface Prisma6Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Path of the temporary schema copy (valid only during the run), for `--to-schema-datamodel`. */
  schemaCopy: string;
}

/** A Prisma 6 compatible copy of the schema: a datasource `url` added. */
export function toPrisma6Schema(schema: string): string {
  const withUrl = schema.replace(/(datasource\s+\w+\s*\{)/, '$1\n  url = env("ALIVE_PRISMA6_DATABASE_URL")');
  if (withUrl === schema) throw new Prisma6Error('schema.prisma has no datasource block');
  return withUrl;
}

/** Runs `prisma6 <args> --config <config>`; `args` may contain `{schema}` for the schema copy's path. */
export async function runPrisma6(args: readonly string[], opts: Prisma6Options): Promise<Prisma6Run> {
  const schema = await readFile(opts.schemaPath ?? SCHEMA_PATH, 'utf8');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'alive-prisma6-'));
  const schemaCopy = path.join(dir, 'schema.prisma');
  try {
    await writeFile(schemaCopy, toPrisma6Schema(schema));
    const cli = path.join(path.dirname(require.resolve('prisma6/package.json')), 'build', 'index.js');
    const fullArgs = [cli, ...args.map((a) => (a === '{schema}' ? schemaCopy : a)), '--config', CONFIGS[opts.config]];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ALIVE_PRISMA6_SCHEMA: schemaCopy,
      ALIVE_PRISMA6_MIGRATIONS: opts.migrationsDir ?? MIGRATIONS_DIR,
      ALIVE_PRISMA6_DATABASE_URL: opts.databaseUrl ?? 'postgresql://unused@localhost/unused',
      // Any existing file stops the CLI from downloading engines it does not use with engine "js".
      PRISMA_QUERY_ENGINE_LIBRARY: process.execPath,
      PRISMA_SCHEMA_ENGINE_BINARY: process.execPath,
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    };
    if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
    const result = await run(process.execPath, fullArgs, env, opts.inheritStdio ?? false);
    return { ...result, schemaCopy };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface DiffResult {
  /** true when the migrations already produce exactly the schema's database. */
  inSync: boolean;
  /** SQL that would bring the migrated database to the schema (empty-migration comment if in sync). */
  sql: string;
}

/** Diffs the database the migrations produce (on a shadow PGlite) against the schema's datamodel. */
export async function diffMigrationsToSchema(opts: { migrationsDir?: string; schemaPath?: string } = {}): Promise<DiffResult> {
  const migrationsDir = opts.migrationsDir ?? MIGRATIONS_DIR;
  const { code, stdout, stderr } = await runPrisma6(
    ['migrate', 'diff', '--from-migrations', migrationsDir, '--to-schema-datamodel', '{schema}', '--script', '--exit-code'],
    { config: 'pglite', schemaPath: opts.schemaPath, migrationsDir },
  );
  // --exit-code: 0 = no difference, 2 = difference, anything else = the diff itself failed.
  if (code === 0) return { inSync: true, sql: stdout };
  if (code === 2) return { inSync: false, sql: stdout };
  throw new Prisma6Error(`prisma6 migrate diff failed (exit ${code}):\n${stderr || stdout}`);
}

function run(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  inheritStdio: boolean,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: inheritStdio ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
