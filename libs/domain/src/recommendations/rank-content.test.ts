import { describe, expect, it } from 'vitest';
import { DIMENSION_KEYS } from '../alive-dimensions.ts';
import { personPosition } from './person-position.ts';
import { personalityMatch, rankContent, type ContentCandidate } from './rank-content.ts';
import { STARTING_POINT_REASONING } from './rank-recommendations.ts';
import { evidence, leanings, taste } from './test-fixtures.ts';
import type { FeedbackSignal } from './types.ts';

function content(id: string, scores: [number, number, number, number, number], genre: string | null = 'Drama', tags: string[] = []): ContentCandidate {
  const lean = Object.fromEntries(DIMENSION_KEYS.map((key, i) => [key, scores[i]!]));
  return { id, title: id, contentType: 'movie', genre, tags, leanings: leanings(lean) };
}

/** Ten consistent choices on every dimension, towards I M A X C. */
const imaxc = taste({ dimensions: DIMENSION_KEYS.map((key) => evidence(key, 10, 0, 10)) });
const ids = (ranked: { candidate: ContentCandidate }[]) => ranked.map((r) => r.candidate.id);

describe('personalityMatch', () => {
  it('is 1 on the person\'s spot, 0 at the opposite end and 0.5 when nothing is known', () => {
    const position = personPosition(imaxc.dimensions);
    expect(personalityMatch(position, leanings({ primary_drive: 2, happiness_orientation: 2, life_engagement: 2, value_investment: 2, locus_of_control: 2 }))).toBe(1);
    expect(personalityMatch(position, leanings({ primary_drive: -2, happiness_orientation: -2, life_engagement: -2, value_investment: -2, locus_of_control: -2 }))).toBe(0);
    expect(personalityMatch(personPosition([]), leanings({ primary_drive: 2 }))).toBe(0.5);
  });

  it('is weighted by evidence: thin evidence stays nearer 0.5', () => {
    const item = leanings({ primary_drive: 2, value_investment: 2 });
    const thin = personalityMatch(personPosition(DIMENSION_KEYS.map((k) => evidence(k, 2, 0, 2))), item);
    const thick = personalityMatch(personPosition(imaxc.dimensions), item);
    expect(thin).toBeGreaterThan(0.5);
    expect(thick).toBeGreaterThan(thin);
  });
});

describe('rankContent', () => {
  const close = content('enhanced-close', [2, 2, 1, 2, 1], 'Adventure', ['Wilderness']);
  const middle = content('enhanced-middle', [0, 1, 0, 0, 0], 'Drama');
  const far = content('enhanced-far', [-2, -1, -2, -2, -1], 'Comedy');

  it('orders titles by closeness to the person and names the shared dimensions', () => {
    const ranked = rankContent(imaxc, [far, middle, close], { limit: 3 });
    expect(ids(ranked)).toEqual(['enhanced-close', 'enhanced-middle', 'enhanced-far']);
    expect(ranked[0]!.personalityMatch).toBeGreaterThanOrEqual(0.9);
    expect(ranked[2]!.personalityMatch).toBeLessThan(0.3);
    expect(ranked[0]!.reasoning).toBe('Speaks to your Intrinsic (Authentic), Meaningful (Life) and Exploring (Vitality) side.');
    expect(ranked[2]!.reasoning).toBe('A change of pace: it leans Social where you lean Intrinsic (Authentic).');
  });

  it('leaves out titles with disliked or used feedback', () => {
    const feedback: FeedbackSignal[] = [
      { recommendationId: 'enhanced-close', action: 'used', tags: [] },
      { recommendationId: 'enhanced-middle', action: 'disliked', tags: [] },
    ];
    expect(ids(rankContent(taste({ ...imaxc, feedback }), [far, middle, close], { limit: 3 }))).toEqual(['enhanced-far']);
  });

  it('nudges titles sharing a liked title\'s genre or tags up, without changing their match', () => {
    const a = content('enhanced-a', [1, 0, 0, 0, 0], 'Drama');
    const b = content('enhanced-b', [1, 0, 0, 0, 0], 'Comedy');
    const liked = content('enhanced-liked', [-2, -2, -2, -2, -2], 'Comedy', ['Heist']);
    const withoutFeedback = rankContent(imaxc, [a, b], { limit: 2 });
    expect(ids(withoutFeedback)).toEqual(['enhanced-a', 'enhanced-b']);
    const person = taste({ ...imaxc, feedback: [{ recommendationId: 'enhanced-liked', action: 'liked', tags: [] }] });
    const ranked = rankContent(person, [a, b, liked], { limit: 2 });
    expect(ids(ranked)).toEqual(['enhanced-b', 'enhanced-a']);
    expect(ranked[0]!.personalityMatch).toBe(withoutFeedback[1]!.personalityMatch);
    expect(ranked[0]!.reasoning).toContain('It shares Comedy with titles you liked.');
  });

  it('reads a liked title\'s terms from the signal when the title is not among the candidates', () => {
    const a = content('enhanced-a', [0, 0, 0, 0, 0], 'Drama');
    const b = content('enhanced-b', [0, 0, 0, 0, 0], 'Comedy');
    const person = taste({ feedback: [{ recommendationId: 'enhanced-gone', action: 'liked', tags: ['comedy'] }] });
    expect(ids(rankContent(person, [a, b], { limit: 2 }))).toEqual(['enhanced-b', 'enhanced-a']);
  });

  it('moves titles sharing a disliked title\'s genre down', () => {
    const a = content('enhanced-a', [0, 0, 0, 0, 0], 'Drama');
    const b = content('enhanced-b', [0, 0, 0, 0, 0], 'Comedy');
    const person = taste({ feedback: [{ recommendationId: 'enhanced-x', action: 'disliked', tags: ['Drama'] }] });
    expect(ids(rankContent(person, [a, b], { limit: 2 }))).toEqual(['enhanced-b', 'enhanced-a']);
  });

  it('says it is a starting point for a person without evidence, and is deterministic with a limit', () => {
    const ranked = rankContent(taste(), [far, middle, close], { limit: 2 });
    expect(ranked.map((r) => r.personalityMatch)).toEqual([0.5, 0.5]);
    expect(ids(ranked)).toEqual(['enhanced-close', 'enhanced-far']);
    expect(ranked[0]!.reasoning).toBe(STARTING_POINT_REASONING);
    expect(rankContent(taste(), [close, far, middle], { limit: 2 })).toEqual(ranked);
    expect(rankContent(imaxc, [close], { limit: 0 })).toEqual([]);
  });
});
