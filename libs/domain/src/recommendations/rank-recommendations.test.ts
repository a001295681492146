import { describe, expect, it } from 'vitest';
import { confidenceFromScore, NOTHING_MATCHED_REASONING, rankRecommendations, STARTING_POINT_REASONING } from './rank-recommendations.ts';
import { candidate, evidence, taste } from './test-fixtures.ts';
import type { FeedbackSignal, RecommendationCandidate } from './types.ts';

const ids = (ranked: { candidate: RecommendationCandidate }[]) => ranked.map((r) => r.candidate.id);

describe('rankRecommendations: tag affinity', () => {
  const nature = candidate('nature', { 'setting:Nature': 1 });
  const urban = candidate('urban', { 'setting:Urban': 1 });

  it('puts the item whose tags the person scores higher first', () => {
    const person = taste({ preferences: { 'setting:Nature': 0.8, 'setting:Urban': 0.5 } });
    expect(ids(rankRecommendations(person, [urban, nature], { limit: 2 }))).toEqual(['nature', 'urban']);
  });

  it('counts a tag scored below 0.5 against the item (scores are centred at 0.5)', () => {
    const person = taste({ preferences: { 'setting:Urban': 0.3 } });
    const ranked = rankRecommendations(person, [urban, nature], { limit: 2 });
    expect(ids(ranked)).toEqual(['nature', 'urban']);
    expect(ranked[1]!.score).toBeLessThan(0);
    expect(ranked[0]!.score).toBe(0);
  });

  it('weighs each tag by its weight on the item', () => {
    const person = taste({ preferences: { 'setting:Nature': 0.9, 'cost:Premium': 0.1 } });
    const mostlyNature = candidate('a', { 'setting:Nature': 1, 'cost:Premium': 0.2 });
    const mostlyPremium = candidate('b', { 'setting:Nature': 0.2, 'cost:Premium': 1 });
    expect(ids(rankRecommendations(person, [mostlyPremium, mostlyNature], { limit: 2 }))).toEqual(['a', 'b']);
  });
});

describe('rankRecommendations: dimension closeness', () => {
  const exploring = candidate('exploring', { 'setting:Nature': 1 }, { value_investment: 2 });
  const traditional = candidate('traditional', { 'setting:Nature': 1 }, { value_investment: -2 });

  it('prefers items leaning to the pole the person leans to', () => {
    const explorer = taste({ dimensions: [evidence('value_investment', 9, 1, 10)] });
    expect(ids(rankRecommendations(explorer, [traditional, exploring], { limit: 2 }))).toEqual(['exploring', 'traditional']);
    const keeper = taste({ dimensions: [evidence('value_investment', 1, 9, 10)] });
    expect(ids(rankRecommendations(keeper, [exploring, traditional], { limit: 2 }))).toEqual(['traditional', 'exploring']);
  });

  it('measures closeness as agreement: a mild lean still prefers the item leaning further its way', () => {
    const mild = taste({ dimensions: [evidence('value_investment', 6, 4, 10)] });
    const mildItem = candidate('mild', {}, { value_investment: 1 });
    const strongItem = candidate('strong', {}, { value_investment: 2 });
    const neutralItem = candidate('neutral', {}, {});
    expect(ids(rankRecommendations(mild, [neutralItem, mildItem, strongItem], { limit: 3 }))).toEqual(['strong', 'mild', 'neutral']);
  });

  it('trusts a lean more with more evidence', () => {
    const item = [exploring];
    const thin = rankRecommendations(taste({ dimensions: [evidence('value_investment', 2, 0, 2)] }), item, { limit: 1 });
    const thick = rankRecommendations(taste({ dimensions: [evidence('value_investment', 10, 0, 10)] }), item, { limit: 1 });
    expect(thick[0]!.score).toBeGreaterThan(thin[0]!.score);
  });

  it('names the shared pole in the reasoning', () => {
    const explorer = taste({ preferences: { 'setting:Nature': 0.8 }, dimensions: [evidence('value_investment', 9, 1, 10)] });
    const [top] = rankRecommendations(explorer, [exploring], { limit: 1 });
    expect(top!.reasoning).toBe('Matches your taste for nature, and your Exploring side.');
  });
});

describe('rankRecommendations: feedback', () => {
  const hiking = candidate('hiking', { 'setting:Nature': 1, 'pace:Active': 1 });
  const museum = candidate('museum', { 'media:Visual': 1, 'pace:Relaxed': 1 });
  const signal = (recommendationId: string, action: FeedbackSignal['action'], tags: string[]): FeedbackSignal => ({ recommendationId, action, tags });

  it('moves items sharing tags with a liked or bookmarked item up', () => {
    for (const action of ['liked', 'bookmarked'] as const) {
      const person = taste({ feedback: [signal('other', action, ['setting:Nature'])] });
      expect(ids(rankRecommendations(person, [museum, hiking], { limit: 2 }))).toEqual(['hiking', 'museum']);
    }
  });

  it('moves items sharing tags with a disliked item down', () => {
    const person = taste({ feedback: [signal('other', 'disliked', ['media:Visual'])] });
    const ranked = rankRecommendations(person, [museum, hiking], { limit: 2 });
    expect(ids(ranked)).toEqual(['hiking', 'museum']);
    expect(ranked[1]!.score).toBeLessThan(0);
  });

  it('never returns an item the person disliked or used', () => {
    const person = taste({
      preferences: { 'setting:Nature': 1, 'media:Visual': 1 },
      feedback: [signal('hiking', 'disliked', []), signal('museum', 'used', [])],
    });
    const extra = candidate('extra', { 'food:Picnic': 1 });
    expect(ids(rankRecommendations(person, [hiking, museum, extra], { limit: 10 }))).toEqual(['extra']);
  });

  it('still returns a liked or bookmarked item', () => {
    const person = taste({ feedback: [signal('hiking', 'liked', ['setting:Nature']), signal('museum', 'bookmarked', [])] });
    expect(ids(rankRecommendations(person, [hiking, museum], { limit: 10 })).sort()).toEqual(['hiking', 'museum']);
  });
});

describe('rankRecommendations: diversity', () => {
  it('keeps one tag from filling the list', () => {
    const person = taste({ preferences: { 'setting:Nature': 0.9, 'cost:Budget': 0.85 } });
    const natureItems = ['n1', 'n2', 'n3', 'n4'].map((id) => candidate(id, { 'setting:Nature': 1 }));
    const budget = candidate('b1', { 'cost:Budget': 1 });
    const ranked = ids(rankRecommendations(person, [...natureItems, budget], { limit: 3 }));
    // Without re-ranking the top three would all be Nature items (0.16 > 0.14).
    expect(ranked).toEqual(['n1', 'b1', 'n2']);
  });

  it('leaves a clearly better item ahead of a merely different one', () => {
    const person = taste({ preferences: { 'setting:Nature': 1, 'cost:Budget': 0.6 } });
    const natureItems = ['n1', 'n2'].map((id) => candidate(id, { 'setting:Nature': 1 }));
    const budget = candidate('b1', { 'cost:Budget': 1 });
    expect(ids(rankRecommendations(person, [budget, ...natureItems], { limit: 3 }))).toEqual(['n1', 'n2', 'b1']);
  });
});

describe('rankRecommendations: determinism and limit', () => {
  const items = Array.from({ length: 12 }, (_, i) => candidate(`item-${String(i).padStart(2, '0')}`, { [`tag:T${i % 3}`]: 1 }));
  const person = taste({ preferences: { 'tag:T0': 0.7, 'tag:T1': 0.7 } });

  it('gives the same list for the same inputs whatever their order, ties broken by id', () => {
    const forward = rankRecommendations(person, items, { limit: 12 });
    const backward = rankRecommendations(person, [...items].reverse(), { limit: 12 });
    expect(backward).toEqual(forward);
    const tied = rankRecommendations(taste(), [candidate('b', {}), candidate('a', {}), candidate('c', {})], { limit: 3 });
    expect(ids(tied)).toEqual(['a', 'b', 'c']);
  });

  it('returns at most limit items, and nothing for a limit of 0 or less', () => {
    expect(rankRecommendations(person, items, { limit: 5 })).toHaveLength(5);
    expect(rankRecommendations(person, items, { limit: 50 })).toHaveLength(12);
    expect(rankRecommendations(person, items, { limit: 0 })).toEqual([]);
    expect(rankRecommendations(person, items, { limit: -3 })).toEqual([]);
    expect(rankRecommendations(person, items, { limit: Number.NaN })).toEqual([]);
  });

  it('returns a duplicated id once', () => {
    const dup = candidate('same', { 'tag:T0': 1 });
    expect(rankRecommendations(person, [dup, dup], { limit: 5 })).toHaveLength(1);
  });
});

describe('rankRecommendations: confidence and reasoning', () => {
  const strongPerson = taste({
    preferences: { 'setting:Nature': 0.95, 'cost:Budget': 0.9, 'pace:Active': 0.9, 'setting:Urban': 0.1 },
    dimensions: [evidence('value_investment', 10, 0, 10), evidence('life_engagement', 9, 1, 10)],
  });
  const strong = candidate('strong', { 'setting:Nature': 1, 'cost:Budget': 1, 'pace:Active': 1 }, { value_investment: 2, life_engagement: 2 });
  const weak = candidate('weak', { 'setting:Urban': 1, 'food:Picnic': 1 }, { value_investment: -1 });

  it('spreads confidence: a strong match at least 0.8, a weak one below 0.4', () => {
    const ranked = rankRecommendations(strongPerson, [weak, strong], { limit: 2 });
    expect(ranked[0]!.confidence).toBeGreaterThanOrEqual(0.8);
    expect(ranked[1]!.confidence).toBeLessThan(0.4);
    expect(ranked[0]!.reasoning).toBe('Matches your taste for nature, budget-friendly options and active, on-the-move plans, and your Exploring and Active side.');
    expect(ranked[0]!.matchedTags).toEqual(['Nature', 'Budget', 'Active']);
    expect(ranked[1]!.reasoning).toBe(NOTHING_MATCHED_REASONING);
    expect(ranked[1]!.matchedTags).toEqual([]);
  });

  it('gives a person with no data low confidence and a starting-point reasoning', () => {
    const [only] = rankRecommendations(taste(), [strong], { limit: 1 });
    expect(only!.confidence).toBeLessThan(0.4);
    expect(only!.reasoning).toBe(STARTING_POINT_REASONING);
  });

  it('maps score to confidence monotonically within 0..1', () => {
    const values = [-1, -0.5, 0, 0.2, 0.4, 0.6, 1].map(confidenceFromScore);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values[0]).toBeGreaterThanOrEqual(0);
    expect(values[values.length - 1]).toBeLessThanOrEqual(1);
    expect(confidenceFromScore(0.1)).toBe(0.5);
  });
});
