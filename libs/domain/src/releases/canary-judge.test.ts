import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALPHA_SHARES, differenceConfidenceSequence, judgeCanary, rateConfidenceSequence, type ReleaseCounts } from './canary-judge.ts';
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

const check = (verdict: ReturnType<typeof judgeCanary>, metric: string) => verdict.checks.find((c) => c.metric === metric);

/** The error-rate check's share of the default alpha (0.01). */
const errorAlpha = 0.01 * ALPHA_SHARES['error-rate'];

describe('anytime-valid confidence sequences', () => {
  it('are wider than a fixed-sample interval of the same level, and narrow as the sample grows', () => {
    // 0 of 1,000: the exact fixed-sample 99 % upper bound is 0.46 %; a bound valid at every look must be wider.
    const none1000 = rateConfidenceSequence(0, 1000, 0.01);
    expect(none1000.low).toBe(0);
    expect(none1000.high).toBeGreaterThan(0.0046);
    expect(none1000.high).toBeLessThan(0.01);
    const small = rateConfidenceSequence(20, 1000, 0.01);
    const large = rateConfidenceSequence(200, 10_000, 0.01);
    expect(small.low).toBeLessThan(0.02);
    expect(small.high).toBeGreaterThan(0.02);
    expect(large.high - large.low).toBeLessThan((small.high - small.low) / 2);
    // Newcombe's example, 56/70 against 48/80: the fixed-sample 95 % interval is [0.052, 0.334]; the sequence holds it.
    const difference = differenceConfidenceSequence(56, 70, 48, 80, 0.05);
    expect(difference.difference).toBeCloseTo(0.2, 6);
    expect(difference.low).toBeLessThan(0.0524);
    expect(difference.high).toBeGreaterThan(0.3339);
  });

  it('cover the true difference at every look of a seeded stream, far more often than alpha says they may not', () => {
    // 200 streams of 5,000 + 45,000 Bernoulli page loads (2 % against 2 %), looked at every 200 loads:
    // at alpha 0.1, at most about 20 may ever leave out the truth (0).
    let state = 42;
    const uniform = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    let missed = 0;
    for (let stream = 0; stream < 200; stream += 1) {
      let x1 = 0;
      let n1 = 0;
      let x2 = 0;
      let n2 = 0;
      for (let look = 0; look < 25; look += 1) {
        for (let i = 0; i < 200; i += 1) {
          n1 += 1;
          if (uniform() < 0.02) x1 += 1;
        }
        for (let i = 0; i < 1800; i += 1) {
          n2 += 1;
          if (uniform() < 0.02) x2 += 1;
        }
        const { low, high } = differenceConfidenceSequence(x1, n1, x2, n2, 0.1);
        if (low > 0 || high < 0) {
          missed += 1;
          break;
        }
      }
    }
    expect(missed).toBeLessThanOrEqual(20);
  }, 30_000);

  it('agree with the checks: worse has its lower bound above 0, healthy its upper bound below the margin', () => {
    const worse = differenceConfidenceSequence(6000, 200_000, 2000, 200_000, errorAlpha);
    expect(worse.low).toBeGreaterThan(0.01);
    const healthy = differenceConfidenceSequence(40, 4000, 40, 4000, errorAlpha);
    expect(healthy.high).toBeLessThan(0.01);
    expect(healthy.low).toBeLessThan(0);
  });
});

describe('judgeCanary on tables of counts', () => {
  it.each([
    ['too few canary page loads', 'insufficient-data', counts(150, 150), counts(2000, 0), {}],
    ['a canary that throws on every render', 'worse', counts(20, 20), counts(40, 0), { minLoads: 10 }],
    ['the browser test: 8 page loads of 8 with an error, stable clean', 'worse', counts(8, 8), counts(10, 0), { minLoads: 8 }],
    ['the same error rate, plenty of traffic', 'healthy', counts(4000, 40), counts(4000, 40), {}],
    ['a slightly higher error rate, little traffic', 'inconclusive', counts(300, 6), counts(300, 3), {}],
    ['errors 2 points up, 300 canary loads: not yet', 'inconclusive', counts(300, 12), counts(2700, 54), {}],
    ['errors 2 points up, 2,000 canary loads', 'worse', counts(2000, 80), counts(18_000, 360), {}],
    ['a small excess within the margin, huge traffic', 'healthy', counts(200_000, 2_300), counts(200_000, 2_000), { maxLoads: 1_000_000 }],
    ['an excess beyond the margin, huge traffic', 'worse', counts(200_000, 6_000), counts(200_000, 2_000), { maxLoads: 1_000_000 }],
    ['an excess beyond doubt but within the margin', 'healthy', counts(200_000, 3_000), counts(200_000, 2_000), { maxLoads: 1_000_000 }],
    ['failed loads alone', 'worse', counts(1000, 40, 40), counts(1000, 0, 0), {}],
    ['failed loads 2 points up, 1,000 canary loads', 'worse', counts(1000, 45, 25), counts(9000, 180, 45), {}],
    ['not shown worse at maxLoads', 'healthy', counts(5000, 60), counts(5000, 45), {}],
    ['canary at 100 %: judged against the baseline, worse', 'worse', counts(400, 40), counts(0, 0), {}],
    ['canary at 100 %: the browser test, 8 of 8', 'worse', counts(8, 8), counts(3, 0), { minLoads: 8 }],
    ['canary at 100 %: judged against the baseline, fine', 'healthy', counts(2000, 4), counts(0, 0), {}],
    ['canary at 100 %: a little above the baseline, not yet clear', 'inconclusive', counts(400, 12), counts(0, 0), {}],
  ] as const)('%s → %s', (_case, expected, canary, stable, options) => {
    expect(judgeCanary(canary, stable, options).verdict).toBe(expected);
  });

  it('names every failing metric, with its numbers, in one sentence', () => {
    const verdict = judgeCanary(counts(650, 200, 200), counts(400, 0, 0));
    expect(verdict.verdict).toBe('worse');
    expect(verdict.reason).toBe(
      'Error rate 30.8 % (200 of 650 page loads) against 0.0 % (0 of 400) on stable: worse beyond doubt (anytime-valid, 99 %); ' +
        'Failed loads 30.8 % (200 of 650 page loads) against 0.0 % (0 of 400) on stable: worse beyond doubt (anytime-valid, 99 %).',
    );
    expect(judgeCanary(counts(650, 200, 200), counts(400, 0, 0), { alpha: 0.001 }).reason).toMatch(/\(anytime-valid, 99\.9 %\)/);
    expect(judgeCanary(counts(400, 40), counts(0, 0)).reason).toBe(
      'Error rate 10.0 % (40 of 400 page loads) against a 2.0 % baseline (stable has 0 page loads): worse beyond doubt (anytime-valid, 99 %).',
    );
  });

  it('asks for more evidence with a smaller alpha', () => {
    const canary = counts(1500, 60);
    const stable = counts(13_500, 270);
    expect(judgeCanary(canary, stable).verdict).toBe('worse');
    expect(judgeCanary(canary, stable, { alpha: 1e-6 }).verdict).toBe('inconclusive');
  });

  it('says how many page loads are still needed', () => {
    expect(judgeCanary(counts(12, 0), counts(30, 0)).reason).toBe('12 of the 200 canary page loads needed before judging.');
  });

  it('finds a much slower p75 LCP with plenty of samples, and leaves a small slowdown alone', () => {
    const stableLcp = samples(400, 500, 2500);
    const slow = judgeCanary(counts(400, 4, 0, samples(400, 1500, 5000)), counts(400, 4, 0, stableLcp));
    expect(slow.verdict).toBe('worse');
    expect(check(slow, 'lcp-p75')?.verdict).toBe('worse');
    expect(slow.reason).toMatch(/^p75 LCP \d+ ms against \d+ ms on stable: slower beyond doubt \(anytime-valid, 99 %\)/);
    const slightly = judgeCanary(counts(400, 4, 0, samples(400, 520, 2560)), counts(400, 4, 0, stableLcp));
    expect(check(slightly, 'lcp-p75')?.verdict).toBe('healthy');
  });

  it('waits on a p75 that is slower by more than the slack but on too few samples to be sure', () => {
    const verdict = judgeCanary(counts(400, 4, 0, samples(100, 600, 2900)), counts(400, 4, 0, samples(100, 500, 2500)));
    const lcp = check(verdict, 'lcp-p75');
    expect(lcp?.detail).toMatch(/^p75 LCP \d+ ms against \d+ ms on stable: not yet clear$/);
    expect(lcp?.verdict).toBe('inconclusive');
  });

  it('never calls a faster canary slower: only a larger share above a bound counts', () => {
    // Faster almost everywhere, with a slower tail that leaves its p75 above stable's.
    const canary = emptyVitalHistogram();
    for (let i = 0; i < 700; i += 1) addToHistogram(canary, 100 + i);
    for (let i = 0; i < 300; i += 1) addToHistogram(canary, 2600 + i);
    const verdict = judgeCanary(counts(1000, 10, 0, canary), counts(1000, 10, 0, samples(1000, 500, 2500)));
    expect(check(verdict, 'lcp-p75')?.verdict).not.toBe('healthy');
    // Its tail above 2,500 ms (30 % against 0 %) is slower beyond doubt; below, being faster is no evidence.
    expect(check(verdict, 'lcp-p75')?.verdict).toBe('worse');
    const faster = judgeCanary(counts(1000, 10, 0, samples(1000, 100, 1200)), counts(1000, 10, 0, samples(1000, 500, 2500)));
    expect(check(faster, 'lcp-p75')?.verdict).toBe('healthy');
  });

  it('does not compare vitals without enough samples a side', () => {
    const verdict = judgeCanary(counts(400, 4, 0, samples(20, 4000, 9000)), counts(400, 4, 0, samples(400, 500, 900)));
    expect(check(verdict, 'lcp-p75')?.verdict).toBe('insufficient-data');
    expect(verdict.verdict).not.toBe('worse');
  });

  it('never calls an A/A canary worse at typical sizes, however its counts fall within 2.5 standard deviations', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 5000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom(0.005, 0.02, 0.05, 0.2),
        fc.double({ min: -2.5, max: 2.5, noNaN: true }),
        fc.double({ min: -2.5, max: 2.5, noNaN: true }),
        (canaryLoads, stableTimes, rate, canaryDeviation, stableDeviation) => {
          const stableLoads = canaryLoads * stableTimes;
          const draw = (loads: number, deviation: number) => Math.min(loads, Math.max(0, Math.round(loads * rate + deviation * Math.sqrt(loads * rate * (1 - rate)))));
          const canaryCount = draw(canaryLoads, canaryDeviation);
          const stableCount = draw(stableLoads, stableDeviation);
          const verdict = judgeCanary(counts(canaryLoads, canaryCount, canaryCount), counts(stableLoads, stableCount, stableCount));
          expect(verdict.verdict).not.toBe('worse');
        },
      ),
      { numRuns: 500 },
    );
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
