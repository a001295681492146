import { describe, expect, it } from 'vitest';
import { DIMENSION_KEYS } from '../alive-dimensions.ts';
import { candidate } from '../recommendations/test-fixtures.ts';
import { coveragePhrase, proposeGapPairs, WHOLE_SET_LABEL } from './gap-pair-proposals.ts';
import { pairCoverage } from './pair-coverage.ts';

/** How the smart engine's and AI tools' sentences name a category, or the whole set (docs/product/admin.md). */

describe('coveragePhrase', () => {
  // Primary Drive contrasted by 1 pair and Life Engagement by 2, of 4 pairs.
  const coverage = pairCoverage([
    { option1Tags: { 'alive:primary_drive:intrinsic': 1 }, option2Tags: { 'alive:primary_drive:social': 1 } },
    { option1Tags: { 'alive:life_engagement:active': 1 }, option2Tags: { 'alive:life_engagement:reflective': 1 } },
    { option1Tags: { 'alive:life_engagement:active': 1 }, option2Tags: { 'alive:life_engagement:reflective': 1 } },
    { option1Tags: { 'setting:Nature': 1 }, option2Tags: { 'setting:Urban': 1 } },
  ]);
  const index = (key: (typeof DIMENSION_KEYS)[number]) => DIMENSION_KEYS.indexOf(key);

  it('says "of all N pairs" for the whole set, never "the N all pairs"', () => {
    const text = coveragePhrase(coverage, index('life_engagement'), WHOLE_SET_LABEL);
    expect(text).toBe(`which only 2 of all ${coverage.pairs} pairs contrast`);
    expect(text).not.toMatch(/all pairs|the \d+ all/);
    expect(coveragePhrase(coverage, index('value_investment'), WHOLE_SET_LABEL)).toBe('which no pair sets against each other yet');
  });

  it('names a category, with the verb agreeing with the count', () => {
    expect(coveragePhrase(coverage, index('primary_drive'), 'Travel')).toBe(`which only 1 of the ${coverage.pairs} Travel pairs contrasts`);
    expect(coveragePhrase(coverage, index('life_engagement'), 'Travel')).toBe(`which only 2 of the ${coverage.pairs} Travel pairs contrast`);
    expect(coveragePhrase(coverage, index('value_investment'), 'Travel')).toBe('which no Travel pair sets against each other yet');
  });
});

describe('proposeGapPairs over the whole set', () => {
  it('never reads "all" as a category', () => {
    const material = [
      candidate('street-food', { 'food:Street Food': 1 }, { value_investment: 2 }),
      candidate('home-cooking', { 'food:Familiar': 1 }, { value_investment: -2 }),
    ];
    const [proposal] = proposeGapPairs({ category: WHOLE_SET_LABEL, pairs: [], material, existingPairs: [], limit: 1 });
    expect(proposal!.reasoning).toBe('Contrasts Exploring and Traditional, which no pair sets against each other yet, and brings in Familiar and Street Food, which no pair carries yet.');
    expect(proposal!.explorationArea).toBe('Value Investment across all pairs: no pair contrasts it yet');
  });
});
