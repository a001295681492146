import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/**
 * CPU-heavy work off the event loop (docs/architecture.md, "Expensive work"): a small pool of worker
 * threads (piscina) runs pure functions from a task table, so request handling in the same process —
 * every service's, in the embedded default — never waits behind a ranking. The threads run at a lower
 * priority (`niceIncrement`), so on a busy machine the request threads win the CPU.
 *
 * `tasksModule` is the absolute path or URL of a module exporting `WORKER_TASKS`: a table of
 * functions taking and returning structured-cloneable values.
 */
export interface WorkerPoolOptions {
  tasksModule: string | URL;
  /** Threads; default: the cores less one, at least 1. */
  maxThreads?: number;
  /** Added to the threads' nice value (Linux); default 10. */
  niceIncrement?: number;
}

export type TaskTable = Record<string, (input: never) => unknown>;

export interface WorkerPool<T extends TaskTable> {
  run<K extends keyof T & string>(task: K, input: Parameters<T[K]>[0]): Promise<Awaited<ReturnType<T[K]>>>;
  /** Resolves once a thread has loaded the task table and answered; rejects when threads cannot start. */
  ready(): Promise<void>;
  /** Tasks waiting for a thread. */
  readonly queued: number;
  close(): Promise<void>;
}

/**
 * The worker threads' entry. In an image the bundle of a service sits where this module's code now is,
 * so the image build puts a copy of this file beside the bundle (scripts/images/bundle-entry.ts).
 */
export const WORKER_BOOTSTRAP_FILE = 'worker-bootstrap.mjs';
const bootstrap = fileURLToPath(new URL(`./${WORKER_BOOTSTRAP_FILE}`, import.meta.url));
/** The bootstrap's own task: no work, proof that a thread runs and holds the table. */
const READY_TASK = '__ready__';

export function defaultWorkerThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

export function createWorkerPool<T extends TaskTable>(options: WorkerPoolOptions): WorkerPool<T> {
  const tasksModule = options.tasksModule instanceof URL ? options.tasksModule.href : new URL(`file://${options.tasksModule}`).href;
  const threads = options.maxThreads ?? defaultWorkerThreads();
  const pool = new Piscina({
    filename: bootstrap,
    workerData: { tasksModule },
    minThreads: 1,
    maxThreads: threads,
    niceIncrement: options.niceIncrement ?? 10,
    idleTimeout: 60_000,
  });
  return {
    run: (task, input) => pool.run({ task, input }),
    ready: async () => {
      await pool.run({ task: READY_TASK });
    },
    get queued() {
      return pool.queueSize;
    },
    close: () => pool.destroy(),
  };
}
