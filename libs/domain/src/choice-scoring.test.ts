import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  choiceTouches,
  EMPTY_SCORING_STATE,
  MAX_TAG_NAME_LENGTH,
  parseOptionTags,
  type ScoringState,
} from './choice-scoring.ts';

const pair = {
  option1Tags: { 'activity:Solo': 1, 'alive:primary_drive:intrinsic': 1 },
  option2Tags: { 'activity:Group': 1, 'alive:primary_drive:social': 1 },
};

describe('applyChoice — preference tags', () => {
  it('starts unseen tags at 0.5 and moves chosen up, rejected down by 0.3·w', () => {
    const next = applyChoice(EMPTY_SCORING_STATE, pair, 'option1');
    expect(next.preferences['activity:Solo']).toEqual({ score: 0.65, choiceCount: 1 });
    expect(next.preferences['activity:Group']).toEqual({ score: 0.35, choiceCount: 1 });
  });

  it('applies the rule to the current score, not to 0.5', () => {
    const state: ScoringState = {
      preferences: { 'activity:Solo': { score: 0.8, choiceCount: 4 }, 'activity:Group': { score: 0.2, choiceCount: 4 } },
      dimensions: {},
    };
    const next = applyChoice(state, pair, 'option2');
    // rejected Solo: 0.8 − 0.3·0.8 = 0.56 ; chosen Group: 0.2 + 0.3·0.8 = 0.44
    expect(next.preferences['activity:Solo']).toEqual({ score: 0.56, choiceCount: 5 });
    expect(next.preferences['activity:Group']).toEqual({ score: 0.44, choiceCount: 5 });
  });

  it('scales by the weight and clamps weights to 0..1', () => {
    const weighted = {
      option1Tags: { 'media:Visual': 0.5, 'media:Loud': 7 },
      option2Tags: { 'media:Quiet': -3 },
    };
    const next = applyChoice(EMPTY_SCORING_STATE, weighted, 'option1');
    expect(next.preferences['media:Visual']!.score).toBeCloseTo(0.575, 10); // 0.5 + 0.3·0.5·0.5
    expect(next.preferences['media:Loud']!.score).toBeCloseTo(0.65, 10); // weight clamped to 1
    expect(next.preferences['media:Quiet']).toEqual({ score: 0.5, choiceCount: 1 }); // weight clamped to 0
  });

  it('treats true and null as the default weight 1', () => {
    const next = applyChoice(EMPTY_SCORING_STATE, { option1Tags: { 'a:X': true }, option2Tags: { 'a:Y': null } }, 'option1');
    expect(next.preferences['a:X']!.score).toBe(0.65);
    expect(next.preferences['a:Y']!.score).toBe(0.35);
  });

  it('keeps scores inside 0..1 after many choices in one direction', () => {
    let state: ScoringState = EMPTY_SCORING_STATE;
    for (let i = 0; i < 200; i += 1) state = applyChoice(state, pair, 'option1');
    const solo = state.preferences['activity:Solo']!;
    const group = state.preferences['activity:Group']!;
    expect(solo.score).toBeLessThanOrEqual(1);
    expect(solo.score).toBeGreaterThan(0.99);
    expect(group.score).toBeGreaterThanOrEqual(0);
    expect(group.score).toBeLessThan(0.01);
    expect(solo.choiceCount).toBe(200);
  });

  it('rounds scores to the stored precision (4 decimals)', () => {
    const state: ScoringState = { preferences: { 'a:X': { score: 0.1234, choiceCount: 1 } }, dimensions: {} };
    const next = applyChoice(state, { option1Tags: { 'a:X': 1 }, option2Tags: {} }, 'option1');
    // 0.1234 + 0.3·0.8766 = 0.38638 → 0.3864
    expect(next.preferences['a:X']!.score).toBe(0.3864);
  });

  it('leaves a tag on both sides with equal weight unchanged but counts it once', () => {
    const both = { option1Tags: { 'setting:Outdoor': 1, 'a:X': 1 }, option2Tags: { 'setting:Outdoor': 1 } };
    const state: ScoringState = { preferences: { 'setting:Outdoor': { score: 0.7, choiceCount: 2 } }, dimensions: {} };
    const next = applyChoice(state, both, 'option2');
    expect(next.preferences['setting:Outdoor']).toEqual({ score: 0.7, choiceCount: 3 });
  });

  it('moves a tag on both sides by the weight difference', () => {
    const both = { option1Tags: { 'setting:Outdoor': 1 }, option2Tags: { 'setting:Outdoor': 0.5 } };
    const up = applyChoice(EMPTY_SCORING_STATE, both, 'option1');
    expect(up.preferences['setting:Outdoor']!.score).toBeCloseTo(0.575, 10); // net +0.5
    const down = applyChoice(EMPTY_SCORING_STATE, both, 'option2');
    expect(down.preferences['setting:Outdoor']!.score).toBeCloseTo(0.425, 10); // net −0.5
  });

  it('does not modify the input state and copies untouched entries', () => {
    const state: ScoringState = {
      preferences: { 'other:Tag': { score: 0.9, choiceCount: 9 } },
      dimensions: { locus_of_control: { positiveWeight: 2, negativeWeight: 1, choiceCount: 3 } },
    };
    const snapshot = structuredClone(state);
    const next = applyChoice(state, pair, 'option1');
    expect(state).toEqual(snapshot);
    expect(next.preferences['other:Tag']).toEqual({ score: 0.9, choiceCount: 9 });
    expect(next.dimensions.locus_of_control).toEqual({ positiveWeight: 2, negativeWeight: 1, choiceCount: 3 });
  });
});

describe('applyChoice — dimension evidence', () => {
  it('adds the chosen + pole weight to positiveWeight and counts the dimension once', () => {
    const next = applyChoice(EMPTY_SCORING_STATE, pair, 'option1');
    expect(next.dimensions.primary_drive).toEqual({ positiveWeight: 1, negativeWeight: 0, choiceCount: 1 });
  });

  it('adds the chosen − pole weight to negativeWeight', () => {
    const next = applyChoice(EMPTY_SCORING_STATE, pair, 'option2');
    expect(next.dimensions.primary_drive).toEqual({ positiveWeight: 0, negativeWeight: 1, choiceCount: 1 });
  });

  it('never adds evidence from the rejected option, but counts a dimension it touches', () => {
    const onlyRejected = {
      option1Tags: { 'activity:Solo': 1 },
      option2Tags: { 'alive:life_engagement:active': 0.8 },
    };
    const next = applyChoice(EMPTY_SCORING_STATE, onlyRejected, 'option1');
    expect(next.dimensions.life_engagement).toEqual({ positiveWeight: 0, negativeWeight: 0, choiceCount: 1 });
  });

  it('uses clamped weights for evidence', () => {
    const weighted = {
      option1Tags: { 'alive:value_investment:exploring': 0.25, 'alive:locus_of_control:flow': 4 },
      option2Tags: {},
    };
    const next = applyChoice(EMPTY_SCORING_STATE, weighted, 'option1');
    expect(next.dimensions.value_investment).toEqual({ positiveWeight: 0.25, negativeWeight: 0, choiceCount: 1 });
    expect(next.dimensions.locus_of_control).toEqual({ positiveWeight: 0, negativeWeight: 1, choiceCount: 1 });
  });

  it('accumulates on top of existing evidence', () => {
    const state: ScoringState = {
      preferences: {},
      dimensions: { primary_drive: { positiveWeight: 2.5, negativeWeight: 1, choiceCount: 4 } },
    };
    const next = applyChoice(state, pair, 'option2');
    expect(next.dimensions.primary_drive).toEqual({ positiveWeight: 2.5, negativeWeight: 2, choiceCount: 5 });
  });

  it('does not turn alive tags into preference tags', () => {
    const next = applyChoice(EMPTY_SCORING_STATE, pair, 'option1');
    expect(Object.keys(next.preferences).sort()).toEqual(['activity:Group', 'activity:Solo']);
  });
});

describe('malformed input is ignored, not fatal', () => {
  it('ignores unknown dimensions, unknown poles and wrongly shaped alive tags', () => {
    const bad = {
      option1Tags: {
        'alive:happiness:meaningful': 1,
        'alive:primary_drive:meaningful': 1,
        'alive:primary_drive': 1,
        'alive:primary_drive:intrinsic:extra': 1,
        'alive:': 1,
      },
      option2Tags: {},
    };
    const next = applyChoice(EMPTY_SCORING_STATE, bad, 'option1');
    expect(next).toEqual({ preferences: {}, dimensions: {} });
  });

  it('ignores non-numeric weights, empty and overlong names', () => {
    const bad = {
      option1Tags: {
        'a:String': '1',
        'a:Object': { w: 1 },
        'a:False': false,
        'a:NaN': Number.NaN,
        '': 1,
        '   ': 1,
        ['x'.repeat(MAX_TAG_NAME_LENGTH + 1)]: 1,
        'a:Ok': 1,
      },
      option2Tags: {},
    };
    const next = applyChoice(EMPTY_SCORING_STATE, bad, 'option1');
    expect(Object.keys(next.preferences)).toEqual(['a:Ok']);
  });

  it('treats non-object tag fields as no tags', () => {
    for (const tags of [null, undefined, 'activity:Solo', 42, ['activity:Solo']]) {
      expect(applyChoice(EMPTY_SCORING_STATE, { option1Tags: tags, option2Tags: tags }, 'option1')).toEqual(
        EMPTY_SCORING_STATE,
      );
    }
  });

  it('trims surrounding whitespace from tag names', () => {
    expect([...parseOptionTags({ ' activity:Solo ': 1 }).preferences.keys()]).toEqual(['activity:Solo']);
  });
});

describe('choiceTouches', () => {
  it('lists every preference tag and dimension on either side, once', () => {
    expect(
      choiceTouches({
        option1Tags: { 'b:Y': 1, 'a:X': 1, 'alive:primary_drive:intrinsic': 1 },
        option2Tags: { 'a:X': 1, 'alive:primary_drive:social': 1, 'alive:locus_of_control:flow': 1, junk: 'x' },
      }),
    ).toEqual({ tags: ['a:X', 'b:Y'], dimensions: ['locus_of_control', 'primary_drive'] });
  });
});
