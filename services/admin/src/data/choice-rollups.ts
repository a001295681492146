import type { PrismaClient } from '@alive/db';

/** Choices folded per transaction: a step holds the rollups' lock about a second at most at 10M rows. */
export const FOLD_BATCH = 100_000;

/** What one fold step did. */
export interface FoldStep {
  /** Choices added to the rollups by this step. */
  folded: number;
  /** Every choice with an id up to this is in the rollups. */
  foldedThrough: number;
  /** A marked range is waiting for transactions that were open when it was marked. */
  waiting: boolean;
  /** Nothing is left to fold as of this step (the range marked now is empty or folded). */
  caughtUp: boolean;
}

/** pending_at is set and cleared with pending_through; the open-transaction check reads it in SQL. */
interface StateRow {
  foldedThrough: number;
  pendingThrough: number | null;
}

/**
 * Folds new choices into the admin figures' rollups (choice_rollup_state, choice_days, choice_people;
 * docs/performance.md, "The admin figures over choices and people"), off the choice loop.
 *
 * Ids come from a sequence, so a choice with a lower id can commit after one with a higher id. A
 * range is therefore marked first (the sequence's value, then the time) and folded only once no
 * transaction that began by that time is still open in this database: every id up to the mark was
 * taken by such a transaction, so by then each of those choices is committed or never will be. Until
 * then the figures count the choices above the last fold live (analytics-repository.ts), so they are
 * exact at every moment, only slower the further behind the fold is.
 */
export function createChoiceRollups(prisma: PrismaClient) {
  return {
    async foldStep(): Promise<FoldStep> {
      return prisma.$transaction(async (tx) => {
        // user_choices before the state row, as a deleting statement takes them: a TRUNCATE waits for
        // this step instead of deadlocking with it (the migration's reset trigger locks the state row).
        await tx.$executeRawUnsafe('LOCK TABLE user_choices IN ACCESS SHARE MODE');
        const [state] = await tx.$queryRaw<StateRow[]>`
          SELECT folded_through AS "foldedThrough", pending_through AS "pendingThrough"
            FROM choice_rollup_state WHERE id = 1 FOR UPDATE SKIP LOCKED`;
        // Another replica is folding (or a deletion is adjusting the rollups): its work is this step's.
        if (!state) return { folded: 0, foldedThrough: 0, waiting: true, caughtUp: false };
        let pendingThrough: number;
        if (state.pendingThrough === null || state.pendingThrough <= state.foldedThrough) {
          // The sequence first, the time after it: whoever took an id up to `issued` began before `pending_at`.
          // (The sequence caches one value, the default of a serial column; a larger cache would let an id
          // below the mark be used later.)
          const [sequence] = await tx.$queryRaw<{ issued: number }[]>`
            SELECT (CASE WHEN is_called THEN last_value ELSE last_value - 1 END)::int AS issued FROM user_choices_id_seq`;
          const issued = sequence?.issued ?? 0;
          if (issued <= state.foldedThrough) {
            return { folded: 0, foldedThrough: state.foldedThrough, waiting: false, caughtUp: true };
          }
          await tx.$executeRaw`UPDATE choice_rollup_state SET pending_through = ${issued}, pending_at = clock_timestamp() WHERE id = 1`;
          pendingThrough = issued;
        } else {
          pendingThrough = state.pendingThrough;
        }
        const [activity] = await tx.$queryRaw<{ open: boolean }[]>`
          SELECT EXISTS (
                   SELECT 1 FROM pg_stat_activity
                    WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
                      -- the stored time, not a JavaScript Date (milliseconds would move the mark back); another
                      -- role's session shows no state without pg_read_all_stats: assume it is open
                      AND (xact_start <= (SELECT pending_at FROM choice_rollup_state WHERE id = 1) OR state IS NULL)
                 ) OR EXISTS (SELECT 1 FROM pg_prepared_xacts WHERE database = current_database()) AS open`;
        if (activity?.open) return { folded: 0, foldedThrough: state.foldedThrough, waiting: true, caughtUp: false };

        const upTo = Math.min(pendingThrough, state.foldedThrough + FOLD_BATCH);
        const [done] = await tx.$queryRaw<{ folded: number }[]>`
          WITH folded AS (
            SELECT user_id, created_at FROM user_choices WHERE id > ${state.foldedThrough} AND id <= ${upTo}
          ), days AS (
            INSERT INTO choice_days (day, choices)
            SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)::int FROM folded GROUP BY 1
            ON CONFLICT (day) DO UPDATE SET choices = choice_days.choices + EXCLUDED.choices
          ), people AS (
            INSERT INTO choice_people (user_id, last_choice)
            SELECT user_id, max(created_at) FROM folded GROUP BY 1
            ON CONFLICT (user_id) DO UPDATE SET last_choice = EXCLUDED.last_choice
              WHERE choice_people.last_choice < EXCLUDED.last_choice -- no new row version when nothing changes
          ), counted AS (SELECT count(*)::int AS n FROM folded)
          UPDATE choice_rollup_state
             SET folded_through = ${upTo},
                 total_choices = total_choices + counted.n,
                 pending_through = CASE WHEN ${upTo} >= pending_through THEN NULL ELSE pending_through END,
                 pending_at = CASE WHEN ${upTo} >= pending_through THEN NULL ELSE pending_at END,
                 folded_at = now()
            FROM counted
           WHERE id = 1
          RETURNING counted.n AS folded`;
        return { folded: done?.folded ?? 0, foldedThrough: upTo, waiting: false, caughtUp: upTo >= pendingThrough };
      }, { timeout: 60_000 });
    },
  };
}

export type ChoiceRollups = ReturnType<typeof createChoiceRollups>;
