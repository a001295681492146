import { Prisma, type PrismaClient } from '@alive/db';

export interface ChoicePairRow {
  id: number;
  category: string;
  option1: string;
  option2: string;
  option1Tags: unknown;
  option2Tags: unknown;
}

/**
 * The next pair for a person (docs/product/choices.md): their own unanswered personal pairs first,
 * oldest first; then a random unanswered active pair of the shared set. One statement, no table scan,
 * never `ORDER BY random()`:
 * - `personal`: the person's pairs through the owner_user_id index, sorted (only their own few rows)
 *   by creation. It is materialised once; the shared branches run only when it is empty (a one-time
 *   filter), so the answer never depends on the order Postgres reads the UNION branches in.
 * - shared set = active pairs without an owner. min/max id of it come from the (is_active, category, id)
 *   or (is_active, id) index (one probe each);
 * - a random start id inside [min, max] is drawn, and the first unanswered pair with id ≥ start is
 *   read by walking that same index in id order; the second UNION branch wraps around to ids < start
 *   and only runs when the first found nothing.
 * - "unanswered" is a NOT EXISTS probe of the unique (user_id, choice_pair_id) index per candidate.
 *   `OFFSET 0` keeps it a per-row probe: without it Postgres may turn it into a merge anti join that
 *   reads user_choices by choice_pair_id from the start, i.e. every person's choices of the pairs
 *   below the start (choice-pair-repository.test.ts holds the plan).
 * The walk stops at the first unanswered pair, so its cost is the run of answered (or personal) pairs
 * after the start, never the table. Gaps in ids make pairs after a gap a little more likely; that is
 * fine for "a pair you have not seen".
 */
/** The statement behind `findNextPair`, exported so its plan can be checked (EXPLAIN). */
export function nextPairQuery(userId: string, category: string | undefined, random: number): Prisma.Sql {
  const inCategory = category === undefined ? Prisma.empty : Prisma.sql`AND cp.category = ${category}`;
  const boundsInCategory = category === undefined ? Prisma.empty : Prisma.sql`AND category = ${category}`;
  const unanswered = Prisma.sql`NOT EXISTS (SELECT 1 FROM user_choices uc WHERE uc.user_id = ${userId} AND uc.choice_pair_id = cp.id OFFSET 0)`;
  return Prisma.sql`
    WITH personal AS (
      SELECT cp.id, cp.category, cp.option1, cp.option2,
             cp.option1_tags AS "option1Tags", cp.option2_tags AS "option2Tags"
        FROM choice_pairs cp
       WHERE cp.owner_user_id = ${userId} AND cp.is_active ${inCategory}
         AND ${unanswered}
       ORDER BY cp.created_at, cp.id
       LIMIT 1
    ), bounds AS (
      SELECT min(id) AS lo, max(id) AS hi FROM choice_pairs WHERE is_active AND owner_user_id IS NULL ${boundsInCategory}
    ), start AS (
      SELECT lo + floor(${random}::float8 * (hi - lo + 1))::int AS id FROM bounds WHERE lo IS NOT NULL
    )
    SELECT * FROM personal
    UNION ALL
    (SELECT cp.id, cp.category, cp.option1, cp.option2,
            cp.option1_tags AS "option1Tags", cp.option2_tags AS "option2Tags"
       FROM choice_pairs cp
      WHERE cp.is_active AND cp.owner_user_id IS NULL ${inCategory} AND cp.id >= (SELECT id FROM start)
        AND NOT EXISTS (SELECT 1 FROM personal)
        AND ${unanswered}
      ORDER BY cp.id
      LIMIT 1)
    UNION ALL
    (SELECT cp.id, cp.category, cp.option1, cp.option2,
            cp.option1_tags AS "option1Tags", cp.option2_tags AS "option2Tags"
       FROM choice_pairs cp
      WHERE cp.is_active AND cp.owner_user_id IS NULL ${inCategory} AND cp.id < (SELECT id FROM start)
        AND NOT EXISTS (SELECT 1 FROM personal)
        AND ${unanswered}
      ORDER BY cp.id
      LIMIT 1)
    LIMIT 1`;
}

export async function findNextPair(
  prisma: PrismaClient,
  userId: string,
  category: string | undefined,
  random: number = Math.random(),
): Promise<ChoicePairRow | null> {
  const rows = await prisma.$queryRaw<ChoicePairRow[]>(nextPairQuery(userId, category, random));
  return rows[0] ?? null;
}
