/** A task table for worker-pool.test.ts: a CPU-bound task, a quick one and one that fails. */
export const WORKER_TASKS = {
  spin(input: { ms: number }): { spun: number } {
    const until = Date.now() + input.ms;
    let spun = 0;
    while (Date.now() < until) spun += 1;
    return { spun };
  },
  double: (input: { n: number }) => input.n * 2,
  fail: (input: { message: string }): never => {
    throw new Error(input.message);
  },
};
