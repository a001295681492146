import { fileURLToPath } from 'node:url';
import { createWorkerPool } from './worker-pool.ts';
import type { WORKER_TASKS } from './worker-pool-tasks.fixture.ts';

const tasksModule = fileURLToPath(new URL('./worker-pool-tasks.fixture.ts', import.meta.url));

describe('worker pool', () => {
  const pool = createWorkerPool<typeof WORKER_TASKS>({ tasksModule, maxThreads: 1 });
  afterAll(() => pool.close());

  it('runs a TypeScript task table in a worker thread and returns its answer', async () => {
    expect(await pool.run('double', { n: 21 })).toBe(42);
  });

  it('keeps the event loop free while a task spins the CPU', async () => {
    const spinning = pool.run('spin', { ms: 300 });
    // The main thread's timers keep firing on time while the worker computes. Real timers on purpose:
    // their lateness on the real clock is what is measured.
    const lateness: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const planned = performance.now() + 10;
      await new Promise((resolve) => setTimeout(resolve, 10));
      lateness.push(performance.now() - planned);
    }
    const { spun } = await spinning;
    expect(spun).toBeGreaterThan(0);
    expect(Math.max(...lateness)).toBeLessThan(150);
  });

  it("passes a task's failure to the caller", async () => {
    await expect(pool.run('fail', { message: 'no ranking today' })).rejects.toThrow('no ranking today');
  });
});
