import { describe, expect, it } from 'vitest';
import {
  GROUP_BALANCED_REASONING,
  GROUP_STARTING_POINT_REASONING,
  STRONG_DISLIKE_SCORE,
  rankGroupRecommendations,
  sharedByEnough,
} from './rank-group-recommendations.ts';
import { rankRecommendations } from './rank-recommendations.ts';
import { candidate, evidence, taste } from './test-fixtures.ts';
import type { PersonTaste, RecommendationCandidate } from './types.ts';

const ids = (ranked: { candidate: RecommendationCandidate }[]) => ranked.map((r) => r.candidate.id);

const hiking = candidate('hiking', { 'setting:Nature': 1, 'activity:Active': 0.6 });
const opera = candidate('opera', { 'culture:Classical': 1 });
const cooking = candidate('cooking', { 'food:Homemade': 1 });
const board = candidate('board-games', { 'social:Games': 1 });
const catalogue = [hiking, opera, cooking, board];

describe('rankGroupRecommendations: fairness', () => {
  it('never puts first an item one member strongly dislikes, even when the others love it', () => {
    const lovesOpera = taste({ preferences: { 'culture:Classical': 1, 'food:Homemade': 0.6 } });
    const hatesOpera = taste({ preferences: { 'culture:Classical': 0, 'food:Homemade': 0.6 } });
    // Alone, three of the four would put opera first.
    expect(ids(rankRecommendations(lovesOpera, catalogue, { limit: 1 }))).toEqual(['opera']);
    const group = [lovesOpera, lovesOpera, lovesOpera, hatesOpera];
    const ranked = rankGroupRecommendations(group, catalogue, { limit: 4 });
    expect(ranked[0]!.candidate.id).not.toBe('opera');
    expect(ranked[0]!.candidate.id).toBe('cooking');
    // It still shows, last, behind everything nobody strongly dislikes.
    expect(ids(ranked).at(-1)).toBe('opera');
  });

  it('uses a strong-dislike threshold on the personal score scale', () => {
    const hatesOpera = taste({ preferences: { 'culture:Classical': 0 } });
    expect(rankRecommendations(hatesOpera, [opera], { limit: 1 })[0]!.score).toBeLessThanOrEqual(STRONG_DISLIKE_SCORE);
  });

  it('leaves out an item a member disliked, and keeps one a member already used', () => {
    const a = taste({ feedback: [{ recommendationId: 'hiking', action: 'disliked', tags: [] }] });
    const b = taste({ feedback: [{ recommendationId: 'opera', action: 'used', tags: [] }] });
    const ranked = ids(rankGroupRecommendations([a, b], catalogue, { limit: 10 }));
    expect(ranked).not.toContain('hiking');
    expect(ranked).toContain('opera');
  });

  it('prefers what everyone likes a little over what one member loves and the others are cool on', () => {
    const a = taste({ preferences: { 'setting:Nature': 1, 'food:Homemade': 0.7 } });
    const b = taste({ preferences: { 'setting:Nature': 0.45, 'food:Homemade': 0.7 } });
    const c = taste({ preferences: { 'setting:Nature': 0.45, 'food:Homemade': 0.7 } });
    expect(ids(rankGroupRecommendations([a, b, c], [hiking, cooking], { limit: 2 }))).toEqual(['cooking', 'hiking']);
  });

  it('gives the same list whatever the order of the members', () => {
    const members: PersonTaste[] = [
      taste({ preferences: { 'setting:Nature': 0.9, 'culture:Classical': 0.3 }, dimensions: [evidence('life_engagement', 8, 2, 10)] }),
      taste({ preferences: { 'food:Homemade': 0.8, 'social:Games': 0.7 } }),
      taste({ preferences: { 'culture:Classical': 0.9 }, dimensions: [evidence('life_engagement', 2, 8, 10)] }),
    ];
    const forward = rankGroupRecommendations(members, catalogue, { limit: 4 });
    const backward = rankGroupRecommendations([...members].reverse(), catalogue, { limit: 4 });
    const rotated = rankGroupRecommendations([members[1]!, members[2]!, members[0]!], catalogue, { limit: 4 });
    expect(backward).toEqual(forward);
    expect(rotated).toEqual(forward);
  });

  it('ranks a group of one as that person alone', () => {
    const person = taste({ preferences: { 'setting:Nature': 0.8, 'social:Games': 0.6, 'culture:Classical': 0.2 } });
    expect(ids(rankGroupRecommendations([person], catalogue, { limit: 4 }))).toEqual(ids(rankRecommendations(person, catalogue, { limit: 4 })));
  });
});

describe('rankGroupRecommendations: reasoning keeps each member private', () => {
  it('names a tag a majority shares', () => {
    const a = taste({ preferences: { 'setting:Nature': 0.9 } });
    const b = taste({ preferences: { 'setting:Nature': 0.8 } });
    const c = taste({ preferences: { 'culture:Classical': 0.9 } });
    const [top] = rankGroupRecommendations([a, b, c], [hiking], { limit: 1 });
    expect(top!.sharedTags).toEqual(['Nature']);
    expect(top!.reasoning).toBe('Your group shares a taste for Nature.');
  });

  it('never names a tag only one member of a group matches', () => {
    const a = taste({ preferences: { 'setting:Nature': 1, 'activity:Active': 1 } });
    const b = taste({ preferences: { 'food:Homemade': 0.9 } });
    const ranked = rankGroupRecommendations([a, b], catalogue, { limit: 4 });
    for (const item of ranked) {
      expect(item.reasoning).not.toMatch(/Nature|Active|Homemade/);
      expect(item.sharedTags).toEqual([]);
    }
    expect(ranked.find((r) => r.candidate.id === 'hiking')!.reasoning).toBe(GROUP_BALANCED_REASONING);
  });

  it('names a pole only when enough members lean to it, and never a number', () => {
    const active = [evidence('life_engagement', 9, 1, 10)];
    const activeItem = candidate('run', { 'activity:Active': 1 }, { life_engagement: 2 });
    const both = rankGroupRecommendations([taste({ dimensions: active }), taste({ dimensions: active })], [activeItem], { limit: 1 });
    expect(both[0]!.reasoning).toBe('Your group shares a lean to the Active side.');
    const one = rankGroupRecommendations([taste({ dimensions: active }), taste()], [activeItem], { limit: 1 });
    expect(one[0]!.reasoning).toBe(GROUP_BALANCED_REASONING);
    expect(both[0]!.reasoning).not.toMatch(/[0-9]/);
  });

  it('says it is a starting point when no member has made choices yet', () => {
    const ranked = rankGroupRecommendations([taste(), taste()], catalogue, { limit: 2 });
    expect(ranked).toHaveLength(2);
    expect(ranked.every((r) => r.reasoning === GROUP_STARTING_POINT_REASONING)).toBe(true);
  });

  it('counts a majority with at least two members once the group has two or more', () => {
    expect(sharedByEnough(1, 1)).toBe(true);
    expect(sharedByEnough(1, 2)).toBe(false);
    expect(sharedByEnough(2, 2)).toBe(true);
    expect(sharedByEnough(2, 5)).toBe(false);
    expect(sharedByEnough(3, 5)).toBe(true);
    expect(sharedByEnough(2, 4)).toBe(true);
  });
});

describe('rankGroupRecommendations: list shape', () => {
  it('respects the limit, keeps confidence in 0..1 and answers nothing for no members or no limit', () => {
    const members = [taste({ preferences: { 'setting:Nature': 0.9 } }), taste({ preferences: { 'food:Homemade': 0.9 } })];
    const ranked = rankGroupRecommendations(members, catalogue, { limit: 3 });
    expect(ranked).toHaveLength(3);
    for (const item of ranked) {
      expect(item.confidence).toBeGreaterThanOrEqual(0);
      expect(item.confidence).toBeLessThanOrEqual(1);
    }
    expect(rankGroupRecommendations([], catalogue, { limit: 3 })).toEqual([]);
    expect(rankGroupRecommendations(members, catalogue, { limit: 0 })).toEqual([]);
    expect(rankGroupRecommendations(members, catalogue, { limit: Number.NaN })).toEqual([]);
  });

  it('re-ranks for diversity so one tag does not fill the list', () => {
    const natureItems = [1, 2, 3, 4].map((n) => candidate(`nature-${n}`, { 'setting:Nature': 1 }));
    const other = candidate('games', { 'social:Games': 1 });
    const members = [taste({ preferences: { 'setting:Nature': 0.6, 'social:Games': 0.58 } }), taste({ preferences: { 'setting:Nature': 0.6, 'social:Games': 0.58 } })];
    const ranked = ids(rankGroupRecommendations(members, [...natureItems, other], { limit: 3 }));
    expect(ranked).toContain('games');
  });

  it('is deterministic for the same inputs', () => {
    const members = [taste({ preferences: { 'setting:Nature': 0.7 } }), taste({ preferences: { 'social:Games': 0.7 } })];
    expect(rankGroupRecommendations(members, catalogue, { limit: 4 })).toEqual(rankGroupRecommendations(members, catalogue, { limit: 4 }));
  });
});
