import { describe, expect, it } from 'vitest';
import { recommendationPerformance } from './recommendation-performance.ts';
import { isRefreshDue, REFRESH_EVERY_CHOICES } from './refresh-policy.ts';

describe('recommendationPerformance', () => {
  it('is all zeros without cache rows', () => {
    expect(recommendationPerformance({ cachedCount: 0, totalGenerationMs: 0, totalHits: 0 })).toEqual({
      totalCached: 0,
      avgResponseTime: 0,
      cacheHitRate: 0,
    });
  });

  it('averages generation time and counts each row as one miss', () => {
    // 4 rows, 3 hits → 3 / 7 = 42.857 % ; (100 + 200 + 300 + 401) / 4 = 250.25 ms
    expect(recommendationPerformance({ cachedCount: 4, totalGenerationMs: 1001, totalHits: 3 })).toEqual({
      totalCached: 4,
      avgResponseTime: 250,
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
