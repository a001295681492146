import type { Settings } from '../settings/define-settings.ts';
import type { expensiveWorkSettings } from '../settings/shared-settings.ts';
import { createSingleFlight } from './single-flight.ts';
import { createWorkGate, type WorkGateState } from './work-gate.ts';
import { createWorkerPool, defaultWorkerThreads, type TaskTable } from './worker-pool.ts';

/**
 * The three tools of docs/architecture.md ("Expensive work") as one: `run` shares identical concurrent
 * calls (single flight) and holds each run to the gate (bounded, per person, short queue, else 429);
 * `compute` runs a CPU-heavy pure task of the service's table in a worker thread, or inline with 0
 * threads (tests, and a process that wants it).
 */
export interface ExpensiveWork<T extends TaskTable> {
  /** `work` for `person`, shared with concurrent calls of the same `key` (name everything the answer depends on). */
  run<R>(person: string, key: string, work: () => Promise<R>): Promise<R>;
  compute<K extends keyof T & string>(task: K, input: Parameters<T[K]>[0]): Promise<Awaited<ReturnType<T[K]>>>;
  state(): WorkGateState;
  /** A readiness check: the worker threads start and hold the task table (always ready inline). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export type ExpensiveWorkSettings = Settings<{ work: typeof expensiveWorkSettings }>['work'];

export interface ExpensiveWorkOptions<T extends TaskTable> {
  settings: ExpensiveWorkSettings;
  /** The task table, for inline runs. */
  tasks: T;
  /** Its module's absolute path, for worker threads. */
  tasksModule: string;
  /** The 429's sentence, given the wait. */
  message?: (wait: string) => string;
}

export function createExpensiveWork<T extends TaskTable>(options: ExpensiveWorkOptions<T>): ExpensiveWork<T> {
  const { settings, tasks } = options;
  const gate = createWorkGate({ concurrency: settings.concurrency, queue: settings.queue, perKey: settings.perPerson, message: options.message });
  const flight = createSingleFlight();
  const threads = settings.workerThreads ?? defaultWorkerThreads();
  const pool = threads > 0 ? createWorkerPool<T>({ tasksModule: options.tasksModule, maxThreads: threads }) : null;
  return {
    run: (person, key, work) => flight.run(key, () => gate.run(person, work)),
    compute: (task, input) =>
      pool ? pool.run(task, input) : Promise.resolve((tasks[task] as (input: unknown) => unknown)(input) as Awaited<ReturnType<T[typeof task]>>),
    state: () => gate.state(),
    ready: async () => {
      await pool?.ready();
    },
    close: async () => {
      await pool?.close();
    },
  };
}

/** Inline settings for tests: nothing queued beyond what a test asks, no threads. */
export const INLINE_WORK_SETTINGS: ExpensiveWorkSettings = { concurrency: 4, queue: 16, perPerson: 4, workerThreads: 0 };
