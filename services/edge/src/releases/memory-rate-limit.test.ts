import { describe, expect, it } from 'vitest';
import { createMemoryRateLimit } from './memory-rate-limit.ts';

describe('memory rate limit', () => {
  it('allows the points of a window, then says how long to wait, and starts again with the next window', () => {
    const limit = createMemoryRateLimit({ points: 2, durationMs: 1000 });
    expect([limit.hit('a', 10_000), limit.hit('a', 10_100), limit.hit('a', 10_200)]).toEqual([null, null, 800]);
    expect(limit.hit('b', 10_200)).toBeNull();
    expect(limit.hit('a', 11_000)).toBeNull();
  });

  it('keeps its memory fixed and never locks a real visitor out, however many keys an attacker fills it with', () => {
    const limit = createMemoryRateLimit({ points: 60, durationMs: 60_000 });
    const before = limit.bytes;
    // A million distinct keys, each at its full limit's worth of hits spread over them: 1,000,000 hits.
    for (let i = 0; i < 1_000_000; i += 1) limit.hit(`attacker-${i}`, 1000);
    expect(limit.bytes).toBe(before);
    expect(before).toBeLessThanOrEqual(2 * 1024 * 1024);
    // Real visitors still get most of their own limit in the same window.
    for (const visitor of ['203.0.113.7', '198.51.100.23', 'page-AbCdEf123456']) {
      let allowed = 0;
      while (limit.hit(visitor, 2000) === null) allowed += 1;
      expect(allowed).toBeGreaterThanOrEqual(40);
      expect(allowed).toBeLessThanOrEqual(60);
    }
  });

  it('refuses one key past its limit while others go on', () => {
    const limit = createMemoryRateLimit({ points: 3, durationMs: 1000 });
    for (let i = 0; i < 3; i += 1) expect(limit.hit('flooder', 0)).toBeNull();
    expect(limit.hit('flooder', 0)).toBe(1000);
    expect(limit.hit('someone-else', 0)).toBeNull();
  });
});
