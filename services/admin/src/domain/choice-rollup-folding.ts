import type { Logger } from '@alive/service-kit';
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

  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return; // a long catch-up is still going: this tick is part of it
    running = foldUntilCaughtUp()
      .catch((error: unknown) => deps.logger?.warn({ err: error }, 'folding choices into the admin figures failed; the figures count them live meanwhile'))
      .finally(() => {
        running = undefined;
      });
  }, deps.intervalMs ?? CHOICE_FOLD_INTERVAL_MS);
  timer.unref();

  return {
    foldUntilCaughtUp,
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}

export type ChoiceRollupFolding = ReturnType<typeof startChoiceRollupFolding>;
