import { describe, expect, it } from 'vitest';
import { recommendationPerformance } from './recommendation-performance.ts';
import { isRefreshDue, REFRESH_EVERY_CHOICES } from './refresh-policy.ts';

describe('recommendationPerformance', () => {
  it('is zeros without reads, still counting the lists', () => {
    expect(recommendationPerformance({ listCount: 0, hits: 0, misses: 0, totalResponseMs: 0 })).toEqual({
      totalCached: 0,
      avgResponseTime: 0,
      cacheHitRate: 0,
    });
    expect(recommendationPerformance({ listCount: 3, hits: 0, misses: 0, totalResponseMs: 0 })).toMatchObject({ totalCached: 3 });
  });

  it('averages the answer time over reads and rates hits against all reads', () => {
    // 3 hits, 4 misses → 3 / 7 = 42.857 % ; 10.5 ms / 7 reads = 1.5 ms
    expect(recommendationPerformance({ listCount: 4, hits: 3, misses: 4, totalResponseMs: 10.5 })).toEqual({
      totalCached: 4,
      avgResponseTime: 1.5,
      cacheHitRate: 42.9,
    });
  });
});

describe('isRefreshDue', () => {
  it('is due on the 5th choice since the last refresh, not before', () => {
    expect(REFRESH_EVERY_CHOICES).toBe(5);
    expect(isRefreshDue(4)).toBe(false);
    expect(isRefreshDue(5)).toBe(true);
  });
});
