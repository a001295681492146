import { describe, expect, it } from 'vitest';
import { makePair } from '@alive/api-mocks';
import type { ChoicePlan } from '@alive/contracts';
import { PLAN_RESERVE } from '@alive/contracts/constants';
import { isSlowLink, planReserveSize } from './plan-reserve-size.ts';
import { advancePrepared, preparedFromPlan, putBackPair, withFresherReserve } from './prepared-pairs.ts';

const plan: ChoicePlan = {
  pair: makePair(1),
  next: { option1: makePair(2), option2: makePair(3), skip: makePair(4) },
  reserve: [makePair(5), makePair(6), makePair(7)],
};
const ids = (pairs: { id: number }[]) => pairs.map((pair) => pair.id);
const none = new Set<number>();

describe('prepared pairs (docs/product/choices.md, The next pair is ready)', () => {
  it('after an answer shows the plan’s pair for that answer, then the reserve once the plan is used up', () => {
    const prepared = preparedFromPlan(plan, none);
    expect(advancePrepared(prepared, 'option1', none).pair?.id).toBe(2);
    expect(advancePrepared(prepared, 'option2', none).pair?.id).toBe(3);
    expect(advancePrepared(prepared, 'skip', none).pair?.id).toBe(4);
    const twice = advancePrepared(advancePrepared(prepared, 'option1', none), 'option2', new Set([1]));
    expect(twice.pair?.id).toBe(5);
    expect(ids(twice.reserve)).toEqual([6, 7]);
  });

  it('never shows a pair this device has answered (still waiting to sync)', () => {
    const prepared = preparedFromPlan({ ...plan, reserve: [makePair(5), makePair(6)] }, new Set([1, 5]));
    expect(prepared.pair?.id).toBe(6);
    expect(prepared.next).toBeNull();
    expect(advancePrepared(preparedFromPlan(plan, none), 'option1', new Set([2])).pair?.id).toBe(5);
  });

  it('runs out: no pair when nothing usable is left', () => {
    expect(advancePrepared({ pair: makePair(1), next: null, reserve: [] }, 'option1', none).pair).toBeNull();
  });

  it('Undo puts the pair back and keeps the displaced one first in the reserve', () => {
    const back = putBackPair({ pair: makePair(2), next: plan.next, reserve: [makePair(5)] }, makePair(1));
    expect(back.pair?.id).toBe(1);
    expect(back.next).toBeNull();
    expect(ids(back.reserve)).toEqual([2, 5]);
  });

  it('a plan for a pair no longer on screen only refreshes the reserve', () => {
    const held = { pair: makePair(3), next: null, reserve: [makePair(9)] };
    const fresher = withFresherReserve(held, { pair: makePair(2), next: null, reserve: [makePair(3), makePair(10)] }, new Set([2]));
    expect(fresher.pair?.id).toBe(3);
    expect(ids(fresher.reserve)).toEqual([10]);
  });
});

describe('reserve size (docs/product/choices.md, Offline)', () => {
  it('prepares the deeper reserve on a slow link or after a failed send', () => {
    expect(planReserveSize({ lastSendFailed: false, slowLink: false })).toBe(PLAN_RESERVE.usual);
    expect(planReserveSize({ lastSendFailed: true, slowLink: false })).toBe(PLAN_RESERVE.slow);
    expect(planReserveSize({ lastSendFailed: false, slowLink: true })).toBe(PLAN_RESERVE.slow);
  });

  it('reads a slow link from the Network Information API', () => {
    expect(isSlowLink(undefined)).toBe(false);
    expect(isSlowLink({ effectiveType: '4g' })).toBe(false);
    for (const effectiveType of ['slow-2g', '2g', '3g']) expect(isSlowLink({ effectiveType })).toBe(true);
    expect(isSlowLink({ effectiveType: '4g', saveData: true })).toBe(true);
  });
});
