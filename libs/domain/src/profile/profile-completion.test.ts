import { describe, expect, it } from 'vitest';
import { DIMENSION_KEYS } from '../alive-dimensions.ts';
import { completionBadge, completionNextSteps, completionPercent, profileCompletion } from './profile-completion.ts';

describe('profileCompletion', () => {
  it('reports every dimension missing without evidence', () => {
    const completion = profileCompletion([]);
    expect(completion).toMatchObject({ complete: 0, missing: 5, incomplete: 0, percent: 0 });
    expect(Object.keys(completion.details).sort()).toEqual([...DIMENSION_KEYS].sort());
    expect(completion.details.primary_drive).toEqual({ status: 'missing', count: 0 });
  });

  it('counts complete (5+), incomplete (1-4) and missing (0) dimensions', () => {
    const completion = profileCompletion([
      { dimension: 'primary_drive', positiveWeight: 5, negativeWeight: 0, choiceCount: 5 },
      { dimension: 'happiness_orientation', positiveWeight: 1, negativeWeight: 3, choiceCount: 4 },
      { dimension: 'life_engagement', positiveWeight: 1, negativeWeight: 0, choiceCount: 1 },
      { dimension: 'value_investment', positiveWeight: 0, negativeWeight: 0, choiceCount: 0 },
    ]);
    expect(completion).toMatchObject({ complete: 1, incomplete: 2, missing: 2, percent: 20 });
    expect(completion.details).toEqual({
      primary_drive: { status: 'complete', count: 5 },
      happiness_orientation: { status: 'incomplete', count: 4 },
      life_engagement: { status: 'incomplete', count: 1 },
      value_investment: { status: 'missing', count: 0 },
      locus_of_control: { status: 'missing', count: 0 },
    });
  });
});

describe('completionPercent', () => {
  it('is complete / 5 × 100', () => {
    expect([0, 1, 2, 3, 4, 5].map(completionPercent)).toEqual([0, 20, 40, 60, 80, 100]);
  });
  it('is bounded to 0..100', () => {
    expect(completionPercent(-1)).toBe(0);
    expect(completionPercent(7)).toBe(100);
  });
});

describe('completionBadge', () => {
  it('gives no badge below 60 %', () => {
    expect(completionBadge(0, 0)).toBeNull();
    expect(completionBadge(59, 80)).toBeNull();
    expect(completionBadge(59.99, 80)).toBeNull();
  });
  it('gives ⭐ Profile Explorer from 60 % up to below 100 %', () => {
    expect(completionBadge(60, 10)).toEqual({ kind: 'explorer', emoji: '⭐', label: 'Profile Explorer' });
    expect(completionBadge(80, 60)?.kind).toBe('explorer');
    expect(completionBadge(99.9, 60)?.kind).toBe('explorer');
  });
  it('gives 🎉 A.L.I.V.E Profile Master at 100 % once the progress card is full (50 choices)', () => {
    expect(completionBadge(100, 50)).toEqual({ kind: 'master', emoji: '🎉', label: 'A.L.I.V.E Profile Master' });
    expect(completionBadge(120, 75)?.kind).toBe('master');
  });
  it('never claims more than the progress card: 44/50 with every dimension complete is an Explorer', () => {
    expect(completionBadge(100, 44)?.kind).toBe('explorer');
    expect(completionBadge(100, 49)?.kind).toBe('explorer');
    expect(completionBadge(100, 0)?.kind).toBe('explorer');
  });
});

describe('completionNextSteps', () => {
  it('sends the user back to choices while anything is missing or incomplete', () => {
    expect(completionNextSteps({ missing: 1, incomplete: 0 })).toEqual([{ label: 'Continue A.L.I.V.E Choices', href: '/' }]);
    expect(completionNextSteps({ missing: 0, incomplete: 1 })).toEqual([{ label: 'Continue A.L.I.V.E Choices', href: '/' }]);
  });
  it('offers recommendations and groups once everything is complete', () => {
    expect(completionNextSteps({ missing: 0, incomplete: 0 })).toEqual([
      { label: 'View Recommendations', href: '/recommendations' },
      { label: 'Find Groups', href: '/groups' },
    ]);
  });
});
