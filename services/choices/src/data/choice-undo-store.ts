import { z } from 'zod';
import type { PrismaClient } from '@alive/db';
import { outboxInsertSql, type OutboxEvent } from '@alive/events';
import { isDimensionKey, type ChoicePriorRows } from '@alive/domain';
// A failed check raises inside the statement with this marker, so all of it is undone (choice-store.ts).
import { CONCURRENT_UPDATE_MARKER, type StoredChoicePair } from './choice-store.ts';
import { ConcurrentScoreUpdateError } from './choice-write-conflicts.ts';

/** What the undo reads first: the person's choice, whether it is still their latest, and what it changed. */
export interface UndoSnapshot {
  choice:
    | {
        id: number;
        pair: StoredChoicePair;
        /** Null for a choice made before undo existed, or when the kept rows cannot be read. */
        priorRows: ChoicePriorRows | null;
        isLatest: boolean;
      }
    | undefined;
}

export interface UndoWrite {
  userId: string;
  choiceId: number;
  priorRows: ChoicePriorRows;
  /** The `choice.undone` outbox row, written in the same statement. */
  event: OutboxEvent;
}

/** What an undo reads and writes: PrismaUndoStore below. */
export interface UndoStore {
  loadForUndo(userId: string, choiceId: number): Promise<UndoSnapshot>;
  /**
   * Atomically deletes the choice (only while it is still the person's latest), takes its votes back,
   * restores every kept row (only while the choice is the last to have changed it) and writes the
   * outbox row. Throws ConcurrentScoreUpdateError, having written nothing, when any of that no longer holds.
   */
  undo(write: UndoWrite): Promise<void>;
}

const preferenceRowSchema = z.object({ score: z.number().min(0).max(1), choiceCount: z.number().int().nonnegative() });
const evidenceRowSchema = z.object({ positiveWeight: z.number(), negativeWeight: z.number(), choiceCount: z.number().int().nonnegative() });
const priorRowsSchema = z.object({
  preferences: z.record(z.string(), preferenceRowSchema.nullable()),
  dimensions: z.record(z.string().refine(isDimensionKey), evidenceRowSchema.nullable()),
});

interface UndoRow {
  id: number;
  pairId: number;
  category: string;
  option1: string;
  option2: string;
  option1Tags: unknown;
  option2Tags: unknown;
  isActive: boolean;
  priorRows: unknown;
  isLatest: boolean;
}


/** The kept rows, or null when the column is empty or not what a choice writes. */
function parsePriorRows(value: unknown): ChoicePriorRows | null {
  const parsed = priorRowsSchema.safeParse(value);
  return parsed.success ? (parsed.data as ChoicePriorRows) : null;
}

/**
 * Reads and writes of undo (docs/product/choices.md, Undo). Like the choice itself, the write is one
 * statement of data-modifying CTEs, checked optimistically: a row is restored only while its
 * choice_count is one more than the kept row's (the undone choice was the last to change it), a row
 * the choice created is deleted only while its count is still 1, and the choice only while no later
 * choice of the person exists.
 */
class PrismaUndoStore implements UndoStore {
  constructor(private readonly prisma: PrismaClient) {}

  async loadForUndo(userId: string, choiceId: number): Promise<UndoSnapshot> {
    const rows = await this.prisma.$queryRaw<UndoRow[]>`
      SELECT uc.id, cp.id AS "pairId", cp.category, cp.option1, cp.option2,
             cp.option1_tags AS "option1Tags", cp.option2_tags AS "option2Tags", cp.is_active AS "isActive",
             uc.prior_rows AS "priorRows",
             NOT EXISTS (SELECT 1 FROM user_choices later WHERE later.user_id = uc.user_id AND later.id > uc.id) AS "isLatest"
        FROM user_choices uc
        JOIN choice_pairs cp ON cp.id = uc.choice_pair_id
       WHERE uc.id = ${choiceId} AND uc.user_id = ${userId}`;
    const row = rows[0];
    if (!row) return { choice: undefined };
    return {
      choice: {
        id: Number(row.id),
        pair: {
          id: row.pairId,
          category: row.category,
          option1: row.option1,
          option2: row.option2,
          option1Tags: row.option1Tags,
          option2Tags: row.option2Tags,
          isActive: row.isActive,
        },
        priorRows: parsePriorRows(row.priorRows),
        isLatest: row.isLatest,
      },
    };
  }

  async undo({ userId, choiceId, priorRows, event }: UndoWrite): Promise<void> {
    const preferences = Object.entries(priorRows.preferences);
    const dimensions = Object.entries(priorRows.dimensions);
    const restoredPreferences = JSON.stringify(preferences.flatMap(([tagName, row]) => (row ? [{ tagName, ...row }] : [])));
    const createdTags = preferences.filter(([, row]) => !row).map(([tagName]) => tagName);
    const restoredEvidence = JSON.stringify(dimensions.flatMap(([dimension, row]) => (row ? [{ dimension, ...row }] : [])));
    const createdDimensions = dimensions.filter(([, row]) => !row).map(([dimension]) => dimension);
    try {
      await this.prisma.$queryRaw`
        WITH removed AS (
          DELETE FROM user_choices uc
           WHERE uc.id = ${choiceId} AND uc.user_id = ${userId}
             AND NOT EXISTS (SELECT 1 FROM user_choices later WHERE later.user_id = uc.user_id AND later.id > uc.id)
          RETURNING uc.choice_pair_id, uc.selected_option
        ), votes AS (
          UPDATE choice_pairs cp
             SET option1_votes = greatest(0, option1_votes - (r.selected_option = 'option1')::int),
                 option2_votes = greatest(0, option2_votes - (r.selected_option = 'option2')::int),
                 total_votes = greatest(0, total_votes - 1)
            FROM removed r
           WHERE cp.id = r.choice_pair_id
        ), restored_preferences AS (
          UPDATE user_preferences p
             SET score = t.score, choice_count = t."choiceCount", updated_at = now()
            FROM jsonb_to_recordset(${restoredPreferences}::jsonb) AS t("tagName" text, score numeric, "choiceCount" int)
           WHERE p.user_id = ${userId} AND p.tag_name = t."tagName" AND p.choice_count = t."choiceCount" + 1
          RETURNING 1
        ), deleted_preferences AS (
          DELETE FROM user_preferences p
           WHERE p.user_id = ${userId} AND p.tag_name = ANY(${createdTags}::text[]) AND p.choice_count = 1
          RETURNING 1
        ), restored_evidence AS (
          UPDATE dimension_evidence d
             SET positive_weight = t."positiveWeight", negative_weight = t."negativeWeight",
                 choice_count = t."choiceCount", updated_at = now()
            FROM jsonb_to_recordset(${restoredEvidence}::jsonb)
                 AS t(dimension text, "positiveWeight" float8, "negativeWeight" float8, "choiceCount" int)
           WHERE d.user_id = ${userId} AND d.dimension = t.dimension AND d.choice_count = t."choiceCount" + 1
          RETURNING 1
        ), deleted_evidence AS (
          DELETE FROM dimension_evidence d
           WHERE d.user_id = ${userId} AND d.dimension = ANY(${createdDimensions}::text[]) AND d.choice_count = 1
          RETURNING 1
        ), outbox AS (
          ${outboxInsertSql(event)}
        )
        -- Raises (so the whole statement is undone) unless the choice and every kept row were handled.
        SELECT (CASE WHEN (SELECT count(*) FROM removed) = 1
                      AND (SELECT count(*) FROM restored_preferences) + (SELECT count(*) FROM deleted_preferences) = ${preferences.length}
                      AND (SELECT count(*) FROM restored_evidence) + (SELECT count(*) FROM deleted_evidence) = ${dimensions.length}
                     THEN NULL
                     ELSE ${CONCURRENT_UPDATE_MARKER} || ':' || (SELECT count(*) FROM removed)::text
                END)::int AS "concurrencyCheck"`;
    } catch (error) {
      if (String((error as Error)?.message).includes(CONCURRENT_UPDATE_MARKER)) throw new ConcurrentScoreUpdateError();
      throw error;
    }
  }
}

export function createPrismaUndoStore(prisma: PrismaClient): UndoStore {
  return new PrismaUndoStore(prisma);
}
