import { describe, expect, it } from 'vitest';
import { createMemoryRateLimit } from './memory-rate-limit.ts';

describe('memory rate limit', () => {
  it('allows the points of a window, then says how long to wait, and starts again with the next window', () => {
    const limit = createMemoryRateLimit({ points: 2, durationMs: 1000 });
    expect([limit.hit('a', 10_000), limit.hit('a', 10_100), limit.hit('a', 10_200)]).toEqual([null, null, 800]);
    expect(limit.hit('b', 10_200)).toBeNull();
    expect(limit.hit('a', 11_000)).toBeNull();
  });

  it('refuses new keys beyond its bound instead of growing', () => {
    const limit = createMemoryRateLimit({ points: 5, durationMs: 1000, maxKeys: 2 });
    expect([limit.hit('a', 0), limit.hit('b', 0), limit.hit('c', 0)]).toEqual([null, null, 1000]);
    expect(limit.hit('a', 0)).toBeNull();
  });
});
