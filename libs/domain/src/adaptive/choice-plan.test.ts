import { describe, expect, it } from 'vitest';
import type { DimensionKey } from '../alive-dimensions.ts';
import { chooseWithInterests } from '../interests/interest-categories.ts';
import { learnerStateAfter, leaningAnswer, planChoices, type PlanCandidate } from './choice-plan.ts';
import { chooseNextPair, type LearnerState } from './next-pair-policy.ts';

const POLES: Record<DimensionKey, [string, string]> = {
  primary_drive: ['intrinsic', 'social'],
  happiness_orientation: ['meaningful', 'emotional'],
  life_engagement: ['active', 'reflective'],
  value_investment: ['exploring', 'traditional'],
  locus_of_control: ['control', 'flow'],
};
const KEYS = Object.keys(POLES) as DimensionKey[];

/** Option 1 on the + pole of each dimension, option 2 on the − pole, one preference tag each. */
function pairOn(id: number, dimensions: DimensionKey[], category = 'Travel'): PlanCandidate {
  const option1Tags: Record<string, number> = { [`style:a${id}`]: 1 };
  const option2Tags: Record<string, number> = { [`style:b${id}`]: 1 };
  for (const key of dimensions) {
    option1Tags[`alive:${key}:${POLES[key][0]}`] = 1;
    option2Tags[`alive:${key}:${POLES[key][1]}`] = 1;
  }
  return { id, category, option1Tags, option2Tags };
}

const empty: LearnerState = { dimensions: {}, exploredTags: new Set() };
const never = () => 0.99; // never explores, never draws an interest
/** A varied window: pairs on each dimension in turn, some on two. */
const shared = Array.from({ length: 60 }, (_, i) =>
  pairOn(i + 1, i % 7 === 6 ? [KEYS[i % 5]!, KEYS[(i + 1) % 5]!] : [KEYS[i % 5]!], i % 3 === 0 ? 'Books' : 'Travel'),
);
const base = { personal: [], shared, interests: [], state: empty, reserve: 20, random: never };

describe('learnerStateAfter', () => {
  it('applies the answer to the evidence, meets the pair’s tags and makes its dimensions the last ones', () => {
    const pair = pairOn(1, ['primary_drive']);
    const after = learnerStateAfter(empty, pair, 'option2');
    expect(after.dimensions.primary_drive).toEqual({ positiveWeight: 0, negativeWeight: 1, choiceCount: 1 });
    expect([...after.exploredTags].sort()).toEqual(['style:a1', 'style:b1']);
    expect([...after.lastDimensions!]).toEqual(['primary_drive']);
    expect(empty.dimensions).toEqual({});
  });

  it('keeps the last dimensions after a pair on no dimension', () => {
    const last = new Set<DimensionKey>(['locus_of_control']);
    expect(learnerStateAfter({ ...empty, lastDimensions: last }, pairOn(2, []), 'option1').lastDimensions).toBe(last);
  });
});

describe('leaningAnswer', () => {
  it('follows the lean of the evidence, option1 without one', () => {
    const pair = pairOn(1, ['life_engagement']);
    expect(leaningAnswer(empty, pair)).toBe('option1');
    const leansNegative = { ...empty, dimensions: { life_engagement: { positiveWeight: 1, negativeWeight: 3, choiceCount: 4 } } };
    expect(leaningAnswer(leansNegative, pair)).toBe('option2');
    expect(leaningAnswer(leansNegative, pairOn(2, ['primary_drive']))).toBe('option1');
  });
});

describe('planChoices', () => {
  it('serves what the next-pair call serves, and after each answer what the policy picks from the state it leaves', () => {
    const plan = planChoices(base);
    const pair = chooseNextPair(shared.slice(0, 24), empty, never);
    expect(plan.pair).toBe(pair);
    const without = shared.filter((candidate) => candidate.id !== pair!.id).slice(0, 24);
    expect(plan.next).toEqual({
      option1: chooseNextPair(without, learnerStateAfter(empty, pair!, 'option1'), never),
      option2: chooseNextPair(without, learnerStateAfter(empty, pair!, 'option2'), never),
      skip: chooseNextPair(without, empty, never),
    });
    // No two pairs in a row on one dimension: an answer moves the next pick to another dimension.
    expect(plan.next!.option1!.id).not.toBe(pair!.id);
  });

  it('plans a reserve of distinct pairs, without the pair and the three next ones, up to the size asked', () => {
    const plan = planChoices(base);
    expect(plan.reserve).toHaveLength(20);
    const ids = plan.reserve.map((pair) => pair.id);
    expect(new Set(ids).size).toBe(20);
    for (const shown of [plan.pair, plan.next!.option1, plan.next!.option2, plan.next!.skip]) expect(ids).not.toContain(shown!.id);
    expect(planChoices({ ...base, reserve: 0 }).reserve).toEqual([]);
    // Runs out with the window: 60 pairs, at most 4 shown before the reserve.
    expect(planChoices({ ...base, reserve: 100 }).reserve.length).toBe(60 - new Set([plan.pair, ...Object.values(plan.next!)].map((p) => p!.id)).size);
  });

  it('keeps the current pair and plans after it', () => {
    const current = shared[40]!;
    const plan = planChoices({ ...base, current });
    expect(plan.pair).toBe(current);
    expect(plan.next!.skip).toBe(chooseNextPair(shared.filter((p) => p.id !== current.id).slice(0, 24), empty, never));
  });

  it('serves personal pairs first, oldest first, whatever the answer', () => {
    const personal = [pairOn(101, ['primary_drive']), pairOn(102, [])];
    const plan = planChoices({ ...base, personal });
    expect(plan.pair!.id).toBe(101);
    expect(plan.next).toEqual({ option1: personal[1], option2: personal[1], skip: personal[1] });
    expect(plan.reserve[0]!.id).not.toBe(101);
    expect(plan.reserve.map((p) => p.id)).not.toContain(102);
    // A shared current pair stays on screen; the personal pairs follow it.
    const kept = planChoices({ ...base, personal, current: shared[0]! });
    expect(kept.pair).toBe(shared[0]);
    expect(kept.next!.option1!.id).toBe(101);
  });

  it('answers nothing left with pair null, next null and an empty reserve', () => {
    expect(planChoices({ ...base, shared: [] })).toEqual({ pair: null, next: null, reserve: [] });
    const only = planChoices({ ...base, shared: [shared[0]!] });
    expect(only).toEqual({ pair: shared[0], next: { option1: null, option2: null, skip: null }, reserve: [] });
  });

  it('uses the first interest draw’s window for the pair, as the next-pair call does', () => {
    const picked = { category: 'Books', pairs: shared.filter((p) => p.category === 'Books') };
    const plan = planChoices({ ...base, picked, interests: ['Books'] });
    expect(plan.pair).toBe(chooseWithInterests(shared.slice(0, 24), picked.pairs.slice(0, 24), empty, never));
  });

  it('plans a reserve of 50 from a window of 77 in a few milliseconds of CPU', () => {
    const window = () => Array.from({ length: 77 }, (_, i) => pairOn(i + 1, [KEYS[i % 5]!, ...(i % 4 === 0 ? [KEYS[(i + 2) % 5]!] : [])]));
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const plan = () => planChoices({ ...base, shared: window(), interests: ['Travel'], reserve: 50, random });
    for (let i = 0; i < 10; i += 1) plan();
    const started = process.cpuUsage();
    for (let i = 0; i < 20; i += 1) plan();
    const used = process.cpuUsage(started);
    // ~2–5 ms on the development machine (fresh rows, as the service reads them); generous for a busy CI box.
    expect((used.user + used.system) / 1000 / 20).toBeLessThan(20);
  });
});
