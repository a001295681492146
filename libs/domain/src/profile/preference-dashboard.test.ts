import { describe, expect, it } from 'vitest';
import { choicesMade } from './profile-figures.ts';
import { dashboardRecommendations, keyInsights, preferenceDistribution, preferenceStats, topPreferenceSignals, TOP_SIGNALS_MAX } from './preference-dashboard.ts';

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

describe('topPreferenceSignals', () => {
  it('keeps only tags the person leans toward (above the 0.5 start), strongest first, at most five', () => {
    const tags = [0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.5, 0.2].map((score, i) => ({ tagName: `t:T${i}`, score }));
    expect(topPreferenceSignals(tags).map((p) => p.score)).toEqual([0.9, 0.85, 0.8, 0.75, 0.7]);
    expect(topPreferenceSignals(tags)).toHaveLength(TOP_SIGNALS_MAX);
    expect(topPreferenceSignals([{ tagName: 'a:A', score: 0.5 }, { tagName: 'a:B', score: '0.3' }])).toEqual([]);
  });
});

describe('dashboardRecommendations', () => {
  it('names the person\'s own top tag that the suggestion matches, with the fixed suggestion and label', () => {
    expect(dashboardRecommendations([{ tagName: 'creation:Digital Creation', score: 0.78 }])).toEqual([
      {
        trigger: 'Creation',
        title: 'Digital Art Tutorials',
        matchPercent: 92,
        matchLabel: '92% match',
        because: { tagName: 'creation:Digital Creation', displayName: 'Digital Creation', score: 0.78 },
      },
    ]);
  });

  it('never says "because you like Active" to a person whose Active score is among their lowest', () => {
    const person = [
      { tagName: 'media:Visual', score: 0.81 },
      { tagName: 'creation:Digital Creation', score: 0.74 },
      { tagName: 'activity:Solo', score: 0.66 },
      { tagName: 'style:Planned', score: 0.61 },
      { tagName: 'mood:Calm', score: 0.58 },
      { tagName: 'setting:Home', score: 0.55 },
      { tagName: 'pace:Active', score: 0.12 },
    ];
    const recommendations = dashboardRecommendations(person);
    expect(recommendations.map((r) => r.title)).toEqual(['Video Editing Course', 'Digital Art Tutorials']);
    expect(recommendations.map((r) => r.because.displayName)).toEqual(['Visual', 'Digital Creation']);
    expect(recommendations.some((r) => r.because.tagName.includes('Active'))).toBe(false);
  });

  it('skips a matching tag the person chooses against, even when it is their only one', () => {
    expect(dashboardRecommendations([{ tagName: 'pace:Active', score: 0.12 }])).toEqual([]);
    expect(dashboardRecommendations([{ tagName: 'pace:Active', score: 0.5 }])).toEqual([]);
    expect(dashboardRecommendations([{ tagName: 'pace:Active', score: '0.5500' }]).map((r) => r.because.displayName)).toEqual(['Active']);
  });

  it('skips a matching tag outside the top five, and names the strongest matching tag', () => {
    const strongerFive = ['A', 'B', 'C', 'D', 'E'].map((t) => ({ tagName: `x:${t}`, score: 0.9 }));
    expect(dashboardRecommendations([...strongerFive, { tagName: 'media:Visual', score: 0.8 }])).toEqual([]);
    const two = dashboardRecommendations([
      { tagName: 'creation:Written Creation', score: 0.6 },
      { tagName: 'creation:Digital Creation', score: 0.7 },
    ]);
    expect(two.map((r) => r.because.displayName)).toEqual(['Digital Creation']);
  });

  it('orders by the strength of the reason; every reason is one of the top signals', () => {
    const person = [
      { tagName: 'pace:Active', score: 0.9 },
      { tagName: 'media:Visual', score: 0.7 },
      { tagName: 'creation:Handmade Creation', score: 0.7 },
    ];
    const recommendations = dashboardRecommendations(person);
    expect(recommendations.map((r) => r.title)).toEqual(['Creative Coding', 'Digital Art Tutorials', 'Video Editing Course']);
    const signals = topPreferenceSignals(person).map((p) => p.tagName);
    expect(recommendations.every((r) => signals.includes(r.because.tagName) && r.because.tagName.includes(r.trigger))).toBe(true);
  });

  it('is empty when no tag matches', () => {
    expect(dashboardRecommendations([{ tagName: 'media:Interactive', score: 0.9 }])).toEqual([]);
  });
});

describe('preferenceStats', () => {
  it('is empty without tags or choices', () => {
    expect(preferenceStats([], 0)).toEqual({ totalPreferences: 0, choicesMade: choicesMade(0), tagSignals: 0 });
  });
  it('counts choices as made, not the sum over tags (44 choices touching 245 tag slots read 44)', () => {
    const tags = Array.from({ length: 35 }, (_, i) => ({ tagName: `t:${i}`, score: 0.5, choiceCount: 7 }));
    expect(preferenceStats(tags, 44)).toEqual({ totalPreferences: 35, choicesMade: choicesMade(44), tagSignals: 245 });
    expect(preferenceStats(tags, 44).choicesMade).toMatchObject({ count: 44, percent: 88 });
  });
  it('ignores missing and negative tag counts and a bad choice count', () => {
    expect(preferenceStats([{ tagName: 'a:b', score: 0.5 }, { tagName: 'a:c', score: 0.5, choiceCount: -3 }], Number.NaN)).toMatchObject({
      totalPreferences: 2,
      choicesMade: { count: 0 },
      tagSignals: 0,
    });
  });
});
