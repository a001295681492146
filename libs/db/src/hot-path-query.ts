import pg from 'pg';
import { preparedStatementName } from './prepared-statements.ts';

/**
 * Statements on the hot path (every signed-in request's session lookup, the choice loop) go straight to
 * the pg pool behind the PrismaClient: a raw statement through Prisma costs about 200 µs more CPU than
 * the same statement through pg (docs/performance.md, "Where the service's CPU goes"). Same pool, same
 * connections and prepared statements (libs/db/src/prepared-statements.ts), just without Prisma's layers.
 * A client without a pg pool (PGlite, the kit's test fakes) runs the statement through Prisma as before.
 */

/** The slice of a PrismaClient the fallback needs. */
export interface RawQueryable {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): PromiseLike<T>;
}

const pools = new WeakMap<object, pg.Pool>();

/** Records the pg pool a client's driver adapter uses (createPrismaClient). */
export function registerPgPool(client: object, pool: pg.Pool): void {
  pools.set(client, pool);
}

/** The pg pool behind `client`, when createPrismaClient made it over one. */
export function pgPoolOf(client: object): pg.Pool | undefined {
  return pools.get(client);
}

/**
 * The rows of one parameterised statement (`$1`, `$2`, ... in `text`). Values are bound and rows come
 * back as Prisma's raw queries give them for the types the hot statements return (text, int4, float8,
 * bool, jsonb, text[], timestamptz as Date); an int8 or numeric column would come back as a string, so
 * hot statements cast those. Errors are pg's (`code` is the SQLSTATE, which isUniqueViolation reads).
 */
export async function queryRows<T>(client: RawQueryable, text: string, values: readonly unknown[]): Promise<T[]> {
  const pool = pools.get(client);
  if (!pool) return client.$queryRawUnsafe<T[]>(text, ...values);
  const name = preparedStatementName({ sql: text });
  const result = await pool.query<T & pg.QueryResultRow>({ text, values: values as unknown[], ...(name ? { name } : {}) });
  return result.rows;
}
