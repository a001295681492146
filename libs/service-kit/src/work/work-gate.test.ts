import { isTooManyRequests } from '../rate-limit/rate-limiter.ts';
import { createSingleFlight } from './single-flight.ts';
import { createWorkGate } from './work-gate.ts';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('single flight', () => {
  it('shares one run between concurrent identical calls, and starts afresh after it', async () => {
    const flight = createSingleFlight();
    const gate = deferred<number>();
    let runs = 0;
    const work = () => {
      runs += 1;
      return gate.promise;
    };
    const calls = Array.from({ length: 20 }, () => flight.run('alex:travel', work));
    expect(flight.inFlight).toBe(1);
    gate.resolve(42);
    expect(await Promise.all(calls)).toEqual(Array(20).fill(42));
    expect(runs).toBe(1);
    await flight.run('alex:travel', async () => 7);
    expect(runs).toBe(1); // the second run used its own work
    expect(flight.inFlight).toBe(0);
  });

  it('keeps different keys apart and fails every sharer of a failed run', async () => {
    const flight = createSingleFlight();
    const a = flight.run('a', async () => 'A');
    const b = flight.run('b', async () => 'B');
    expect(await Promise.all([a, b])).toEqual(['A', 'B']);
    const failing = [flight.run('c', async () => Promise.reject(new Error('boom'))), flight.run('c', async () => 'never')];
    for (const call of failing) await expect(call).rejects.toThrow('boom');
  });
});

describe('work gate', () => {
  it('runs at most `concurrency` at once, queues a few, and refuses beyond with 429 and Retry-After', async () => {
    const gate = createWorkGate({ concurrency: 2, queue: 2, perKey: 10, retryAfterSeconds: 3 });
    const release = deferred();
    let active = 0;
    let most = 0;
    const work = async () => {
      active += 1;
      most = Math.max(most, active);
      await release.promise;
      active -= 1;
      return 'done';
    };
    const accepted = [1, 2, 3, 4].map((i) => gate.run(`p${i}`, work));
    expect(gate.state()).toEqual({ running: 2, waiting: 2 });
    const refused = await gate.run('p5', work).catch((error: unknown) => error);
    expect(isTooManyRequests(refused)).toBe(true);
    expect((refused as { headers: Record<string, string> }).headers['Retry-After']).toBe('3');
    release.resolve();
    expect(await Promise.all(accepted)).toEqual(['done', 'done', 'done', 'done']);
    expect(most).toBe(2);
    expect(gate.state()).toEqual({ running: 0, waiting: 0 });
  });

  it("limits one key's share, so one person's burst cannot take every slot", async () => {
    const gate = createWorkGate({ concurrency: 4, queue: 8, perKey: 2 });
    const release = deferred();
    const burst = Array.from({ length: 20 }, () => gate.run('alex', () => release.promise.then(() => 'ok')).catch((e: unknown) => e));
    // Someone else still gets a slot at once.
    let othersRan = false;
    await gate.run('sam', async () => {
      othersRan = true;
    });
    expect(othersRan).toBe(true);
    release.resolve();
    const answers = await Promise.all(burst);
    expect(answers.filter((a) => a === 'ok')).toHaveLength(2);
    expect(answers.filter((a) => isTooManyRequests(a))).toHaveLength(18);
  });

  it('frees the slot when the work fails', async () => {
    const gate = createWorkGate({ concurrency: 1, queue: 0 });
    await expect(gate.run('a', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await gate.run('a', async () => 'next')).toBe('next');
  });
});
