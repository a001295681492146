import { describe, expect, it } from 'vitest';
import type { CandidatePair, LearnerState } from '../adaptive/next-pair-policy.ts';
import type { DimensionKey } from '../alive-dimensions.ts';
import { catalogueCategoriesOfInterests, chooseWithInterests, INTEREST_DRAW_SHARE, interestCategoryForDraw, interestsFirst } from './interest-categories.ts';

/** Replays the given draws, then repeats the last. */
const draws = (...values: number[]) => {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)]!;
};

const noEvidence = { preferences: {}, dimensions: [], feedback: [] };

describe('interestCategoryForDraw', () => {
  it('draws from every category without a pick', () => {
    expect(interestCategoryForDraw([], draws(0))).toBeUndefined();
  });

  it('draws a picked category with probability INTEREST_DRAW_SHARE, uniformly among them', () => {
    expect(interestCategoryForDraw(['Books', 'Travel'], draws(0, 0))).toBe('Books');
    expect(interestCategoryForDraw(['Books', 'Travel'], draws(0, 0.99))).toBe('Travel');
    expect(interestCategoryForDraw(['Books', 'Travel'], draws(INTEREST_DRAW_SHARE - 0.001, 0.5))).toBe('Travel');
    expect(interestCategoryForDraw(['Books', 'Travel'], draws(INTEREST_DRAW_SHARE))).toBeUndefined();
  });

  it('keeps exploring: over many draws about a quarter go to every category', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const counts = { Books: 0, Travel: 0, any: 0 };
    for (let i = 0; i < 10_000; i++) counts[interestCategoryForDraw(['Books', 'Travel'] as const, random) ?? 'any'] += 1;
    expect(counts.any / 10_000).toBeCloseTo(1 - INTEREST_DRAW_SHARE, 1);
    expect(Math.abs(counts.Books - counts.Travel)).toBeLessThan(400);
  });
});

describe('interestsFirst', () => {
  const items = [
    { slug: 'm1', category: 'movies' },
    { slug: 'b1', category: 'books' },
    { slug: 't1', category: 'travel' },
    { slug: 'b2', category: 'books' },
  ];
  const categoryOf = (item: { category: string }) => item.category;

  it('puts the picked categories first in a starter list, each part in ranked order', () => {
    expect(interestsFirst(items, categoryOf, noEvidence, ['Books']).map((i) => i.slug)).toEqual(['b1', 'b2', 'm1', 't1']);
    expect(interestsFirst(items, categoryOf, noEvidence, ['Travel', 'Entertainment']).map((i) => i.slug)).toEqual(['m1', 't1', 'b1', 'b2']);
  });

  it('leaves the list alone without a pick or once there is evidence', () => {
    expect(interestsFirst(items, categoryOf, noEvidence, [])).toEqual(items);
    expect(interestsFirst(items, categoryOf, { ...noEvidence, preferences: { 'genre:Drama': 0.7 } }, ['Books'])).toEqual(items);
    expect(interestsFirst(items, categoryOf, { ...noEvidence, dimensions: [{}] }, ['Books'])).toEqual(items);
    expect(interestsFirst(items, categoryOf, { ...noEvidence, feedback: [{}] }, ['Books'])).toEqual(items);
  });

  it('maps choice categories to catalogue ones, case-insensitively', () => {
    expect(catalogueCategoriesOfInterests(['Creative', 'MOVIES', 'Unknown'])).toEqual(new Set(['learning', 'movies']));
  });
});

describe('chooseWithInterests', () => {
  const POLES: Partial<Record<DimensionKey, [string, string]>> = {
    primary_drive: ['intrinsic', 'social'],
    life_engagement: ['active', 'reflective'],
  };
  /** A one-dimension pair with its own preference tags. */
  const pairOn = (id: number, key: DimensionKey): CandidatePair => ({
    id,
    option1Tags: { [`alive:${key}:${POLES[key]![0]}`]: 1, [`style:A${id}`]: 1 },
    option2Tags: { [`alive:${key}:${POLES[key]![1]}`]: 1, [`style:B${id}`]: 1 },
  });
  const never = () => 0.99; // never explores
  const fresh: LearnerState = { dimensions: {}, exploredTags: new Set() };
  const settled = { positiveWeight: 6, negativeWeight: 0, choiceCount: 6 };

  it('serves the picked category when its pair is worth about as much', () => {
    expect(chooseWithInterests([pairOn(1, 'primary_drive')], [pairOn(2, 'life_engagement')], fresh, never)?.id).toBe(2);
  });

  it('serves the policy pick when the picked category teaches much less', () => {
    const state: LearnerState = { ...fresh, dimensions: { life_engagement: settled } };
    expect(chooseWithInterests([pairOn(1, 'primary_drive')], [pairOn(2, 'life_engagement')], state, never)?.id).toBe(1);
  });

  it('keeps the no-repeat rule: a picked pair on the last dimension loses to one elsewhere', () => {
    const state: LearnerState = { ...fresh, lastDimensions: new Set<DimensionKey>(['life_engagement']) };
    expect(chooseWithInterests([pairOn(1, 'primary_drive')], [pairOn(2, 'life_engagement')], state, never)?.id).toBe(1);
  });

  it('falls back to every category when the picked one has nothing left, and null when nothing is left at all', () => {
    expect(chooseWithInterests([pairOn(1, 'primary_drive')], [], fresh, never)?.id).toBe(1);
    expect(chooseWithInterests([], [], fresh, never)).toBeNull();
  });
});
