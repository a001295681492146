import { startPeriodicTask, type Logger } from '@alive/service-kit';
import type { ChoiceRollups, FoldStep } from '../data/choice-rollups.ts';

/** How often admin folds new choices into the figures' rollups; the figures count the rest live. */
export const CHOICE_FOLD_INTERVAL_MS = 5_000;

export interface ChoiceRollupFoldingDeps {
  rollups: ChoiceRollups;
  logger?: Pick<Logger, 'warn'>;
  intervalMs?: number;
}

/**
 * Keeps the admin figures' rollups close behind the choices (data/choice-rollups.ts): every interval,
 * fold step after step until caught up or a marked range waits for open transactions. Replicas may all
 * run it: a step finds the state row locked by another and leaves the work to it. `foldUntilCaughtUp`
 * is for tests and the benchmarks.
 */
export function startChoiceRollupFolding(deps: ChoiceRollupFoldingDeps) {
  async function foldUntilCaughtUp(): Promise<FoldStep[]> {
    const steps: FoldStep[] = [];
    for (;;) {
      const step = await deps.rollups.foldStep();
      steps.push(step);
      if (step.caughtUp || step.waiting) return steps;
    }
  }

  const task = startPeriodicTask({
    run: foldUntilCaughtUp,
    intervalMs: deps.intervalMs ?? CHOICE_FOLD_INTERVAL_MS,
    onError: (error) => deps.logger?.warn({ err: error }, 'folding choices into the admin figures failed; the figures count them live meanwhile'),
  });

  return {
    foldUntilCaughtUp,
    stop: () => task.stop(),
  };
}

export type ChoiceRollupFolding = ReturnType<typeof startChoiceRollupFolding>;
