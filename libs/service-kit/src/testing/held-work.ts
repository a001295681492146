import { createExpensiveWork, type ExpensiveWork, type ExpensiveWorkSettings } from '../work/expensive-work.ts';
import type { TaskTable } from '../work/worker-pool.ts';

/**
 * Expensive work for tests of the bounds (docs/architecture.md, "Expensive work"): one task of the
 * real table is held until the test releases it, and every call that reaches the work is counted, so
 * a test can wait until a whole burst has arrived before letting the held run finish.
 */
export interface HeldWork<T extends TaskTable> {
  work: ExpensiveWork<T>;
  /** Holds the task from now on, until `release()`. */
  hold(): void;
  release(): void;
  /** Runs of the held task so far. */
  readonly runs: number;
  /** Resolves once `count` more calls have reached the work than had when `mark()` was taken. */
  arrivals(): { waitFor(count: number): Promise<void> };
}

export function heldWork<T extends TaskTable>(options: { settings: ExpensiveWorkSettings; tasks: T; tasksModule: string; held: keyof T & string }): HeldWork<T> {
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => {};
  let runs = 0;
  let arrived = 0;
  const real = options.tasks[options.held] as (input: unknown) => unknown;
  const tasks = {
    ...options.tasks,
    [options.held]: async (input: unknown) => {
      runs += 1;
      await gate;
      return real(input);
    },
  } as unknown as T;
  const inner = createExpensiveWork({ settings: options.settings, tasks, tasksModule: options.tasksModule });
  return {
    work: {
      ...inner,
      run: (person, key, run) => {
        arrived += 1;
        return inner.run(person, key, run);
      },
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
    get runs() {
      return runs;
    },
    arrivals() {
      const from = arrived;
      return {
        async waitFor(count) {
          while (arrived - from < count) await new Promise((resolve) => setTimeout(resolve, 10));
        },
      };
    },
  };
}
