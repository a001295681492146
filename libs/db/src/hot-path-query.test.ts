import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, type TestDatabase } from './testing.ts';
import { isUniqueViolation } from './prisma-errors.ts';
import { pgPoolOf, queryRows } from './hot-path-query.ts';
import { PREPARED_STATEMENT_MARKER } from './prepared-statements.ts';

/** Every column type the hot statements return, as one row. */
const TYPES_QUERY = `${PREPARED_STATEMENT_MARKER}
  SELECT $1::text AS text, 7::int AS int, 0.25::float8 AS float, true AS bool,
         '{"a": [1, "b"]}'::jsonb AS json, ARRAY['x', 'y']::text[] AS list,
         '2026-01-02T03:04:05.678Z'::timestamptz AS at, NULL::text AS nothing`;

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

describe('queryRows', () => {
  it('runs on the pg pool behind the client and gives the rows Prisma gives, prepared or not', async () => {
    expect(pgPoolOf(db.prisma)).toBeDefined();
    const viaPrisma = await db.prisma.$queryRawUnsafe<unknown[]>(TYPES_QUERY, 'hello');
    const first = await queryRows(db.prisma, TYPES_QUERY, ['hello']);
    const again = await queryRows(db.prisma, TYPES_QUERY, ['hello']);
    const unnamed = await queryRows(db.prisma, TYPES_QUERY.replace(PREPARED_STATEMENT_MARKER, ''), ['hello']);
    expect(first).toEqual(viaPrisma);
    expect(again).toEqual(viaPrisma);
    expect(unnamed).toEqual(viaPrisma);
    expect(first[0]).toEqual({
      text: 'hello',
      int: 7,
      float: 0.25,
      bool: true,
      json: { a: [1, 'b'] },
      list: ['x', 'y'],
      at: new Date('2026-01-02T03:04:05.678Z'),
      nothing: null,
    });
  });

  it('goes through Prisma for a client without a pg pool', async () => {
    const calls: unknown[][] = [];
    const fake = { $queryRawUnsafe: async <T>(query: string, ...values: unknown[]) => (calls.push([query, ...values]), [{ ok: 1 }] as T) };
    expect(await queryRows(fake, 'SELECT $1', [2])).toEqual([{ ok: 1 }]);
    expect(calls).toEqual([['SELECT $1', 2]]);
  });

  it("throws pg's error, which isUniqueViolation recognises", async () => {
    const user = await createTestUser(db.prisma);
    const insert = `INSERT INTO users (id, email, updated_at) VALUES ($1, $2, now())`;
    const error = await queryRows(db.prisma, insert, [user.id, `${user.id}-again@example.test`]).catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('23505');
    expect(isUniqueViolation(error)).toBe(true);
  });
});
