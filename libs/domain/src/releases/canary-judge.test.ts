import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { differenceInterval, judgeCanary, wilsonInterval, type ReleaseCounts } from './canary-judge.ts';
import { addToHistogram, emptyVitalHistogram } from './vital-histogram.ts';

const none = emptyVitalHistogram();
const counts = (loads: number, erroredLoads: number, failedLoads = 0, lcp: readonly number[] = none, inp: readonly number[] = none): ReleaseCounts => ({
  loads,
  erroredLoads,
  failedLoads,
  lcp,
  inp,
});

/** `n` samples spread evenly from `from` to `to` ms. */
function samples(n: number, from: number, to: number): number[] {
  const histogram = emptyVitalHistogram();
  for (let i = 0; i < n; i += 1) addToHistogram(histogram, from + ((to - from) * i) / Math.max(1, n - 1));
  return histogram;
}

describe('Wilson and Newcombe intervals', () => {
  it('match published values', () => {
    const zero = wilsonInterval(0, 10, 1.96);
    expect(zero.low).toBe(0);
    expect(zero.high).toBeCloseTo(0.2775, 4);
    const half = wilsonInterval(5, 10, 1.96);
    expect(half.low).toBeCloseTo(0.2366, 4);
    expect(half.high).toBeCloseTo(0.7634, 4);
    // Newcombe (1998), table II example: 56/70 against 48/80 → difference 0.2, 95 % interval [0.0524, 0.3339].
    const difference = differenceInterval(56, 70, 48, 80, 1.96);
    expect(difference.difference).toBeCloseTo(0.2, 6);
    expect(difference.low).toBeCloseTo(0.0524, 3);
    expect(difference.high).toBeCloseTo(0.3339, 3);
  });
});

describe('judgeCanary on tables of counts', () => {
  it.each([
    ['too few canary page loads', counts(150, 150), counts(2000, 0), {}, 'insufficient-data'],
    ['a canary that throws on every render', counts(20, 20), counts(40, 0), { minLoads: 10 }, 'worse'],
    ['the same error rate, plenty of traffic', counts(4000, 40), counts(4000, 40), {}, 'healthy'],
    ['a slightly higher error rate, little traffic', counts(300, 6), counts(300, 3), {}, 'inconclusive'],
    ['a small excess within the margin, huge traffic', counts(200_000, 2_300), counts(200_000, 2_000), { maxLoads: 1_000_000 }, 'healthy'],
    ['an excess beyond the margin, huge traffic', counts(200_000, 6_000), counts(200_000, 2_000), { maxLoads: 1_000_000 }, 'worse'],
    ['failed loads alone', counts(1000, 40, 40), counts(1000, 0, 0), {}, 'worse'],
    ['not shown worse at maxLoads', counts(5000, 60), counts(5000, 45), {}, 'healthy'],
    ['canary at 100 %: judged against the baseline, worse', counts(400, 40), counts(0, 0), {}, 'worse'],
    ['canary at 100 %: judged against the baseline, fine', counts(2000, 4), counts(0, 0), {}, 'healthy'],
  ] as const)('%s → %s', (_case, canary, stable, options, expected) => {
    expect(judgeCanary(canary, stable, options).verdict).toBe(expected);
  });

  it('names every failing metric, with its numbers, in one sentence', () => {
    const verdict = judgeCanary(counts(20, 20, 20), counts(40, 0, 0), { minLoads: 10 });
    expect(verdict.verdict).toBe('worse');
    expect(verdict.reason).toBe(
      'Error rate 100.0 % (20 of 20 page loads) against 0.0 % (0 of 40) on stable: worse beyond doubt at 99 % confidence; ' +
        'Failed loads 100.0 % (20 of 20 page loads) against 0.0 % (0 of 40) on stable: worse beyond doubt at 99 % confidence.',
    );
  });

  it('says how many page loads are still needed', () => {
    expect(judgeCanary(counts(12, 0), counts(30, 0)).reason).toBe('12 of the 200 canary page loads needed before judging.');
  });

  it('finds a much slower p75 LCP with plenty of samples, and leaves a small slowdown alone', () => {
    const stableLcp = samples(400, 500, 2500);
    const slow = judgeCanary(counts(400, 4, 0, samples(400, 1500, 5000)), counts(400, 4, 0, stableLcp));
    expect(slow.verdict).toBe('worse');
    expect(slow.checks.find((check) => check.metric === 'lcp-p75')?.verdict).toBe('worse');
    expect(slow.reason).toMatch(/^p75 LCP \d+ ms against \d+ ms on stable: slower beyond doubt/);
    const slightly = judgeCanary(counts(400, 4, 0, samples(400, 520, 2560)), counts(400, 4, 0, stableLcp));
    expect(slightly.checks.find((check) => check.metric === 'lcp-p75')?.verdict).toBe('healthy');
  });

  it('does not compare vitals without enough samples a side', () => {
    const verdict = judgeCanary(counts(400, 4, 0, samples(20, 4000, 9000)), counts(400, 4, 0, samples(400, 500, 900)));
    expect(verdict.checks.find((check) => check.metric === 'lcp-p75')?.verdict).toBe('insufficient-data');
    expect(verdict.verdict).not.toBe('worse');
  });

  it('never turns worse into healthy when the canary has more errors', () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 3000 }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 3000 }), (loads, errors, stableErrors, extra) => {
        const canaryErrors = Math.min(loads, errors);
        const before = judgeCanary(counts(loads, canaryErrors), counts(3000, stableErrors)).verdict;
        const after = judgeCanary(counts(loads, Math.min(loads, canaryErrors + extra)), counts(3000, stableErrors)).verdict;
        if (before === 'worse') expect(after).toBe('worse');
        if (after === 'healthy') expect(before).not.toBe('worse');
      }),
      { numRuns: 200 },
    );
  });
});
