// The entry of every worker thread of a pool (worker-pool.ts): TypeScript modules load through tsx, as
// in the services themselves, then the pool's task table is imported once per thread.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { WORKER_TASKS: tasks } = await import(workerData.tasksModule);
if (!tasks || typeof tasks !== 'object') throw new Error(`${workerData.tasksModule} exports no WORKER_TASKS table`);

export default async function runTask({ task, input }) {
  const work = tasks[task];
  if (typeof work !== 'function') throw new Error(`unknown worker task ${task}`);
  return work(input);
}
