import { describe, expect, it } from 'vitest';
import type { DimensionKey } from '../alive-dimensions.ts';
import {
  chooseNextPair,
  DEFAULT_POLICY_TUNING,
  letterUnsettled,
  pairDimensions,
  pairValue,
  readPair,
  type CandidatePair,
  type LearnerState,
} from './next-pair-policy.ts';

const POLES: Record<DimensionKey, [string, string]> = {
  primary_drive: ['intrinsic', 'social'],
  happiness_orientation: ['meaningful', 'emotional'],
  life_engagement: ['active', 'reflective'],
  value_investment: ['exploring', 'traditional'],
  locus_of_control: ['control', 'flow'],
};

/** A seed-style pair: option 1 on the + pole of each dimension, option 2 on the − pole. */
function pairOn(id: number, dimensions: DimensionKey[], tags: [string, string] = ['style:A', 'style:B']): CandidatePair {
  const option1Tags: Record<string, number> = { [tags[0]]: 1 };
  const option2Tags: Record<string, number> = { [tags[1]]: 1 };
  for (const key of dimensions) {
    option1Tags[`alive:${key}:${POLES[key][0]}`] = 1;
    option2Tags[`alive:${key}:${POLES[key][1]}`] = 1;
  }
  return { id, option1Tags, option2Tags };
}

const settled = { positiveWeight: 6, negativeWeight: 0, choiceCount: 6 };
const state = (overrides: Partial<LearnerState> = {}): LearnerState => ({ dimensions: {}, exploredTags: new Set(), ...overrides });
const never = () => 0.99; // never explores

describe('letterUnsettled', () => {
  const r = 0.8;
  it('is 1 without evidence and 0.625 at a tie (wrong half the time, turned a quarter of the rest)', () => {
    expect(letterUnsettled(undefined, r)).toBe(1);
    expect(letterUnsettled({ positiveWeight: 0, negativeWeight: 0, choiceCount: 0 }, r)).toBe(1);
    expect(letterUnsettled({ positiveWeight: 2, negativeWeight: 2, choiceCount: 4 }, r)).toBeCloseTo(0.625, 10);
  });

  it('falls as the margin grows, and a lean to the − pole is less settled than the same lean to the + pole (a tie shows +)', () => {
    const at = (margin: number) => letterUnsettled({ positiveWeight: Math.max(margin, 0), negativeWeight: Math.max(-margin, 0), choiceCount: Math.abs(margin) || 1 }, r);
    expect(at(1)).toBeCloseTo(0.25, 10);
    expect(at(-1)).toBeCloseTo(0.4, 10);
    expect(at(-1)).toBeGreaterThan(at(1));
    for (const m of [0, 1, 2, 3]) {
      expect(at(m + 1)).toBeLessThan(at(m));
      expect(at(-(m + 1))).toBeLessThan(at(-m));
    }
    expect(at(6)).toBeLessThan(0.001);
  });
});

describe('pairValue', () => {
  it('is worth the need of the dimension the pair contrasts on', () => {
    const learner = state({ dimensions: { primary_drive: settled } });
    expect(pairValue(pairOn(1, ['life_engagement']), learner)).toBeGreaterThan(pairValue(pairOn(2, ['primary_drive']), learner));
  });

  it('values a pair on two dimensions below a pair on one equally open dimension (split poles answer at random)', () => {
    expect(pairValue(pairOn(1, ['primary_drive', 'life_engagement']), state())).toBeLessThan(pairValue(pairOn(2, ['primary_drive']), state()));
  });

  it('adds a little for preference tags never met', () => {
    const learner = state({ exploredTags: new Set(['style:A', 'style:B']) });
    const known = pairValue(pairOn(1, ['primary_drive']), learner);
    const fresh = pairValue(pairOn(2, ['primary_drive'], ['mood:New', 'mood:Other']), learner);
    expect(fresh - known).toBeCloseTo(DEFAULT_POLICY_TUNING.novelty, 10);
  });

  it('reads which dimensions a pair is on', () => {
    expect([...pairDimensions(pairOn(1, ['value_investment', 'locus_of_control']))].sort()).toEqual(['locus_of_control', 'value_investment']);
    expect(pairDimensions({ option1Tags: { 'style:A': 1 }, option2Tags: 'broken' }).size).toBe(0);
  });
});

describe('chooseNextPair', () => {
  it('answers null without candidates', () => {
    expect(chooseNextPair([], state(), never)).toBeNull();
  });

  it('serves the pair on the least settled dimension', () => {
    const candidates = [pairOn(1, ['primary_drive']), pairOn(2, ['happiness_orientation']), pairOn(3, ['life_engagement'])];
    const learner = state({
      dimensions: {
        primary_drive: settled,
        happiness_orientation: { positiveWeight: 1, negativeWeight: 2, choiceCount: 3 },
        life_engagement: { positiveWeight: 3, negativeWeight: 1, choiceCount: 4 },
      },
    });
    expect(chooseNextPair(candidates, learner, never)?.id).toBe(2);
  });

  it('never serves two pairs in a row on one dimension while a pair on another is open', () => {
    const candidates = [pairOn(1, ['primary_drive']), pairOn(2, ['locus_of_control'])];
    const learner = state({ dimensions: { locus_of_control: settled }, lastDimensions: new Set<DimensionKey>(['primary_drive']) });
    expect(chooseNextPair(candidates, learner, never)?.id).toBe(2);
    // Only the same dimension left: it is served rather than nothing.
    expect(chooseNextPair([pairOn(1, ['primary_drive'])], learner, never)?.id).toBe(1);
  });

  it('serves the same dimension again once every other dimension is complete (none is open)', () => {
    const candidates = [pairOn(1, ['primary_drive']), pairOn(2, ['locus_of_control'])];
    const unsettled = { positiveWeight: 3, negativeWeight: 2, choiceCount: 5 };
    const allOthersComplete = state({
      dimensions: {
        primary_drive: unsettled,
        locus_of_control: settled,
        happiness_orientation: settled,
        life_engagement: settled,
        value_investment: settled,
      },
      lastDimensions: new Set<DimensionKey>(['primary_drive']),
    });
    expect(chooseNextPair(candidates, allOthersComplete, never)?.id).toBe(1);
    // One other dimension still short of complete: that one is open, so no repeat.
    const oneOpen = state({ ...allOthersComplete, dimensions: { ...allOthersComplete.dimensions, value_investment: { positiveWeight: 2, negativeWeight: 0, choiceCount: 2 } } });
    expect(chooseNextPair(candidates, oneOpen, never)?.id).toBe(2);
  });

  it('explores with the tuned probability, only among pairs worth at least the floor of the best', () => {
    const candidates = [pairOn(1, ['primary_drive']), pairOn(2, ['happiness_orientation']), pairOn(3, ['life_engagement'])];
    const learner = state({ dimensions: { primary_drive: settled, happiness_orientation: { positiveWeight: 1, negativeWeight: 1, choiceCount: 2 } } });
    expect(chooseNextPair(candidates, learner, never)?.id).toBe(3);
    const draws = (first: number, second: number) => {
      const values = [first, second];
      return () => values.shift()!;
    };
    // Exploring (first draw < 0.1): the second draw picks among pairs 2 and 3; pair 1 is below the floor.
    expect(chooseNextPair(candidates, learner, draws(0.05, 0))?.id).toBe(2);
    expect(chooseNextPair(candidates, learner, draws(0.05, 0.99))?.id).toBe(3);
  });

  it('is deterministic for a given random source', () => {
    const candidates = Array.from({ length: 12 }, (_, i) => pairOn(i + 1, [(['primary_drive', 'life_engagement', 'locus_of_control'] as const)[i % 3]!]));
    const seeded = () => {
      let x = 0.3;
      return () => (x = (x * 9301 + 0.49297) % 1);
    };
    const first = chooseNextPair(candidates, state(), seeded());
    expect(chooseNextPair(candidates, state(), seeded())).toBe(first);
  });
});

describe('readPair', () => {
  it('reads a pair once per pair object, and once per pair of tag objects however many pair objects carry them', () => {
    const pair = pairOn(1, ['primary_drive']);
    expect(readPair(pair)).toBe(readPair(pair));
    // A later request's row of the same pair, with the same shared tag objects (the choices service's next-pair read).
    const again = { ...pair };
    expect(readPair(again)).toBe(readPair(pair));
    // Equal tags in other objects are read afresh, to an equal reading.
    const copy = { id: 1, option1Tags: { ...(pair.option1Tags as object) }, option2Tags: { ...(pair.option2Tags as object) } };
    expect(readPair(copy)).not.toBe(readPair(pair));
    expect(readPair(copy)).toEqual(readPair(pair));
    // Tags that are not objects (bad data) read as teaching nothing, cached per pair object.
    const broken = { id: 2, option1Tags: null, option2Tags: 'x' };
    expect(readPair(broken)).toBe(readPair(broken));
    expect(readPair(broken).preferenceTags).toEqual([]);
  });
});
