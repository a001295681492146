import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIMENSION_BY_KEY, DIMENSION_KEYS } from './alive-dimensions.ts';
import { applyChoice, priorRowsOf, undoChoice, type ScoringState } from './choice-scoring.ts';

/** Tags of the shape the catalogue uses, a few names so options and state overlap often. */
const preferenceTag = fc.constantFrom('activity:Solo', 'activity:Group', 'media:Visual', 'pace:Relaxed', 'style:Planned', 'mood:Curious');
const aliveTag = fc
  .constantFrom(...DIMENSION_KEYS)
  .chain((key) => fc.constantFrom(DIMENSION_BY_KEY[key].positive.pole, DIMENSION_BY_KEY[key].negative.pole).map((pole) => `alive:${key}:${pole}`));
const weight = fc.oneof(fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true }), fc.constant(true));
const optionTags = fc.dictionary(fc.oneof(preferenceTag, aliveTag), weight, { maxKeys: 6 });

const scoringState: fc.Arbitrary<ScoringState> = fc.record({
  preferences: fc.dictionary(
    preferenceTag,
    fc.record({ score: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 10_000), choiceCount: fc.integer({ min: 0, max: 500 }) }),
  ),
  dimensions: fc.dictionary(
    fc.constantFrom(...DIMENSION_KEYS),
    fc.record({
      positiveWeight: fc.double({ min: 0, max: 300, noNaN: true }),
      negativeWeight: fc.double({ min: 0, max: 300, noNaN: true }),
      choiceCount: fc.integer({ min: 0, max: 500 }),
    }),
  ),
});

describe('undoing a choice', () => {
  it('gives back exactly the state before it: apply then undo is the identity', () => {
    fc.assert(
      fc.property(scoringState, optionTags, optionTags, fc.constantFrom('option1' as const, 'option2' as const), (state, option1Tags, option2Tags, selected) => {
        const pair = { option1Tags, option2Tags };
        const prior = priorRowsOf(state, pair);
        const after = applyChoice(state, pair, selected);
        // toEqual: fast-check builds its dictionaries without a prototype; keys and values must match exactly.
        expect(undoChoice(after, prior)).toEqual(state);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps only the rows the choice touches, as they were before it', () => {
    const state: ScoringState = {
      preferences: { 'activity:Solo': { score: 0.62, choiceCount: 3 }, 'media:Visual': { score: 0.4, choiceCount: 1 } },
      dimensions: { happiness_orientation: { positiveWeight: 1.2, negativeWeight: 0.1, choiceCount: 2 } },
    };
    const pair = {
      option1Tags: { 'activity:Solo': 1, 'alive:happiness_orientation:meaningful': 1 },
      option2Tags: { 'activity:Group': 1, 'alive:life_engagement:active': 0.5 },
    };
    expect(priorRowsOf(state, pair)).toEqual({
      preferences: { 'activity:Group': null, 'activity:Solo': { score: 0.62, choiceCount: 3 } },
      dimensions: { happiness_orientation: { positiveWeight: 1.2, negativeWeight: 0.1, choiceCount: 2 }, life_engagement: null },
    });
  });
});
