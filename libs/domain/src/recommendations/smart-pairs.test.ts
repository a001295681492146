import { describe, expect, it } from 'vitest';
import { optionTags, proposeSmartPairs, type SmartPairInput } from './smart-pairs.ts';
import { candidate, evidence } from './test-fixtures.ts';

const active = candidate('act-climb', { 'sport:Climbing': 1 }, { life_engagement: 2 }, 'activities');
const reflective = candidate('act-journal', { 'wellness:Reflection': 1 }, { life_engagement: -2 }, 'activities');
const exploring = candidate('act-street-food', { 'food:Street Food': 1 }, { value_investment: 2 }, 'food');
const traditional = candidate('act-favourite', { 'food:Familiar': 1 }, { value_investment: -2 }, 'food');

function input(partial: Partial<SmartPairInput> = {}): SmartPairInput {
  return { preferences: {}, dimensions: [], catalogue: [active, reflective, exploring, traditional], existingPairs: [], category: 'all', limit: 5, ...partial };
}

/** Settled on Vitality (exploring), nothing known about Intentional. */
const settledExplorer = [evidence('value_investment', 10, 0, 10)];

describe('proposeSmartPairs', () => {
  it('contrasts the dimension the profile knows least about first, + pole as option 1', () => {
    const [first, second] = proposeSmartPairs(input({ dimensions: settledExplorer }));
    expect(first).toMatchObject({ option1: 'Title of act-climb', option2: 'Title of act-journal', category: 'Activities' });
    expect(first!.targetedPreferences[0]).toBe('Active vs Reflective');
    expect(first!.reasoning).toBe('Contrasts Active and Reflective, which no choice of yours has touched yet, and brings in Climbing and Reflection, which you have not met yet.');
    expect(second!.targetedPreferences[0]).toBe('Exploring vs Traditional');
    expect(first!.confidence).toBeGreaterThan(second!.confidence);
  });

  it("counts in its reasoning the choices that touched the dimension, and names the dimension they touched", () => {
    // 47 choices in all would never appear here: the number is the dimension's, so the sentence says so.
    const split = proposeSmartPairs(input({ dimensions: [...settledExplorer, evidence('life_engagement', 4, 4, 9)] }))[0]!;
    expect(split.reasoning).toMatch(/^Contrasts Active and Reflective, where the 9 of your choices that touched Life Engagement are split close to evenly, /);
    const one = proposeSmartPairs(input({ dimensions: [...settledExplorer, evidence('life_engagement', 0, 0, 1)] }))[0]!;
    expect(one.reasoning).toMatch(/^Contrasts Active and Reflective, where the one choice of yours that touched Life Engagement leans neither way, /);
    const few = proposeSmartPairs(input({ dimensions: [...settledExplorer, evidence('life_engagement', 3, 0, 3)] }))[0]!;
    expect(few.reasoning).toMatch(/^Contrasts Active and Reflective, with only 3 of your choices touching Life Engagement so far, /);
  });

  it('prefers pairs bringing tags the person has met least', () => {
    const metBoth = { 'sport:Climbing': { score: 0.6, choiceCount: 4 }, 'wellness:Reflection': { score: 0.4, choiceCount: 4 } };
    const [first] = proposeSmartPairs(input({ preferences: metBoth }));
    expect(first!.targetedPreferences).toEqual(['Exploring vs Traditional', 'Familiar', 'Street Food']);
  });

  it('never proposes a pair that exists, in either order and whatever the case', () => {
    const existingPairs = [{ option1: 'title of act-journal ', option2: 'Title of act-climb' }];
    const ids = proposeSmartPairs(input({ existingPairs })).map((p) => p.id);
    expect(ids).not.toContain('smart-act-climb--act-journal');
    expect(ids.length).toBeGreaterThan(0);
  });

  it('builds option tags from preference tags and the leanings as alive tags (|leaning| / 2)', () => {
    const item = candidate('x', { 'setting:Nature': 1, 'cost:Budget': 0.6 }, { value_investment: 2, primary_drive: -1 });
    expect(optionTags(item)).toEqual({
      'cost:Budget': 0.6,
      'setting:Nature': 1,
      'alive:primary_drive:social': 0.5,
      'alive:value_investment:exploring': 1,
    });
  });

  it('filters by choice category through the catalogue mapping', () => {
    const movieA = candidate('mov-a', { 'genre:Drama': 1 }, { happiness_orientation: 2 }, 'movies');
    const movieB = candidate('mov-b', { 'genre:Comedy': 1 }, { happiness_orientation: -2 }, 'movies');
    const catalogue = [active, reflective, exploring, traditional, movieA, movieB];
    expect(proposeSmartPairs(input({ catalogue, category: 'Movies' })).map((p) => p.id)).toEqual(['smart-mov-a--mov-b']);
    expect(proposeSmartPairs(input({ catalogue, category: 'Books' }))).toEqual([]);
    // food and activities items are both Activities, so they may pair across the two.
    expect(proposeSmartPairs(input({ catalogue, category: 'Activities' })).every((p) => p.category === 'Activities')).toBe(true);
    expect(proposeSmartPairs(input({ catalogue, category: 'Nonsense' as SmartPairInput['category'] }))).toEqual([]);
  });

  it('only pairs items leaning opposite ways on some dimension', () => {
    const same = candidate('same-a', {}, { life_engagement: 2 }, 'activities');
    const same2 = candidate('same-b', {}, { life_engagement: 1 }, 'activities');
    expect(proposeSmartPairs(input({ catalogue: [same, same2] }))).toEqual([]);
  });

  it('uses each item once, respects the limit and is deterministic', () => {
    const all = proposeSmartPairs(input({ dimensions: settledExplorer }));
    const items = all.flatMap((p) => [p.option1, p.option2]);
    expect(new Set(items).size).toBe(items.length);
    expect(proposeSmartPairs(input({ limit: 1 }))).toHaveLength(1);
    expect(proposeSmartPairs(input({ limit: 0 }))).toEqual([]);
    const reversed = proposeSmartPairs(input({ dimensions: settledExplorer, catalogue: [traditional, exploring, reflective, active] }));
    expect(reversed).toEqual(all);
    expect(all.every((p) => p.personalityMatch >= 0 && p.personalityMatch <= 1 && p.confidence > 0 && p.confidence <= 1)).toBe(true);
  });
});
