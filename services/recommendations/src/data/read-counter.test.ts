import { createReadCounter } from './read-counter.ts';
import type { CacheReadCount } from './recommendation-cache-repository.ts';

function recorder(fail = false) {
  const batches: CacheReadCount[][] = [];
  return {
    batches,
    caches: {
      async addReads(counts: readonly CacheReadCount[]) {
        if (fail) throw new Error('database down');
        batches.push(counts.map((c) => ({ ...c })));
      },
    },
  };
}

const quiet = { warn: vi.fn() };

describe('read counter', () => {
  it('adds up reads per person and category and writes them in one batch per flush', async () => {
    const { batches, caches } = recorder();
    const reads = createReadCounter({ caches, flushMs: 0, logger: quiet });
    reads.count('u1', 'travel', true, 2);
    reads.count('u1', 'travel', false, 3.5);
    reads.count('u1', 'books', true, 1);
    reads.count('u2', 'travel', true, 4);
    expect(batches).toEqual([]);
    await reads.flush();
    expect(batches).toEqual([
      [
        { userId: 'u1', category: 'travel', hits: 1, misses: 1, totalResponseMs: 5.5 },
        { userId: 'u1', category: 'books', hits: 1, misses: 0, totalResponseMs: 1 },
        { userId: 'u2', category: 'travel', hits: 1, misses: 0, totalResponseMs: 4 },
      ],
    ]);
    await reads.flush();
    expect(batches).toHaveLength(1);
    reads.count('u1', 'travel', true, 1);
    await reads.stop();
    expect(batches[1]).toEqual([{ userId: 'u1', category: 'travel', hits: 1, misses: 0, totalResponseMs: 1 }]);
  });

  it('writes on its interval', async () => {
    vi.useFakeTimers();
    try {
      const { batches, caches } = recorder();
      const reads = createReadCounter({ caches, flushMs: 1000, logger: quiet });
      reads.count('u1', 'food', false, 7);
      await vi.advanceTimersByTimeAsync(999);
      expect(batches).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(batches).toEqual([[{ userId: 'u1', category: 'food', hits: 0, misses: 1, totalResponseMs: 7 }]]);
      await reads.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a failed write and keeps counting', async () => {
    const { caches } = recorder(true);
    const logger = { warn: vi.fn() };
    const reads = createReadCounter({ caches, flushMs: 0, logger });
    reads.count('u1', 'food', true, 1);
    await expect(reads.flush()).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    reads.count('u1', 'food', true, 1);
    await reads.stop();
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });
});
