import { describe, expect, it } from 'vitest';
import { FAMILY_GAP_MAX_NAMED, familyGapText } from './recommendation-insights.ts';

/** The Insights tab's tag-family gaps (docs/recommendation-engine.md, Recommendation insights). */
describe('familyGapText', () => {
  it('names every untried tag and says none were tried when none were', () => {
    expect(familyGapText('Transport', 3, ['Bike', 'Car', 'Public Transport'])).toBe('Transport: none of its 3 tags tried yet: Bike, Car and Public Transport.');
  });

  it('counts the tried ones and names exactly the rest', () => {
    expect(familyGapText('Food', 4, ['Spicy', 'Sweet', 'Vegan'])).toBe('Food: 1 of 4 tried; not yet Spicy, Sweet and Vegan.');
    expect(familyGapText('Setting', 5, ['Urban', 'Beach', 'Mountains'])).toBe('Setting: 2 of 5 tried; not yet Urban, Beach and Mountains.');
  });

  it('reads for a family of one tag', () => {
    expect(familyGapText('Mood', 1, ['Calm'])).toBe('Mood: Calm not tried yet.');
  });

  it('counts what it does not name, so the named and counted tags add up to the untried ones', () => {
    const untried = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    const text = familyGapText('Genre', 9, untried);
    expect(text).toBe('Genre: 2 of 9 tried; not yet A, B, C and 4 more.');
    const named = FAMILY_GAP_MAX_NAMED - 1;
    expect(named + Number(text.match(/and (\d+) more/)![1])).toBe(untried.length);
    expect(familyGapText('Genre', 8, untried.slice(0, FAMILY_GAP_MAX_NAMED))).toBe('Genre: 4 of 8 tried; not yet A, B, C and D.');
  });
});
