import { Prisma, PREPARED_STATEMENT_MARKER, queryRows, type PrismaClient } from '@alive/db';
import { tagsFromText } from './choice-pair-tags.ts';

export interface ChoicePairRow {
  id: number;
  category: string;
  option1: string;
  option2: string;
  option1Tags: unknown;
  option2Tags: unknown;
}

/** One candidate of the next-pair read; `personal` = from the person's own queue (served first, as is). */
export interface CandidateRow extends ChoicePairRow {
  personal: boolean;
}

/** What the adaptive policy needs to pick the next pair (services/choices/src/domain/next-pair.ts). */
export interface NextPairSnapshot {
  /**
   * The oldest unanswered personal pair alone, else up to `limit` unanswered shared pairs (the plan's
   * read: up to `queue.personal` personal pairs, oldest first, then up to `limit` shared ones).
   */
  candidates: CandidateRow[];
  /** The person's dimension_evidence rows; `updatedAt` in epoch ms (one choice writes all it touches with one now()). */
  evidence: { dimension: string; positiveWeight: number; negativeWeight: number; choiceCount: number; updatedAt: number }[];
  /** Preference tags the person has already met (a few hundred at most: tags come from the curated pairs' vocabulary). */
  exploredTags: string[];
  /** The categories the person picked (user_interests; docs/product/choices.md, First run), as stored; empty until they pick. */
  interests: string[];
}

/**
 * The candidates for a person's next pair and what the policy reads about them, in one statement, no
 * table scan, never `ORDER BY random()` (docs/product/choices.md, The next pair):
 * - `personal`: the person's pairs through the owner_user_id index, sorted (only their own few rows)
 *   by creation, the oldest unanswered one. When there is one, the shared branches do not run (a
 *   one-time filter) and it is the only candidate: a person's own queue comes first.
 * - shared set = active pairs without an owner. min/max id of it come from the (is_active, category, id)
 *   or (is_active, id) index (one probe each);
 * - a random start id inside [min, max] is drawn, and the first `limit` unanswered pairs with
 *   id ≥ start are read by walking that same index in id order; the second UNION branch wraps around
 *   to ids < start and only runs while the first found fewer than `limit` (the outer LIMIT stops
 *   pulling rows from the UNION once it has them).
 * - "unanswered" is a NOT EXISTS probe of the unique (user_id, choice_pair_id) index per candidate.
 *   `OFFSET 0` keeps it a per-row probe: without it Postgres may turn it into a merge anti join that
 *   reads user_choices by choice_pair_id from the start, i.e. every person's choices of the pairs
 *   below the start (choice-pair-repository.test.ts holds the plan).
 * - one more row (id NULL) with the person's five dimension_evidence rows (primary key) and the
 *   names of their preference tags (the (user_id, tag_name) index), as JSON, and their picked
 *   categories (user_interests, primary key): what the policy reads, in the same round trip.
 * The walk stops after `limit` unanswered pairs, so its cost is `limit` plus the run of answered (or
 * personal) pairs inside the window, never the table. Gaps in ids make pairs after a gap a little
 * more likely to be in the window; that is fine for candidates.
 */
/** The statement behind `readNextPairSnapshot`, exported so its plan can be checked (EXPLAIN). */
export function nextPairQuery(userId: string, category: string | undefined, random: number, limit: number, queue?: PlanQueue): Prisma.Sql {
  // The plan's variant (queue given) reads the person's first `queue.personal` personal pairs AND the
  // shared window after them; without it the text is exactly the next-pair call's (the bench sends it).
  const personalLimit = Prisma.raw(String(Math.trunc(queue?.personal ?? 1)));
  const onlyWithoutPersonal = queue ? Prisma.empty : Prisma.sql`AND NOT EXISTS (SELECT 1 FROM personal)`;
  const candidateLimit = Prisma.raw(String(Math.trunc(limit + (queue?.personal ?? 0))));
  const inCategory = category === undefined ? Prisma.empty : Prisma.sql`AND cp.category = ${category}`;
  const boundsInCategory = category === undefined ? Prisma.empty : Prisma.sql`AND category = ${category}`;
  const unanswered = Prisma.sql`NOT EXISTS (SELECT 1 FROM user_choices uc WHERE uc.user_id = ${userId} AND uc.choice_pair_id = cp.id OFFSET 0)`;
  // Prepared (libs/db/src/prepared-statements.ts): the limit is written into the text, not bound.
  return Prisma.sql`${Prisma.raw(PREPARED_STATEMENT_MARKER)}
    WITH personal AS (
      SELECT cp.id, cp.category, cp.option1, cp.option2,
             cp.option1_tags::text AS "option1Tags", cp.option2_tags::text AS "option2Tags", true AS personal
        FROM choice_pairs cp
       WHERE cp.owner_user_id = ${userId} AND cp.is_active ${inCategory}
         AND ${unanswered}
       ORDER BY cp.created_at, cp.id
       LIMIT ${personalLimit}
    ), bounds AS (
      SELECT min(id) AS lo, max(id) AS hi FROM choice_pairs WHERE is_active AND owner_user_id IS NULL ${boundsInCategory}
    ), start AS (
      SELECT lo + floor(${random}::float8 * (hi - lo + 1))::int AS id FROM bounds WHERE lo IS NOT NULL
    ), candidates AS (
      SELECT * FROM personal
      UNION ALL
      (SELECT cp.id, cp.category, cp.option1, cp.option2,
              cp.option1_tags::text AS "option1Tags", cp.option2_tags::text AS "option2Tags", false AS personal
         FROM choice_pairs cp
        WHERE cp.is_active AND cp.owner_user_id IS NULL ${inCategory} AND cp.id >= (SELECT id FROM start)
          ${onlyWithoutPersonal}
          AND ${unanswered}
        ORDER BY cp.id
        LIMIT ${Prisma.raw(String(Math.trunc(limit)))})
      UNION ALL
      (SELECT cp.id, cp.category, cp.option1, cp.option2,
              cp.option1_tags::text AS "option1Tags", cp.option2_tags::text AS "option2Tags", false AS personal
         FROM choice_pairs cp
        WHERE cp.is_active AND cp.owner_user_id IS NULL ${inCategory} AND cp.id < (SELECT id FROM start)
          ${onlyWithoutPersonal}
          AND ${unanswered}
        ORDER BY cp.id
        LIMIT ${Prisma.raw(String(Math.trunc(limit)))})
      LIMIT ${candidateLimit}
    )
    SELECT c.id, c.category, c.option1, c.option2, c."option1Tags", c."option2Tags", c.personal,
           NULL::jsonb AS evidence, NULL::jsonb AS "exploredTags", NULL::text[] AS interests
      FROM candidates c
    UNION ALL
    SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL,
      (SELECT coalesce(jsonb_agg(jsonb_build_object(
                'dimension', d.dimension, 'positiveWeight', d.positive_weight,
                'negativeWeight', d.negative_weight, 'choiceCount', d.choice_count,
                'updatedAt', (extract(epoch FROM d.updated_at) * 1000)::float8)), '[]'::jsonb)
         FROM dimension_evidence d
        WHERE d.user_id = ${userId}),
      (SELECT coalesce(jsonb_agg(p.tag_name), '[]'::jsonb)
         FROM user_preferences p
        WHERE p.user_id = ${userId}),
      (SELECT ui.categories FROM user_interests ui WHERE ui.user_id = ${userId})`;
}

/** The plan's read (services/choices/src/domain/choice-plan.ts): personal pairs and the shared window together. */
export interface PlanQueue {
  /** How many of the person's personal pairs to read, oldest first. */
  personal: number;
}

type SnapshotRow =
  | (Omit<CandidateRow, 'option1Tags' | 'option2Tags'> & { option1Tags: string | null; option2Tags: string | null; evidence: null; exploredTags: null; interests: null })
  | { id: null; evidence: NextPairSnapshot['evidence']; exploredTags: string[]; interests: string[] | null };

export async function readNextPairSnapshot(
  prisma: PrismaClient,
  userId: string,
  category: string | undefined,
  random: number,
  limit: number,
  queue?: PlanQueue,
): Promise<NextPairSnapshot> {
  // On the pg pool (queryRows): the loop's read, every next pair and plan. The tags come as text, to one
  // shared object per distinct text (choice-pair-tags.ts).
  const query = nextPairQuery(userId, category, random, limit, queue);
  const rows = await queryRows<SnapshotRow>(prisma, query.text, query.values);
  const snapshot: NextPairSnapshot = { candidates: [], evidence: [], exploredTags: [], interests: [] };
  for (const row of rows) {
    if (row.id === null) {
      snapshot.evidence = row.evidence;
      snapshot.exploredTags = row.exploredTags;
      snapshot.interests = row.interests ?? [];
    } else {
      const { evidence: _evidence, exploredTags: _explored, interests: _interests, option1Tags, option2Tags, ...candidate } = row;
      snapshot.candidates.push({ ...candidate, option1Tags: tagsFromText(option1Tags), option2Tags: tagsFromText(option2Tags) });
    }
  }
  return snapshot;
}

/**
 * The pair on the person's screen, when it is still theirs to answer: active, shared or their own, in
 * the asked category, and not answered yet (the unique (user_id, choice_pair_id) index). Null otherwise.
 */
export async function readCurrentPair(
  prisma: PrismaClient,
  userId: string,
  pairId: number,
  category: string | undefined,
): Promise<CandidateRow | null> {
  const inCategory = category === undefined ? Prisma.empty : Prisma.sql`AND cp.category = ${category}`;
  const rows = await prisma.$queryRaw<CandidateRow[]>`
    SELECT cp.id, cp.category, cp.option1, cp.option2,
           cp.option1_tags AS "option1Tags", cp.option2_tags AS "option2Tags", cp.owner_user_id IS NOT NULL AS personal
      FROM choice_pairs cp
     WHERE cp.id = ${pairId} AND cp.is_active AND (cp.owner_user_id IS NULL OR cp.owner_user_id = ${userId}) ${inCategory}
       AND NOT EXISTS (SELECT 1 FROM user_choices uc WHERE uc.user_id = ${userId} AND uc.choice_pair_id = cp.id)`;
  return rows[0] ?? null;
}
