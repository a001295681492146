/**
 * Config for the Prisma 6.19 CLI (`prisma6` package), used only for offline schema diffs
 * (check-drift, new migrations). Prisma 7's migrate needs a native schema engine we cannot download;
 * Prisma 6 with `engine: 'js'` runs its Wasm schema engine over a driver adapter instead. Every
 * connection (main and shadow) is a fresh in-memory PGlite, closed on dispose so the CLI exits cleanly.
 */
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { defineConfig } from 'prisma6/config';

const schema = process.env.ALIVE_PRISMA6_SCHEMA;
if (!schema) throw new Error('ALIVE_PRISMA6_SCHEMA must point at a Prisma 6 compatible copy of schema.prisma');

async function connectFreshPGlite() {
  const db = new PGlite();
  const adapter = await new PrismaPGlite(db).connect();
  // The adapter's own executeScript does not await PGlite's exec (errors are lost); run scripts here.
  adapter.executeScript = async (script: string) => {
    await db.exec(script);
  };
  // The Wasm schema engine sends whole migration scripts through executeRaw without parameters;
  // PGlite's extended protocol refuses several statements in one prepared statement, so use exec.
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    if (query.args.length > 0) return executeRaw(query);
    const results = await db.exec(query.sql);
    return results.reduce((sum, r) => sum + (r.affectedRows ?? 0), 0);
  };
  const dispose = adapter.dispose.bind(adapter);
  adapter.dispose = async () => {
    await dispose();
    await db.close();
  };
  return adapter;
}

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema,
  migrations: { path: process.env.ALIVE_PRISMA6_MIGRATIONS },
  adapter: async () => ({
    provider: 'postgres' as const,
    adapterName: 'pglite-prisma-adapter',
    connect: connectFreshPGlite,
    connectToShadowDb: connectFreshPGlite,
  }),
});
