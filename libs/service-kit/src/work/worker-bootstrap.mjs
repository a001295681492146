// The entry of every worker thread of a pool (worker-pool.ts). In development and tests the task table
// is TypeScript and loads through tsx, as the services themselves do; in an image it is a bundled
// `.mjs` module beside this file (docs/deploy.md, "What each image holds"), so tsx is never loaded there.
import { workerData } from 'node:worker_threads';

/** Answered by every pool without touching the table: the readiness check of a pool (worker-pool.ts). */
const READY_TASK = '__ready__';

if (workerData.tasksModule.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
const { WORKER_TASKS: tasks } = await import(workerData.tasksModule);
if (!tasks || typeof tasks !== 'object') throw new Error(`${workerData.tasksModule} exports no WORKER_TASKS table`);

export default async function runTask({ task, input }) {
  if (task === READY_TASK) return true;
  const work = tasks[task];
  if (typeof work !== 'function') throw new Error(`unknown worker task ${task}`);
  return work(input);
}
