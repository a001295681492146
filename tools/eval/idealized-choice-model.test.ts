import { describe, expect, it } from 'vitest';
import { medianChoices, optimalStableShare, policyStableShare, randomStableShare, settledShare } from './idealized-choice-model.ts';

// The limit behind docs/profile-model.md (Adaptive choices): what any next-pair policy can reach in
// the idealized loop, against the product's policy and random selection.
const reliability = 0.8;

describe('the idealized home loop', () => {
  // One answer on a dimension: margin +1 (settled right 1 − 0.25) or −1 (1 − 0.4), evenly.
  const oneAnswerEach = ((0.75 + 0.6) / 2) ** 5;

  it('values five choices, one per dimension, as the product of the five settled shares', () => {
    expect(settledShare({ margin: 1, choices: 1 }, reliability)).toBeCloseTo(0.75, 10);
    expect(settledShare({ margin: -1, choices: 1 }, reliability)).toBeCloseTo(0.6, 10);
    expect(settledShare({ margin: 0, choices: 0 }, reliability)).toBe(0);
    expect(optimalStableShare({ reliability, noRepeat: false })(5)).toBeCloseTo(oneAnswerEach, 10);
    expect(optimalStableShare({ reliability, noRepeat: true })(5)).toBeCloseTo(oneAnswerEach, 10);
    expect(policyStableShare(reliability)(5)).toBeCloseTo(oneAnswerEach, 10);
    // Random reaches it only when the five choices fall on five different dimensions: 5!/5^5.
    expect(randomStableShare(5, reliability)).toBeCloseTo((120 / 3125) * oneAnswerEach, 10);
    expect(randomStableShare(4, reliability)).toBe(0);
  });

  it('orders the policies: the best without the rule, the best with it, the product policy, random', () => {
    const free = optimalStableShare({ reliability, noRepeat: false });
    const rule = optimalStableShare({ reliability, noRepeat: true });
    const policy = policyStableShare(reliability);
    for (let horizon = 6; horizon <= 13; horizon++) {
      expect(free(horizon)).toBeGreaterThanOrEqual(rule(horizon) - 1e-12);
      expect(rule(horizon)).toBeGreaterThanOrEqual(policy(horizon) - 1e-12);
      expect(policy(horizon)).toBeGreaterThan(randomStableShare(horizon, reliability));
    }
  });

  it('needs a median of 16 choices with the no-repeat rule, whatever the policy, and the product policy gets there', () => {
    const rule = optimalStableShare({ reliability, noRepeat: true });
    expect(rule(15)).toBeLessThan(0.5);
    expect(medianChoices(rule, 10, 16)).toBe(16);
    expect(medianChoices(policyStableShare(reliability), 10, 30)).toBe(16);
    expect(medianChoices(optimalStableShare({ reliability, noRepeat: false }), 10, 16)).toBe(14);
    expect(medianChoices((horizon) => randomStableShare(horizon, reliability), 10, 40)).toBe(25);
  }, 60_000);
});
