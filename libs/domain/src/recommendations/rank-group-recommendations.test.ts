import { describe, expect, it } from 'vitest';
import { STRONG_DISLIKE_SCORE, groupMemberNames, rankGroupRecommendations, sharedByEnough, type GroupMemberTaste } from './rank-group-recommendations.ts';
import { rankRecommendations } from './rank-recommendations.ts';
import { candidate, evidence, taste } from './test-fixtures.ts';
import type { PersonTaste, RecommendationCandidate } from './types.ts';

const ids = (ranked: { candidate: RecommendationCandidate }[]) => ranked.map((r) => r.candidate.id);
const named = (member: PersonTaste, name: string): GroupMemberTaste => ({ ...member, name });

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

describe('rankGroupRecommendations: reasoning', () => {
  it('names a tag a majority shares, and the members the item suits best', () => {
    const a = taste({ preferences: { 'setting:Nature': 0.9 } });
    const b = taste({ preferences: { 'setting:Nature': 0.8 } });
    const c = taste({ preferences: { 'culture:Classical': 0.9 } });
    const [top] = rankGroupRecommendations([named(a, 'Alex'), named(b, 'Sam'), named(c, 'Priya')], [hiking], { limit: 1 });
    expect(top!.sharedTags).toEqual(['Nature']);
    expect(top!.reasoning).toBe('Best for Alex and Sam: it matches the group\'s taste for nature.');
  });

  it('gives every item of a real list its own sentence, naming only real signals', () => {
    const members = [
      named(taste({ preferences: { 'setting:Nature': 0.95, 'food:Homemade': 0.8, 'social:Games': 0.3 } }), 'Alex'),
      named(taste({ preferences: { 'setting:Nature': 0.7, 'social:Games': 0.9, 'culture:Classical': 0.3 } }), 'Sam'),
      named(taste({ preferences: { 'food:Homemade': 0.9, 'culture:Classical': 0.85, 'setting:Nature': 0.6 } }), 'Priya'),
    ];
    const items = [
      hiking,
      opera,
      cooking,
      board,
      candidate('picnic', { 'setting:Nature': 1, 'food:Homemade': 0.8 }),
      candidate('quiz', { 'social:Games': 1, 'culture:Classical': 0.5 }),
      candidate('pottery', { 'craft:Ceramics': 1, 'mood:Calm': 0.5 }),
    ];
    const ranked = rankGroupRecommendations(members, items, { limit: items.length });
    const reasons = ranked.map((r) => r.reasoning);
    expect(new Set(reasons).size).toBe(reasons.length);
    const memberNames = ['Alex', 'Sam', 'Priya'];
    for (const { candidate: item, reasoning, sharedTags } of ranked) {
      // Every tag a sentence names is one of the item's own tags; every name is a member's.
      const itemTags = Object.keys(item.tags).map((tag) => tag.slice(tag.indexOf(':') + 1));
      for (const tag of sharedTags) expect(itemTags).toContain(tag);
      const named = reasoning.match(/^Best for ([^:]+):/)?.[1]?.split(/, | and /) ?? [];
      for (const name of named) expect(memberNames).toContain(name);
      expect(reasoning).not.toMatch(/[0-9]/);
    }
    // The picnic suits everyone and names the tastes they share; the pottery nobody has met yet.
    expect(ranked.find((r) => r.candidate.id === 'picnic')!.reasoning).toBe('Suits everyone in the group: it matches the group\'s taste for nature and homemade food.');
    expect(ranked.find((r) => r.candidate.id === 'pottery')!.reasoning).toBe('A pick to stretch the group: it opens up ceramics experiences and calm, unhurried experiences.');
    expect(ranked.find((r) => r.candidate.id === 'board-games')!.reasoning).toBe('Best for Sam: it adds games activities to the mix.');
  });

  it('never names a tag only one member of a group matches', () => {
    const a = taste({ preferences: { 'setting:Nature': 1, 'activity:Active': 1 } });
    const b = taste({ preferences: { 'food:Homemade': 0.9 } });
    const ranked = rankGroupRecommendations([named(a, 'Alex'), named(b, 'Sam')], catalogue, { limit: 4 });
    for (const item of ranked) {
      expect(item.reasoning).not.toMatch(/taste for .*(nature|active|homemade)/);
      expect(item.sharedTags).toEqual([]);
    }
    expect(ranked.find((r) => r.candidate.id === 'hiking')!.reasoning).toBe('Best for Alex: it adds nature and active activities to the mix.');
  });

  it('counts a member without a name without naming them', () => {
    const likes = taste({ preferences: { 'setting:Nature': 0.9 } });
    const [top] = rankGroupRecommendations([likes, named(likes, 'Sam'), taste()], [hiking], { limit: 1 });
    expect(top!.reasoning).toBe('Best for Sam: it matches the group\'s taste for nature.');
    const [unnamed] = rankGroupRecommendations([likes, likes, taste()], [hiking], { limit: 1 });
    expect(unnamed!.reasoning).toBe('Suits some of you: it matches the group\'s taste for nature.');
  });

  it('names a pole only when enough members lean to it, and never a number', () => {
    const active = [evidence('life_engagement', 9, 1, 10)];
    const activeItem = candidate('run', { 'activity:Active': 1 }, { life_engagement: 2 });
    const both = rankGroupRecommendations([named(taste({ dimensions: active }), 'Alex'), named(taste({ dimensions: active }), 'Sam')], [activeItem], { limit: 1 });
    expect(both[0]!.reasoning).toBe("Suits everyone in the group: it matches the group's Active side.");
    const one = rankGroupRecommendations([named(taste({ dimensions: active }), 'Alex'), named(taste(), 'Sam')], [activeItem], { limit: 1 });
    expect(one[0]!.reasoning).toBe('Best for Alex: it adds active activities to the mix.');
    expect(both[0]!.reasoning).not.toMatch(/[0-9]/);
  });

  it('tells apart two items that would read alike by naming more of their own tags', () => {
    const walk = candidate('walk', { 'setting:Nature': 1, 'activity:Active': 0.6, 'mood:Calm': 0.3 });
    const swim = candidate('swim', { 'setting:Nature': 1, 'activity:Active': 0.6, 'place:Water': 0.3 });
    const starter = rankGroupRecommendations([taste(), taste()], [walk, swim], { limit: 2 }).map((r) => r.reasoning);
    expect(starter).toEqual(
      expect.arrayContaining([
        'A starting point while your choices build your profiles: nature and active activities.',
        expect.stringMatching(/^A starting point while your choices build your profiles: nature, active activities and (calm, unhurried|water) experiences\.$/),
      ]),
    );
    const nature = taste({ preferences: { 'setting:Nature': 0.9 } });
    const personal = rankGroupRecommendations([named(nature, 'Alex'), named(nature, 'Sam')], [walk, swim], { limit: 2 }).map((r) => r.reasoning);
    expect(new Set(personal).size).toBe(2);
    expect(personal).toContain("Suits everyone in the group: it matches the group's taste for nature.");
    expect(personal.some((r) => /^Suits everyone in the group: it matches the group's taste for nature\. It also brings active activities\.$/.test(r))).toBe(true);
  });

  it('calls members by first name, with an initial where two share one, and never an unnamed member', () => {
    expect(
      groupMemberNames([
        { firstName: 'Sam', lastName: 'Okafor' },
        { firstName: ' Priya ', lastName: 'Shah' },
        { firstName: 'Sam', lastName: 'park' },
        { firstName: null, lastName: 'Lee' },
      ]),
    ).toEqual(['Sam O.', 'Priya', 'Sam P.', null]);
  });

  it('speaks to a group of one as its member', () => {
    const [top] = rankGroupRecommendations([named(taste({ preferences: { 'setting:Nature': 0.9 } }), 'Alex')], [hiking], { limit: 1 });
    expect(top!.reasoning).toBe('Suits you: it matches your taste for nature.');
  });

  it('says each item is a starting point, in its own tags, when no member has made choices yet', () => {
    const ranked = rankGroupRecommendations([taste(), taste()], catalogue, { limit: 4 });
    expect(ranked).toHaveLength(4);
    expect(ranked.find((r) => r.candidate.id === 'hiking')!.reasoning).toBe('A starting point while your choices build your profiles: nature and active activities.');
    expect(new Set(ranked.map((r) => r.reasoning)).size).toBe(4);
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

describe('rankGroupRecommendations: starter order', () => {
  it('with no member evidence, orders by popularity, then broad appeal, never by title', () => {
    const items = [
      { ...candidate('a-loved', { 'setting:Nature': 1 }), popularity: 5 },
      { ...candidate('b-quiet', { 'food:Homemade': 1 }), popularity: 0 },
      { ...candidate('c-liked', { 'social:Games': 1 }), popularity: 9 },
      { ...candidate('d-bold', { 'culture:Classical': 1 }, { life_engagement: 2, primary_drive: -2 }), popularity: 0 },
    ];
    expect(ids(rankGroupRecommendations([taste(), taste()], items, { limit: 4 }))).toEqual(['c-liked', 'a-loved', 'b-quiet', 'd-bold']);
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
