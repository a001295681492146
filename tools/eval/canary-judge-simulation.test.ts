import { VITAL_BUCKET_COUNT, VITAL_BUCKETS_MS } from '@alive/domain';
import { describe, expect, it } from 'vitest';
import { binomial, bucketProbabilities, poisson, simulate } from './canary-judge-simulation.ts';
import { seededRandom } from './seeded-random.ts';

// The canary judge's simulation (docs/deploy.md, "The decision rule") on a small fixed seed, so neither
// the harness nor the judge can drift from the measured figures unnoticed. `npm run eval:canary-judge`
// prints the full table (10,000 A/A canaries, 1,000 of each worse kind).
describe('the canary judge, simulated', () => {
  it('draws counts with the right means, and vitals over every bucket', () => {
    const random = seededRandom(3);
    const draws = 20_000;
    let binomialSum = 0;
    let poissonSum = 0;
    for (let i = 0; i < draws; i += 1) {
      binomialSum += binomial(random, 180, 0.02);
      poissonSum += poisson(random, 20);
    }
    expect(binomialSum / draws).toBeCloseTo(3.6, 1);
    expect(poissonSum / draws).toBeCloseTo(20, 1);
    expect(binomial(random, 1200, 1)).toBe(1200);
    expect(binomial(random, 1200, 0)).toBe(0);
    const lcp = bucketProbabilities(1200, 0.5);
    expect(lcp).toHaveLength(VITAL_BUCKET_COUNT);
    expect(lcp.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
    // Half the mass at or below the median, 1,200 ms (a bucket bound).
    const upToMedian = lcp.slice(0, VITAL_BUCKETS_MS.indexOf(1200) + 1).reduce((sum, p) => sum + p, 0);
    expect(upToMedian).toBeCloseTo(0.5, 6);
  });

  it('rolls back few A/A canaries with the anytime-valid judge, many with the fixed-sample one, and catches every worse kind in time (seed 7)', () => {
    const { sameCode, worse } = simulate({ seed: 7, canaries: 300, badCanaries: 50 });
    const falseRate = (name: 'legacy' | 'anytime') => sameCode.judges[name].rolledBack / sameCode.scenario.canaries;
    // Full run: about 0.3 % against 11 %.
    expect(falseRate('anytime')).toBeLessThanOrEqual(0.02);
    expect(falseRate('legacy')).toBeGreaterThanOrEqual(0.05);
    expect(worse.map((scenario) => scenario.scenario.name)).toEqual(['failed loads +2 points', 'error rate +2 points', 'p75 LCP 30 % slower']);
    for (const scenario of worse) {
      const { anytime, legacy } = scenario.judges;
      expect(anytime.rolledBack, scenario.scenario.name).toBeGreaterThanOrEqual(0.9 * scenario.scenario.canaries);
      // Full run: about 440, 820 and 220 canary loads.
      expect(anytime.medianLoads, scenario.scenario.name).not.toBeNull();
      expect(anytime.medianLoads!, scenario.scenario.name).toBeLessThanOrEqual(1200);
      // Peeking at a fixed-sample interval is quick to act, on the bad and the good alike.
      expect(legacy.medianLoads!, scenario.scenario.name).toBeLessThanOrEqual(anytime.medianLoads!);
    }
    const slower = worse[2]!.judges.anytime;
    expect(slower.byCheck['lcp-p75']).toBeGreaterThanOrEqual(0.9 * slower.rolledBack);
  }, 60_000);
});
