import { describe, expect, it } from 'vitest';
import { DIMENSION_KEYS } from '../alive-dimensions.ts';
import { completionNextSteps, profileCompletion } from './profile-completion.ts';

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
