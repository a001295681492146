import { describe, expect, it } from 'vitest';
import { dashboardRecommendations, keyInsights, preferenceDistribution, preferenceStats } from './preference-dashboard.ts';

describe('preferenceDistribution', () => {
  it('lists every tag with its percent and short name, highest first', () => {
    expect(
      preferenceDistribution([
        { tagName: 'activity:Solo', score: '0.5500' },
        { tagName: 'media:Visual', score: '0.8149' },
      ]).map((p) => [p.displayName, p.percent]),
    ).toEqual([
      ['Visual', 81],
      ['Solo', 55],
    ]);
  });
});

describe('keyInsights', () => {
  it('shows Solo Focus only above 0.6', () => {
    expect(keyInsights([{ tagName: 'activity:Solo', score: 0.6 }])).toEqual([]);
    expect(keyInsights([{ tagName: 'activity:Solo', score: 0.6001 }])).toEqual([
      {
        id: 'solo-focus',
        title: 'Solo Focus',
        description: 'You prefer individual activities over group activities.',
        tagName: 'activity:Solo',
        score: 0.6001,
      },
    ]);
  });

  it('judges each rule by its strongest matching tag', () => {
    const insights = keyInsights([
      { tagName: 'activity:Solo', score: 0.4 },
      { tagName: 'style:Solo Travel', score: 0.7 },
      { tagName: 'activity:Group', score: 0.65 },
      { tagName: 'creation:Creation', score: 0.7 },
    ]);
    expect(insights.map((i) => [i.id, i.tagName])).toEqual([
      ['solo-focus', 'style:Solo Travel'],
      ['social-energy', 'activity:Group'],
    ]);
  });

  it('is empty without preferences', () => {
    expect(keyInsights([])).toEqual([]);
  });
});

describe('dashboardRecommendations', () => {
  it('uses the fixed rules for Creation, Visual and Active', () => {
    expect(dashboardRecommendations([{ tagName: 'creation:Digital Creation', score: 0.1 }])).toEqual([
      { trigger: 'Creation', title: 'Digital Art Tutorials', matchPercent: 92, matchLabel: '92% match' },
    ]);
    expect(
      dashboardRecommendations([
        { tagName: 'energy:Active', score: 0.5 },
        { tagName: 'media:Visual', score: 0.5 },
      ]).map((r) => [r.title, r.matchLabel]),
    ).toEqual([
      ['Video Editing Course', '88% match'],
      ['Creative Coding', '85% match'],
    ]);
  });
  it('is empty when no tag matches', () => {
    expect(dashboardRecommendations([{ tagName: 'media:Interactive', score: 0.9 }])).toEqual([]);
  });
});

describe('preferenceStats', () => {
  it('counts tags, sums choiceCount and caps strength at 100', () => {
    expect(preferenceStats([])).toEqual({ totalPreferences: 0, choicesMade: 0, profileStrength: 0 });
    const nine = Array.from({ length: 9 }, (_, i) => ({ tagName: `t:${i}`, score: 0.5, choiceCount: 2 }));
    expect(preferenceStats(nine)).toEqual({ totalPreferences: 9, choicesMade: 18, profileStrength: 90 });
    const ten = [...nine, { tagName: 't:x', score: 0.5, choiceCount: 1 }];
    expect(preferenceStats(ten).profileStrength).toBe(100);
    const eleven = [...ten, { tagName: 't:y', score: 0.5 }];
    expect(preferenceStats(eleven)).toEqual({ totalPreferences: 11, choicesMade: 19, profileStrength: 100 });
  });
});
