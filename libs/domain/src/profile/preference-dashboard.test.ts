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
  it('is empty without tags or choices', () => {
    expect(preferenceStats([], 0)).toEqual({ totalPreferences: 0, choicesMade: 0, tagSignals: 0, profileStrength: 0, target: 50 });
  });
  it('counts choices as made, not the sum over tags (44 choices touching 245 tag slots read 44)', () => {
    const tags = Array.from({ length: 35 }, (_, i) => ({ tagName: `t:${i}`, score: 0.5, choiceCount: 7 }));
    expect(preferenceStats(tags, 44)).toEqual({ totalPreferences: 35, choicesMade: 44, tagSignals: 245, profileStrength: 88, target: 50 });
  });
  it('takes profile strength from the progress card (choices / 50), capped at 100', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ tagName: `t:${i}`, score: 0.5, choiceCount: 1 }));
    // Ten tags after two choices used to read 100 %; the progress card says 2/50.
    expect(preferenceStats(ten, 2).profileStrength).toBe(4);
    expect(preferenceStats(ten, 49).profileStrength).toBe(98);
    expect(preferenceStats(ten, 50).profileStrength).toBe(100);
    expect(preferenceStats(ten, 80)).toMatchObject({ choicesMade: 80, profileStrength: 100 });
  });
  it('ignores missing and negative tag counts and a bad choice count', () => {
    expect(preferenceStats([{ tagName: 'a:b', score: 0.5 }, { tagName: 'a:c', score: 0.5, choiceCount: -3 }], Number.NaN)).toMatchObject({
      totalPreferences: 2,
      choicesMade: 0,
      tagSignals: 0,
    });
  });
});
