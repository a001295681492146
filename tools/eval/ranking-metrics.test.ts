import { describe, expect, it } from 'vitest';
import { ndcgAtK, precisionAtK, relevantSet } from './ranking-metrics.ts';

const utility = new Map([
  ['a', 3],
  ['b', 2],
  ['c', 1],
  ['d', -1],
]);

describe('offline evaluation measures', () => {
  it('takes the top k by hidden utility as relevant', () => {
    expect([...relevantSet(utility, 2)]).toEqual(['a', 'b']);
  });

  it('counts relevant items among the first k', () => {
    expect(precisionAtK(['a', 'd'], relevantSet(utility, 2), 2)).toBe(0.5);
    expect(precisionAtK(['b', 'a'], relevantSet(utility, 2), 2)).toBe(1);
  });

  it('gives nDCG 1 for the ideal order and less for a worse one', () => {
    expect(ndcgAtK(['a', 'b', 'c'], utility, 3)).toBe(1);
    const worse = ndcgAtK(['c', 'b', 'a'], utility, 3);
    expect(worse).toBeLessThan(1);
    expect(worse).toBeCloseTo((1 + 2 / Math.log2(3) + 3 / 2) / (3 + 2 / Math.log2(3) + 1 / 2), 10);
    expect(ndcgAtK(['d'], new Map([['d', -1]]), 1)).toBe(0);
  });
});
