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
 * Picks a random active pair the user has not answered, without `ORDER BY random()` and without a
 * table scan:
 * - min/max id of the active set come from the (is_active, category, id) or (is_active, id) index
 *   (Postgres answers min/max with one index probe each);
 * - a random start id inside [min, max] is drawn, and the first unanswered pair with id ≥ start is
 *   read by walking that same index in id order, each candidate checked with NOT EXISTS against the
 *   unique (user_id, choice_pair_id) index; the second UNION branch wraps around to ids < start and
 *   only runs when the first found nothing.
 * The walk stops at the first unanswered pair, so its cost is the run of answered pairs after the
 * start, never the table. Gaps in ids make pairs after a gap a little more likely; that is fine for
 * "a pair you have not seen".
 */
/** The statement behind `findRandomUnansweredPair`, exported so its plan can be checked (EXPLAIN). */
export function randomUnansweredPairQuery(userId: string, category: string | undefined, random: number): Prisma.Sql {
  const inCategory = category === undefined ? Prisma.empty : Prisma.sql`AND cp.category = ${category}`;
  const boundsInCategory = category === undefined ? Prisma.empty : Prisma.sql`AND category = ${category}`;
  return Prisma.sql`
    WITH bounds AS (
      SELECT min(id) AS lo, max(id) AS hi FROM choice_pairs WHERE is_active ${boundsInCategory}
    ), start AS (
      SELECT lo + floor(${random}::float8 * (hi - lo + 1))::int AS id FROM bounds WHERE lo IS NOT NULL
    )
    (SELECT cp.id, cp.category, cp.option1, cp.option2,
            cp.option1_tags AS "option1Tags", cp.option2_tags AS "option2Tags"
       FROM choice_pairs cp
      WHERE cp.is_active ${inCategory} AND cp.id >= (SELECT id FROM start)
        AND NOT EXISTS (SELECT 1 FROM user_choices uc WHERE uc.user_id = ${userId} AND uc.choice_pair_id = cp.id)
      ORDER BY cp.id
      LIMIT 1)
    UNION ALL
    (SELECT cp.id, cp.category, cp.option1, cp.option2,
            cp.option1_tags AS "option1Tags", cp.option2_tags AS "option2Tags"
       FROM choice_pairs cp
      WHERE cp.is_active ${inCategory} AND cp.id < (SELECT id FROM start)
        AND NOT EXISTS (SELECT 1 FROM user_choices uc WHERE uc.user_id = ${userId} AND uc.choice_pair_id = cp.id)
      ORDER BY cp.id
      LIMIT 1)
    LIMIT 1`;
}

export async function findRandomUnansweredPair(
  prisma: PrismaClient,
  userId: string,
  category: string | undefined,
  random: number = Math.random(),
): Promise<ChoicePairRow | null> {
  const rows = await prisma.$queryRaw<ChoicePairRow[]>(randomUnansweredPairQuery(userId, category, random));
  return rows[0] ?? null;
}
