import { describe, expect, it } from 'vitest';
import { interestsFirst } from '../interests/interest-categories.ts';
import { rankRecommendations } from './rank-recommendations.ts';
import { compareStarterAppeal, crowdAppeal, poleLean, withStarterSignals } from './starter-order.ts';
import { candidate, taste } from './test-fixtures.ts';

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

// Alphabetical order would be a, b, c, d, e: none of the orders below is.
const loved = { ...candidate('a-loved', { 'setting:Nature': 1 }, { life_engagement: 1 }), popularity: 4 };
const mild = candidate('b-mild', { 'food:Homemade': 1 }, { life_engagement: 1 });
const top = { ...candidate('c-top', { 'social:Games': 1 }, { primary_drive: 2 }), popularity: 12 };
const bold = candidate('d-bold', { 'culture:Classical': 1 }, { life_engagement: 2, primary_drive: -2, value_investment: 1 });
const disliked = { ...candidate('e-disliked', { 'craft:Ceramics': 1 }), popularity: -3 };
const catalogue = [bold, disliked, mild, loved, top];

describe('starter order', () => {
  it('puts what most people stand by first, then what leans least to any pole, then the id', () => {
    expect(ids([...catalogue].sort(compareStarterAppeal))).toEqual(['c-top', 'a-loved', 'b-mild', 'd-bold', 'e-disliked']);
    expect(poleLean(bold)).toBe(5);
    // Two items alike in both: the id decides, so every run gives the same order.
    const twin = { ...mild, id: 'a-twin' };
    expect(ids([mild, twin].sort(compareStarterAppeal))).toEqual(['a-twin', 'b-mild']);
  });

  it("puts what everyone's choices lean to before what leans least, among equally popular items", () => {
    const populationScores = { 'culture:Classical': 0.8, 'food:Homemade': 0.3 };
    expect(crowdAppeal(bold.tags, populationScores)).toBeCloseTo(0.6);
    expect(crowdAppeal(mild.tags, populationScores)).toBeCloseTo(-0.4);
    expect(crowdAppeal(top.tags, populationScores)).toBe(0);
    const signals = { popularity: new Map([[top.id, 12]]), populationScores };
    const ordered = withStarterSignals([mild, bold, top], signals).sort(compareStarterAppeal);
    expect(ids(ordered)).toEqual(['c-top', 'd-bold', 'b-mild']);
    expect(ordered.map((c) => c.popularity)).toEqual([12, 0, 0]);
  });

  it("is the order of a person's starter list (no evidence), in place of the titles' order", () => {
    const ranked = rankRecommendations(taste(), catalogue, { limit: catalogue.length });
    expect(ids(ranked.map((r) => r.candidate))).toEqual(['c-top', 'a-loved', 'b-mild', 'd-bold', 'e-disliked']);
  });

  it('keeps the first-run pick of categories first, each part in starter order', () => {
    const items = [
      { ...candidate('books-a', { 'genre:Literary': 1 }, {}, 'books'), popularity: 1 },
      { ...candidate('books-b', { 'genre:Poetry': 1 }, {}, 'books'), popularity: 6 },
      { ...candidate('travel-a', { 'place:Coast': 1 }, {}, 'travel'), popularity: 9 },
    ];
    const ranked = rankRecommendations(taste(), items, { limit: 3 }).map((r) => r.candidate);
    expect(ids(ranked)).toEqual(['travel-a', 'books-b', 'books-a']);
    expect(ids(interestsFirst(ranked, (item) => item.category, taste(), ['Books']))).toEqual(['books-b', 'books-a', 'travel-a']);
  });

  it('leaves a person with evidence to the engine', () => {
    const ranked = rankRecommendations(taste({ preferences: { 'culture:Classical': 0.95 } }), catalogue, { limit: 1 });
    expect(ranked[0]!.candidate.id).toBe('d-bold');
  });
});
