import type { PersonalChoicePairRequest } from '@alive/contracts';
import type { PrismaClient } from '@alive/db';
import type { ChoicePairRow } from './choice-pair-repository.ts';

/** `choice_pairs.source` of a pair a person added to their own queue (docs/data-ownership.md). */
export const PERSONAL_SOURCE = 'personal';

/**
 * First key of the two-key advisory lock that serialises one person's adds (the second key is a hash
 * of their id), so a double click cannot insert the same pair twice: there is no unique index on
 * option texts to settle it. A different key space from the one-key locks of the seed and migrations.
 */
const PERSONAL_PAIR_LOCK_CLASS = 0x50_41_49_52; // "PAIR"

export type AddPersonalPairResult =
  /** Inserted now (201). */
  | { outcome: 'created'; pair: ChoicePairRow }
  /** The person already added these two options to this category (either order): that pair, nothing written (200). */
  | { outcome: 'existing'; pair: ChoicePairRow }
  /** An active pair of the shared set has these two options: not added (409). */
  | { outcome: 'shared'; pair: ChoicePairRow }
  /** The owner already has `maxWaiting` unanswered pairs of their own: nothing written (409). */
  | { outcome: 'full' }
  /** The owner is not a user (deleted since the session was read): nothing written. */
  | { outcome: 'no-user' };

interface OutcomeRow extends ChoicePairRow {
  outcome: 'created' | 'existing' | 'shared';
}

/**
 * Adds a pair to the person's own queue (POST /api/choice-pairs/personal), unless they already added
 * the same two options to the category or the shared set has them. Options match trimmed and
 * case-insensitively, in either order (domain/personal-choice-pair.ts). The check and the insert are
 * one statement, run under the person's advisory lock so that concurrent adds of one person see each
 * other; different people never wait for each other (unless their ids' hashes collide).
 */
export function addPersonalChoicePair(
  prisma: PrismaClient,
  ownerUserId: string,
  input: PersonalChoicePairRequest,
  maxWaiting: number,
): Promise<AddPersonalPairResult> {
  const { category, option1, option2 } = input;
  const option1Tags = JSON.stringify(input.option1Tags);
  const option2Tags = JSON.stringify(input.option2Tags);
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(${PERSONAL_PAIR_LOCK_CLASS}::int4, hashtext(${ownerUserId}::text))::text AS locked`;
    const rows = await tx.$queryRaw<OutcomeRow[]>`
      WITH wanted AS (
        SELECT lower(btrim(${option1}::text)) AS a, lower(btrim(${option2}::text)) AS b
      ), mine AS (
        SELECT cp.id, cp.category, cp.option1, cp.option2,
               cp.option1_tags AS "option1Tags", cp.option2_tags AS "option2Tags"
          FROM choice_pairs cp, wanted w
         WHERE cp.owner_user_id = ${ownerUserId} AND cp.category = ${category}
           AND ((lower(btrim(cp.option1)) = w.a AND lower(btrim(cp.option2)) = w.b)
             OR (lower(btrim(cp.option1)) = w.b AND lower(btrim(cp.option2)) = w.a))
         ORDER BY cp.id
         LIMIT 1
      ), shared AS (
        SELECT cp.id, cp.category, cp.option1, cp.option2,
               cp.option1_tags AS "option1Tags", cp.option2_tags AS "option2Tags"
          FROM choice_pairs cp, wanted w
         WHERE cp.is_active AND cp.owner_user_id IS NULL AND cp.category = ${category}
           AND ((lower(btrim(cp.option1)) = w.a AND lower(btrim(cp.option2)) = w.b)
             OR (lower(btrim(cp.option1)) = w.b AND lower(btrim(cp.option2)) = w.a))
         ORDER BY cp.id
         LIMIT 1
      ), waiting AS (
        -- The person's own pairs not answered yet: the queue the cap holds (owner index + unique probe).
        SELECT count(*) AS n
          FROM choice_pairs cp
         WHERE cp.owner_user_id = ${ownerUserId} AND cp.is_active
           AND NOT EXISTS (SELECT 1 FROM user_choices uc WHERE uc.user_id = ${ownerUserId} AND uc.choice_pair_id = cp.id)
      ), created AS (
        INSERT INTO choice_pairs (category, option1, option2, option1_tags, option2_tags, is_active, source, owner_user_id)
        SELECT ${category}, ${option1}, ${option2}, ${option1Tags}::jsonb, ${option2Tags}::jsonb, true, ${PERSONAL_SOURCE}, u.id
          FROM users u
         WHERE u.id = ${ownerUserId}
           AND NOT EXISTS (SELECT 1 FROM mine) AND NOT EXISTS (SELECT 1 FROM shared)
           AND (SELECT n FROM waiting) < ${maxWaiting}
        RETURNING id, category, option1, option2, option1_tags AS "option1Tags", option2_tags AS "option2Tags"
      )
      SELECT 'existing' AS outcome, * FROM mine
      UNION ALL
      SELECT 'shared' AS outcome, * FROM shared WHERE NOT EXISTS (SELECT 1 FROM mine)
      UNION ALL
      SELECT 'created' AS outcome, * FROM created`;
    const row = rows[0];
    if (!row) {
      const [user] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM users WHERE id = ${ownerUserId}`;
      return { outcome: user ? 'full' : 'no-user' };
    }
    const { outcome, ...pair } = row;
    return { outcome, pair };
  });
}
