import { describe, expect, it } from 'vitest';
import { DIMENSION_COMPLETE_AT, DIMENSION_KEYS, DIMENSIONS } from '../alive-dimensions.ts';
import { profileProgress } from '../choice-session.ts';
import { buildHappinessProfile } from './happiness-profile.ts';
import { profileCompletion } from './profile-completion.ts';
import { choicesMade, completionLevel, COMPLETION_LEVELS, dimensionsComplete, PROFILE_TARGET_CHOICES } from './profile-figures.ts';

describe('choicesMade', () => {
  it.each([
    [0, 0, PROFILE_TARGET_CHOICES],
    [1, 2, 49],
    [10, 20, 40],
    [47, 94, 3],
    [50, 100, 0],
    [120, 100, 0],
  ])('%i choices → %i %% with %i to go', (n, percent, remaining) => {
    expect(choicesMade(n)).toEqual({ count: n, target: PROFILE_TARGET_CHOICES, percent, remaining });
  });

  it('never reads a negative or fractional count', () => {
    expect(choicesMade(-3)).toMatchObject({ count: 0, percent: 0 });
    expect(choicesMade(Number.NaN)).toMatchObject({ count: 0, percent: 0 });
    expect(choicesMade(7.8)).toMatchObject({ count: 7, percent: 14 });
  });

  it('is the figure the home screen writes "n/50"', () => {
    for (const n of [0, 10, 47, 50, 63]) {
      const figure = choicesMade(n);
      expect(profileProgress(n)).toEqual({ count: figure.count, target: figure.target, percent: figure.percent, label: `${figure.count}/${figure.target}` });
    }
  });
});

describe('dimensionsComplete', () => {
  it('is complete / 5 × 100', () => {
    expect([0, 1, 2, 3, 4, 5].map((k) => dimensionsComplete(k).percent)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(dimensionsComplete(3)).toEqual({ complete: 3, total: DIMENSIONS.length, percent: 60, completeAt: DIMENSION_COMPLETE_AT });
  });

  it('is bounded to 0..5 dimensions', () => {
    expect(dimensionsComplete(-1)).toMatchObject({ complete: 0, percent: 0 });
    expect(dimensionsComplete(7)).toMatchObject({ complete: 5, percent: 100 });
    expect(dimensionsComplete(Number.NaN)).toMatchObject({ complete: 0, percent: 0 });
  });

  it('is the percent the completion read carries', () => {
    const rows = DIMENSION_KEYS.slice(0, 4).map((dimension, i) => ({ dimension, positiveWeight: 1, negativeWeight: 0, choiceCount: 3 + i }));
    const completion = profileCompletion(rows);
    expect(completion.complete).toBe(2);
    expect(completion.percent).toBe(dimensionsComplete(completion.complete).percent);
  });
});

describe('completionLevel', () => {
  const [explorer, master] = COMPLETION_LEVELS;

  it('puts Explorer at 60 % (3 of 5 dimensions) and Master at 100 % (all 5)', () => {
    expect(explorer).toMatchObject({ kind: 'explorer', emoji: '⭐', label: 'Profile Explorer', fromPercent: 60, fromDimensions: 3 });
    expect(master).toMatchObject({ kind: 'master', emoji: '🎉', label: 'A.L.I.V.E Profile Master', fromPercent: 100, fromDimensions: 5 });
  });

  it('shows no level below 60 %, with Explorer next', () => {
    expect(completionLevel(0)).toEqual({ current: null, reached: [], next: explorer });
    expect(completionLevel(2)).toEqual({ current: null, reached: [], next: explorer });
  });

  it('shows Profile Explorer from 60 % up to below 100 %, with Master next', () => {
    expect(completionLevel(3)).toEqual({ current: explorer, reached: [explorer], next: master });
    expect(completionLevel(4)).toEqual({ current: explorer, reached: [explorer], next: master });
  });

  it('shows Master at 100 %, whatever the number of choices, with Explorer still reached', () => {
    // 100 % never reads "Explorer": the level depends on the dimensions alone, the choices are their own figure.
    expect(completionLevel(5)).toEqual({ current: master, reached: [explorer, master], next: null });
  });
});

describe('one definition per figure', () => {
  // The profile read and the completion read are the service's answers; both must come from these functions.
  const everyDimension = (count: number, positive: number, negative: number) =>
    DIMENSION_KEYS.map((dimension) => ({ dimension, positiveWeight: positive, negativeWeight: negative, choiceCount: count }));

  it.each([
    ['a new person', [], 0],
    ['10 choices', everyDimension(2, 2, 0), 10],
    ['47 choices', everyDimension(10, 6, 4), 47],
    ['50 choices', everyDimension(10, 8, 2), 50],
  ] as const)('%s: the profile and the completion agree with the figures', (_, rows, choices) => {
    const profile = buildHappinessProfile(rows, choices);
    const completion = profileCompletion(rows);
    expect(profile.choiceCount).toBe(choicesMade(choices).count);
    const complete = profile.dimensions.filter((d) => d.status === 'complete').length;
    expect(completion.complete).toBe(complete);
    expect(completion.percent).toBe(dimensionsComplete(complete).percent);
  });
});
