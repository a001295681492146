import { describe, expect, it } from 'vitest';
import { categorySpread, consistencyScore, explorationLevel, personalityProfile, type PersonalityProfileInput } from './personality-profile.ts';
import { recommendationInsights } from './recommendation-insights.ts';
import { choiceRecord, evidence } from './test-fixtures.ts';

const CATEGORIES = ['Travel', 'Movies', 'Books', 'Activities', 'Entertainment', 'Creative'];
const VOCABULARY = ['setting:Nature', 'setting:Urban', 'setting:Beach', 'activity:Solo', 'activity:Group', 'food:Picnic', 'food:Street Food', 'food:Fine Dining', 'food:Familiar'];

function input(partial: Partial<PersonalityProfileInput> = {}): PersonalityProfileInput {
  return { preferences: {}, dimensions: [], choices: [], vocabulary: VOCABULARY, categories: CATEGORIES, ...partial };
}

const natureOverUrban = choiceRecord('Travel', ['Hike', { 'setting:Nature': 1, 'alive:value_investment:exploring': 1 }], ['City', { 'setting:Urban': 1, 'alive:value_investment:traditional': 1 }]);

describe('personalityProfile', () => {
  it('is all zeros and empty lists without choices', () => {
    expect(personalityProfile(input())).toEqual({
      preferenceStrengths: {},
      explorationLevel: 0,
      consistencyScore: 0,
      dominantCategories: [],
      choiceCount: 0,
    });
  });

  it('keeps the 20 strongest tags with their full names, ties by name', () => {
    const preferences = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`tag:T${String(i).padStart(2, '0')}`, { score: i / 25, choiceCount: 1 }]));
    preferences['tag:Z'] = { score: 0.96, choiceCount: 1 };
    preferences['tag:A'] = { score: 0.96, choiceCount: 1 };
    const strengths = personalityProfile(input({ preferences })).preferenceStrengths;
    const entries = Object.entries(strengths);
    expect(entries).toHaveLength(20);
    expect(entries.slice(0, 3)).toEqual([['tag:A', 0.96], ['tag:T24', 0.96], ['tag:Z', 0.96]]);
    expect(entries.map(([, s]) => s)).toEqual([...entries.map(([, s]) => s)].sort((a, b) => b - a));
  });

  it('names at most three dominant categories, most chosen first', () => {
    const choices = [
      ...Array.from({ length: 3 }, () => choiceRecord('Books', ['Read', {}])),
      ...Array.from({ length: 2 }, () => choiceRecord('Travel', ['Go', {}])),
      choiceRecord('Movies', ['Watch', {}]),
      choiceRecord('Activities', ['Do', {}]),
    ];
    const profile = personalityProfile(input({ choices }));
    expect(profile.dominantCategories).toEqual(['Books', 'Travel', 'Activities']);
    expect(profile.choiceCount).toBe(7);
  });
});

describe('explorationLevel', () => {
  it('grows with the share of the vocabulary met and with the spread over categories', () => {
    const oneTag = explorationLevel(input({ choices: [choiceRecord('Travel', ['Hike', { 'setting:Nature': 1 }])] }));
    // 1 of 9 tags, one category: 0.7 × 1/9.
    expect(oneTag).toBeCloseTo(0.7 / 9, 4);
    const twoTags = explorationLevel(input({ choices: [natureOverUrban] }));
    expect(twoTags).toBeGreaterThan(oneTag);
    const spread = explorationLevel(input({ choices: [natureOverUrban, choiceRecord('Books', ['Read', {}])] }));
    expect(spread).toBeGreaterThan(twoTags);
  });

  it('reaches 1 with every tag met and choices evenly spread over every category', () => {
    const allTags = Object.fromEntries(VOCABULARY.map((t) => [t, 1]));
    const choices = CATEGORIES.map((c) => choiceRecord(c, ['x', allTags]));
    expect(explorationLevel(input({ choices }))).toBe(1);
    expect(categorySpread(choices, CATEGORIES)).toBeCloseTo(1, 10);
  });
});

describe('consistencyScore', () => {
  it('is 1 when repeated evidence always points the same way', () => {
    const choices = [natureOverUrban, natureOverUrban, natureOverUrban];
    expect(consistencyScore({ choices, dimensions: [evidence('value_investment', 3, 0, 3)] })).toBe(1);
  });

  it('is 0 when repeated evidence keeps changing its mind', () => {
    const urbanOverNature = choiceRecord('Travel', ['City', { 'setting:Urban': 1 }], ['Hike', { 'setting:Nature': 1 }]);
    expect(consistencyScore({ choices: [natureOverUrban, urbanOverNature], dimensions: [evidence('value_investment', 2, 2, 4)] })).toBe(0);
  });

  it('ignores evidence seen only once and tags equal on both sides', () => {
    const sameTagBothSides = choiceRecord('Travel', ['A', { 'setting:Water': 1 }], ['B', { 'setting:Water': 1 }]);
    expect(consistencyScore({ choices: [natureOverUrban, sameTagBothSides, sameTagBothSides], dimensions: [evidence('value_investment', 1, 0, 1)] })).toBe(0);
  });

  it('averages the dimension part and the tag part', () => {
    const choices = [natureOverUrban, natureOverUrban];
    expect(consistencyScore({ choices, dimensions: [evidence('value_investment', 3, 1, 4)] })).toBe(0.75);
  });
});

describe('recommendationInsights', () => {
  it('has empty lists without choices', () => {
    expect(recommendationInsights(input())).toMatchObject({ recommendationOpportunities: [], preferenceGaps: [], nextBestCategories: [] });
  });

  it('reads opportunities, gaps and next categories from the data', () => {
    const choices = [natureOverUrban, natureOverUrban, natureOverUrban, choiceRecord('Books', ['Read', {}])];
    const insights = recommendationInsights(
      input({
        choices,
        preferences: { 'setting:Nature': { score: 0.83, choiceCount: 3 }, 'setting:Urban': { score: 0.17, choiceCount: 3 } },
        dimensions: [evidence('value_investment', 8, 2, 10), evidence('life_engagement', 3, 3, 6), evidence('primary_drive', 1, 0, 2)],
      }),
    );
    expect(insights.recommendationOpportunities).toEqual([
      'Lean into your Exploring side: 80% of your Value Investment choices point there.',
      'Lean into nature: it scores 83% across 3 choices.',
    ]);
    expect(insights.preferenceGaps).toEqual([
      'Life (Happiness Orientation): no choices yet.',
      'Empowerment (Locus of Control): no choices yet.',
      'Authentic (Primary Drive): only 2 of your choices touched it so far, of the 5 it needs.',
      'Intentional (Life Engagement): evenly split so far (50% Active).',
      'Food: none of its 4 tags tried yet: familiar food, fine dining, picnics and street food.',
    ]);
    expect(insights.nextBestCategories).toEqual(['Movies', 'Activities', 'Entertainment']);
    expect(insights.personalityProfile.dominantCategories).toEqual(['Travel', 'Books']);
  });
});
