import { isUniqueViolation, Prisma, PREPARED_STATEMENT_MARKER, queryRows, type PrismaClient } from '@alive/db';
import { outboxInsertSql, type OutboxEvent } from '@alive/events';
import {
  isDimensionKey,
  type ChoicePriorRows,
  type DimensionEvidenceState,
  type DimensionKey,
  type PreferenceScore,
  type ScoringState,
  type SelectedOption,
} from '@alive/domain';
import { ChoiceAlreadyMadeError, ConcurrentScoreUpdateError } from './choice-write-conflicts.ts';

/** A choice pair as a choice (or its undo) reads it. */
export interface StoredChoicePair {
  id: number;
  category: string;
  option1: string;
  option2: string;
  option1Tags: unknown;
  option2Tags: unknown;
  isActive: boolean;
}

/** What the choice transaction reads first. */
export interface ChoiceSnapshot {
  pair: StoredChoicePair | undefined;
  alreadyAnswered: boolean;
  /** The user's current rows for (at least) the tags and dimensions this pair touches. */
  scoring: ScoringState;
  /** The recorded request of the Idempotency-Key asked for, whoever's it is (absent: none, or no key asked). */
  keyed?: KeyedRequest;
}

/** The answer a choice records (the use case's input carries more: the key, the stated maker, the trace). */
export interface ChoiceAnswer {
  userId: string;
  choicePairId: number;
  selectedOption: SelectedOption;
  responseTime: number;
}

export interface ChoiceWrite {
  input: ChoiceAnswer;
  preferences: { tagName: string; value: PreferenceScore }[];
  dimensions: { dimension: DimensionKey; value: DimensionEvidenceState }[];
  /** The rows above as they were before the choice, kept with it so it can be undone exactly (choice-undo-store.ts). */
  priorRows: ChoicePriorRows;
  /** The `choice.made` outbox row, written in the same statement as the choice. */
  event: OutboxEvent;
  /** The key's row (choice_requests), written in the same statement when the request has a key. */
  keyed?: { idempotencyKey: string; requestHash: string; choicePair: AnsweredPair };
}

export interface RecordedChoice {
  id: number;
  createdAt: Date;
}

/** What a choice reads and writes: PrismaChoiceStore below (the use case's tests fake it). */
export interface ChoiceStore {
  /** `idempotencyKey` null: no key was sent (the read then finds no recorded request). */
  loadForChoice(userId: string, choicePairId: number, idempotencyKey: string | null): Promise<ChoiceSnapshot>;
  /**
   * Atomically (all or nothing) inserts the choice, bumps the pair's votes, upserts scores and
   * evidence and writes the outbox row. Throws ConcurrentScoreUpdateError — having written
   * nothing — when a score or evidence row is no longer what loadForChoice returned, and
   * ChoiceAlreadyMadeError when the pair was answered (or the key recorded) in the meantime.
   */
  save(write: ChoiceWrite): Promise<RecordedChoice>;
  /**
   * Whether the person's choice of this id is still recorded (false once it was undone). Asked only
   * before a replay, so the keyed hot path keeps its two statements.
   */
  isChoiceRecorded(userId: string, choiceId: number): Promise<boolean>;
}

/** A pair as it was answered: what the replayed body shows. */
export type AnsweredPair = Omit<StoredChoicePair, 'isActive'>;

/** The recorded request of a key, as the choice's read finds it. */
export interface KeyedRequest {
  userId: string;
  requestHash: string;
  choiceId: number;
  choiceCreatedAt: Date;
  /** The pair as it was answered (the replayed body carries it, even after the pair changed). */
  choicePair: AnsweredPair;
}

export class UserNotFoundError extends Error {
  constructor() {
    super('User not found');
    this.name = 'UserNotFoundError';
  }
}

interface SnapshotRow extends Omit<StoredChoicePair, 'id' | 'category' | 'option1' | 'option2' | 'isActive'> {
  id: number | null;
  category: string | null;
  option1: string | null;
  option2: string | null;
  isActive: boolean | null;
  alreadyAnswered: boolean;
  preferences: { tagName: string; score: number; choiceCount: number }[];
  dimensions: { dimension: string; positiveWeight: number; negativeWeight: number; choiceCount: number }[];
  keyUserId: string | null;
  keyRequestHash: string | null;
  keyChoiceId: number | null;
  keyChoiceCreatedAt: Date | null;
  keyChoicePair: AnsweredPair | null;
}

function keyedRequestOf(row: SnapshotRow): KeyedRequest | undefined {
  if (row.keyUserId === null || row.keyRequestHash === null || row.keyChoiceId === null || row.keyChoiceCreatedAt === null || row.keyChoicePair === null) {
    return undefined;
  }
  return {
    userId: row.keyUserId,
    requestHash: row.keyRequestHash,
    choiceId: Number(row.keyChoiceId),
    choiceCreatedAt: new Date(row.keyChoiceCreatedAt),
    choicePair: row.keyChoicePair,
  };
}

/** The pair as answered, as a replay shows it (choice_requests.choice_pair). */
function answeredPairJson(pair: AnsweredPair): string {
  const { id, category, option1, option2, option1Tags, option2Tags } = pair;
  return JSON.stringify({ id, category, option1, option2, option1Tags, option2Tags });
}

/**
 * Marker in the error the write statement raises when a score or evidence row changed since it was
 * read; see save().
 */
export const CONCURRENT_UPDATE_MARKER = 'concurrent_score_update';

/**
 * The choice is the hottest write path, so it is two statements and no interactive transaction
 * (a Prisma interactive transaction costs two extra round trips and ~0.4 ms of CPU per choice):
 *
 * 1. loadForChoice: read the pair, whether it was answered, the person's current rows for the
 *    pair's tags and all dimensions, and the recorded request of the Idempotency-Key (whoever's it is;
 *    the key is NULL without one, which finds nothing). Another person's personal pair reads as no
 *    pair (404 like an unknown id), so nobody can answer, or learn of, a pair from someone else's queue.
 * 2. save: ONE statement of data-modifying CTEs — insert the choice, bump the vote counters, upsert
 *    the scores and evidence computed by applyChoice, insert the outbox row (outboxInsertSql from
 *    @alive/events, the one writer of outbox rows) and, with a key, the key's choice_requests row
 *    from the inserted choice (without a key the statement is exactly the keyless one). A single statement is
 *    atomic on its own: it commits entirely or not at all.
 *
 * Nothing is locked in between (optimistic concurrency). Each upsert only applies while the row's
 * choice_count is still the one read — every choice touching a row bumps it by exactly one, so it
 * is the row's version, and a row that did not exist must still not exist. If another choice of
 * the same person got there first, fewer rows come back than were sent and the statement raises
 * an error on purpose, which undoes everything it did; makeChoice then recomputes from fresh rows.
 * A second answer to the same pair is stopped by the unique (user_id, choice_pair_id) index, a second
 * request of one key by the key's primary key (makeChoice then reads again and replays).
 */
class PrismaChoiceStore implements ChoiceStore {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Both statements go straight to the pg pool (queryRows) as prepared statements (libs/db/src/prepared-statements.ts;
   * the write has two texts, with and without a key): they are the choice's whole database work.
   */
  private rows<T>(query: Prisma.Sql): Promise<T[]> {
    return queryRows<T>(this.prisma, query.text, query.values);
  }

  async loadForChoice(userId: string, choicePairId: number, idempotencyKey: string | null): Promise<ChoiceSnapshot> {
    const rows = await this.rows<SnapshotRow>(Prisma.sql`${Prisma.raw(PREPARED_STATEMENT_MARKER)}
      SELECT cp.id, cp.category, cp.option1, cp.option2,
             cp.option1_tags AS "option1Tags", cp.option2_tags AS "option2Tags", cp.is_active AS "isActive",
             EXISTS (SELECT 1 FROM user_choices uc
                      WHERE uc.user_id = u.id AND uc.choice_pair_id = ${choicePairId}) AS "alreadyAnswered",
             (SELECT coalesce(jsonb_agg(jsonb_build_object(
                        'tagName', p.tag_name, 'score', p.score::float8, 'choiceCount', p.choice_count)), '[]'::jsonb)
                FROM user_preferences p
               WHERE p.user_id = u.id
                 AND p.tag_name IN (
                   SELECT btrim(k) FROM jsonb_object_keys(CASE WHEN jsonb_typeof(cp.option1_tags) = 'object'
                                                           THEN cp.option1_tags ELSE '{}'::jsonb END) AS k
                   UNION
                   SELECT btrim(k) FROM jsonb_object_keys(CASE WHEN jsonb_typeof(cp.option2_tags) = 'object'
                                                           THEN cp.option2_tags ELSE '{}'::jsonb END) AS k)
             ) AS preferences,
             (SELECT coalesce(jsonb_agg(jsonb_build_object(
                        'dimension', d.dimension, 'positiveWeight', d.positive_weight,
                        'negativeWeight', d.negative_weight, 'choiceCount', d.choice_count)), '[]'::jsonb)
                FROM dimension_evidence d
               WHERE d.user_id = u.id) AS dimensions,
             r.user_id AS "keyUserId", r.request_hash AS "keyRequestHash", r.choice_id AS "keyChoiceId",
             r.choice_created_at AS "keyChoiceCreatedAt", r.choice_pair AS "keyChoicePair"
        FROM users u
        LEFT JOIN choice_pairs cp
          ON cp.id = ${choicePairId} AND (cp.owner_user_id IS NULL OR cp.owner_user_id = u.id)
        LEFT JOIN choice_requests r ON r.idempotency_key = ${idempotencyKey}::uuid
       WHERE u.id = ${userId}`);
    const row = rows[0];
    if (!row) throw new UserNotFoundError();

    const preferences: Record<string, PreferenceScore> = {};
    for (const p of row.preferences) preferences[p.tagName] = { score: p.score, choiceCount: p.choiceCount };
    const dimensions: Partial<Record<string, DimensionEvidenceState>> = {};
    for (const d of row.dimensions) {
      if (!isDimensionKey(d.dimension)) continue;
      dimensions[d.dimension] = { positiveWeight: d.positiveWeight, negativeWeight: d.negativeWeight, choiceCount: d.choiceCount };
    }
    const pair: StoredChoicePair | undefined =
      row.id === null
        ? undefined
        : {
            id: row.id,
            category: row.category ?? '',
            option1: row.option1 ?? '',
            option2: row.option2 ?? '',
            option1Tags: row.option1Tags,
            option2Tags: row.option2Tags,
            isActive: row.isActive === true,
          };
    const keyed = keyedRequestOf(row);
    return { pair, alreadyAnswered: row.alreadyAnswered, scoring: { preferences, dimensions } as ScoringState, ...(keyed ? { keyed } : {}) };
  }

  async save({ input, preferences, dimensions, priorRows, event, keyed }: ChoiceWrite): Promise<RecordedChoice> {
    const preferenceRows = JSON.stringify(
      preferences.map((p) => ({ tagName: p.tagName, score: p.value.score, choiceCount: p.value.choiceCount })),
    );
    const dimensionRows = JSON.stringify(dimensions.map((d) => ({ dimension: d.dimension, ...d.value })));
    const option1Vote = input.selectedOption === 'option1' ? 1 : 0;
    const option2Vote = 1 - option1Vote;
    const keyRow = keyed
      ? Prisma.sql`, request AS (
          INSERT INTO choice_requests (idempotency_key, user_id, request_hash, choice_id, choice_created_at, choice_pair)
          SELECT ${keyed.idempotencyKey}::uuid, ${input.userId}, ${keyed.requestHash}, id, created_at, ${answeredPairJson(keyed.choicePair)}::jsonb
            FROM inserted
        )`
      : Prisma.empty;
    try {
      const rows = await this.rows<{ id: number; createdAt: Date }>(Prisma.sql`${Prisma.raw(PREPARED_STATEMENT_MARKER)}
        WITH inserted AS (
          INSERT INTO user_choices (user_id, choice_pair_id, selected_option, response_time, prior_rows)
          VALUES (${input.userId}, ${input.choicePairId}, ${input.selectedOption}::"SelectedOption", ${input.responseTime},
                  ${JSON.stringify(priorRows)}::jsonb)
          RETURNING id, created_at
        ), votes AS (
          UPDATE choice_pairs
             SET option1_votes = option1_votes + ${option1Vote},
                 option2_votes = option2_votes + ${option2Vote},
                 total_votes = total_votes + 1
           WHERE id = ${input.choicePairId}
        ), preferences AS (
          INSERT INTO user_preferences (user_id, tag_name, score, choice_count, updated_at)
          SELECT ${input.userId}, t."tagName", t.score, t."choiceCount", now()
            FROM jsonb_to_recordset(${preferenceRows}::jsonb) AS t("tagName" text, score numeric, "choiceCount" int)
          ON CONFLICT (user_id, tag_name) DO UPDATE
            SET score = EXCLUDED.score, choice_count = EXCLUDED.choice_count, updated_at = EXCLUDED.updated_at
            WHERE user_preferences.choice_count = EXCLUDED.choice_count - 1
          RETURNING 1
        ), evidence AS (
          INSERT INTO dimension_evidence (user_id, dimension, positive_weight, negative_weight, choice_count, updated_at)
          SELECT ${input.userId}, t.dimension, t."positiveWeight", t."negativeWeight", t."choiceCount", now()
            FROM jsonb_to_recordset(${dimensionRows}::jsonb)
                 AS t(dimension text, "positiveWeight" float8, "negativeWeight" float8, "choiceCount" int)
          ON CONFLICT (user_id, dimension) DO UPDATE
            SET positive_weight = EXCLUDED.positive_weight, negative_weight = EXCLUDED.negative_weight,
                choice_count = EXCLUDED.choice_count, updated_at = EXCLUDED.updated_at
            WHERE dimension_evidence.choice_count = EXCLUDED.choice_count - 1
          RETURNING 1
        ), outbox AS (
          ${outboxInsertSql(event)}
        )${keyRow}
        -- Raises (so the whole statement is undone) unless every score and evidence row was written.
        -- The text is built from a run-time value so the planner cannot fold the cast and fail early.
        SELECT id, created_at AS "createdAt",
               (CASE WHEN (SELECT count(*) FROM preferences) = ${preferences.length}
                      AND (SELECT count(*) FROM evidence) = ${dimensions.length}
                     THEN NULL
                     ELSE ${CONCURRENT_UPDATE_MARKER} || ':' || (SELECT count(*) FROM preferences)::text
                END)::int AS "concurrencyCheck"
          FROM inserted`);
      const row = rows[0];
      if (!row) throw new Error('choice insert returned no row');
      return { id: Number(row.id), createdAt: new Date(row.createdAt) };
    } catch (error) {
      // Two simultaneous answers to one pair both pass the read; the unique index decides.
      if (isUniqueViolation(error)) throw new ChoiceAlreadyMadeError(input.choicePairId);
      if (String((error as Error)?.message).includes(CONCURRENT_UPDATE_MARKER)) throw new ConcurrentScoreUpdateError();
      throw error;
    }
  }

  async isChoiceRecorded(userId: string, choiceId: number): Promise<boolean> {
    const rows = await this.rows<{ recorded: boolean }>(Prisma.sql`
      SELECT EXISTS (SELECT 1 FROM user_choices WHERE id = ${choiceId} AND user_id = ${userId}) AS recorded`);
    return rows[0]?.recorded === true;
  }
}

export function createPrismaChoiceStore(prisma: PrismaClient): ChoiceStore {
  return new PrismaChoiceStore(prisma);
}
