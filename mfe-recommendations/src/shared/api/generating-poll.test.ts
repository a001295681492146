import { describe, expect, it } from 'vitest';
import { RECOMMENDATION_POLL_MS } from '@alive/contracts/constants';
import { GENERATING_FIRST_POLL_MS, generatingPollDelay } from './personalized-recommendations.ts';

describe('generatingPollDelay', () => {
  it('asks again soon after a list first says generating, then waits half the time waited so far, up to the 3 s poll', () => {
    expect(generatingPollDelay(0)).toBe(GENERATING_FIRST_POLL_MS);
    expect(generatingPollDelay(GENERATING_FIRST_POLL_MS)).toBe(GENERATING_FIRST_POLL_MS);
    expect(generatingPollDelay(1000)).toBe(500);
    expect(generatingPollDelay(4 * RECOMMENDATION_POLL_MS)).toBe(RECOMMENDATION_POLL_MS);
    // Never faster than the first ask, never slower than the poll.
    for (const waited of [0, 50, 399, 401, 2500, 5999, 6001, 60_000]) {
      expect(generatingPollDelay(waited)).toBeGreaterThanOrEqual(GENERATING_FIRST_POLL_MS);
      expect(generatingPollDelay(waited)).toBeLessThanOrEqual(RECOMMENDATION_POLL_MS);
    }
  });
});
