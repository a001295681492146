import { describe, expect, it } from 'vitest';
import { preferenceInsights } from './preference-insights.ts';
import { preferenceScore, rankPreferences, tagContains } from './preference-scores.ts';

describe('preference scores', () => {
  it('parses decimal strings and clamps to 0..1', () => {
    expect(preferenceScore('0.7500')).toBe(0.75);
    expect(preferenceScore(1.2)).toBe(1);
    expect(preferenceScore(-0.1)).toBe(0);
    expect(preferenceScore('abc')).toBe(0);
  });
  it('ranks highest first, ties by tag name, and shows the text after the last colon', () => {
    const ranked = rankPreferences([
      { tagName: 'b:B', score: '0.6' },
      { tagName: 'media:type:Visual', score: '0.9', choiceCount: 3 },
      { tagName: 'a:A', score: 0.6 },
    ]);
    expect(ranked.map((p) => p.tagName)).toEqual(['media:type:Visual', 'a:A', 'b:B']);
    expect(ranked[0]).toEqual({ tagName: 'media:type:Visual', displayName: 'Visual', score: 0.9, percent: 90, choiceCount: 3 });
  });
  it('matches the product words case-sensitively', () => {
    expect(tagContains('energy:Active', 'Active')).toBe(true);
    expect(tagContains('media:Interactive', 'Active')).toBe(false);
  });
});

describe('preferenceInsights', () => {
  it('gives Creative Preference only above 0.7 on a Creation tag', () => {
    const at = preferenceInsights([{ tagName: 'creation:Digital Creation', score: '0.7000' }]);
    expect(at.insights).toEqual([]);
    const above = preferenceInsights([{ tagName: 'creation:Digital Creation', score: '0.7001' }]);
    expect(above.insights).toEqual([
      expect.objectContaining({ kind: 'creative-preference', title: 'Creative Preference', displayName: 'Digital Creation', score: 0.7001 }),
    ]);
  });

  it('gives Growing Interest only above 0.6 on a Visual tag', () => {
    expect(preferenceInsights([{ tagName: 'media:Visual', score: 0.6 }]).insights).toEqual([]);
    expect(preferenceInsights([{ tagName: 'media:Visual', score: 0.61 }]).insights).toEqual([
      expect.objectContaining({ kind: 'growing-interest', title: 'Growing Interest', displayName: 'Visual' }),
    ]);
    // A Visual tag at 0.65 is not a Creative Preference.
    expect(preferenceInsights([{ tagName: 'media:Visual', score: 0.65 }]).insights.map((i) => i.kind)).toEqual(['growing-interest']);
  });

  it('uses only the top 5 preferences by score', () => {
    const strong = ['a:A', 'b:B', 'c:C', 'd:D', 'e:E'].map((tagName) => ({ tagName, score: 0.95 }));
    const summary = preferenceInsights([...strong, { tagName: 'creation:Creation', score: 0.9 }]);
    expect(summary.topPreferences).toHaveLength(5);
    expect(summary.topPreferences.map((p) => p.tagName)).not.toContain('creation:Creation');
    expect(summary.insights).toEqual([]);
    const withCreation = preferenceInsights([...strong.slice(0, 4), { tagName: 'creation:Creation', score: 0.9 }]);
    expect(withCreation.insights.map((i) => i.kind)).toEqual(['creative-preference']);
  });

  it('is empty without preferences', () => {
    expect(preferenceInsights([])).toEqual({ topPreferences: [], insights: [] });
  });
});
