/**
 * Config for the Prisma 6.19 CLI against a real Postgres (DATABASE_URL) through @prisma/adapter-pg,
 * e.g. `npm run prisma6 -w @alive/db -- migrate status`. Lets Prisma's own migrate read and write
 * the `_prisma_migrations` table offline, which is how we check that our runner stays compatible.
 *
 * Workaround for prisma/orm#27403: the Wasm schema engine cannot deserialize columns of type `name`
 * (OID 19) or `"char"` (OID 18), which its catalog queries return; report them as text (OID 25).
 */
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { defineConfig } from 'prisma6/config';

const schema = process.env.ALIVE_PRISMA6_SCHEMA;
if (!schema) throw new Error('ALIVE_PRISMA6_SCHEMA must point at a Prisma 6 compatible copy of schema.prisma');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');

const TEXT_OID = 25;
const CATALOG_TEXT_OIDS = new Set([18, 19]);

function poolReportingCatalogTypesAsText(): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult | undefined>;
    Object.assign(client, {
      query: async (...args: unknown[]) => {
        const result = await query(...args);
        for (const field of result?.fields ?? []) {
          if (CATALOG_TEXT_OIDS.has(field.dataTypeID)) field.dataTypeID = TEXT_OID;
        }
        return result;
      },
    });
  });
  return pool;
}

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema,
  migrations: { path: process.env.ALIVE_PRISMA6_MIGRATIONS },
  adapter: async () => new PrismaPg(poolReportingCatalogTypesAsText()),
});
