import type { ChoicePair, ChoicePlan } from '@alive/contracts';

/** How the person left the pair on screen: one of its options, or Skip. */
export type PairAnswer = 'option1' | 'option2' | 'skip';

/**
 * The pairs the loop holds in memory (docs/product/choices.md, The next pair is ready): the one on
 * screen, what the plan serves after each answer to it (null once the screen has moved past the plan's
 * pair: then only the reserve is known), and the reserve, in the policy's order.
 */
export interface PreparedPairs {
  pair: ChoicePair | null;
  next: ChoicePlan['next'];
  reserve: ChoicePair[];
}

export const NOTHING_PREPARED: PreparedPairs = { pair: null, next: null, reserve: [] };

/**
 * A plan as prepared pairs, without the pairs this device has answered already (they may still be
 * waiting to sync, so the server does not know yet). The plan's pair, if answered here, gives way to
 * the first reserve pair that is not.
 */
export function preparedFromPlan(plan: ChoicePlan, answered: ReadonlySet<number>): PreparedPairs {
  const reserve = plan.reserve.filter((pair) => !answered.has(pair.id));
  if (plan.pair && !answered.has(plan.pair.id)) {
    return { pair: plan.pair, next: plan.next, reserve: reserve.filter((pair) => pair.id !== plan.pair!.id) };
  }
  const [first = null, ...rest] = reserve;
  return { pair: first, next: null, reserve: rest };
}

/**
 * The pairs after the person answers or skips the pair on screen: the plan's pair for that answer
 * when the plan is about this pair, else the first reserve pair not answered here. Null: nothing is
 * prepared any more.
 */
export function advancePrepared(prepared: PreparedPairs, answer: PairAnswer, answered: ReadonlySet<number>): PreparedPairs {
  const leaving = prepared.pair?.id;
  const usable = (pair: ChoicePair | null | undefined): pair is ChoicePair => !!pair && pair.id !== leaving && !answered.has(pair.id);
  const reserve = prepared.reserve.filter(usable);
  const planned = prepared.next?.[answer];
  const pair = usable(planned) ? planned : (reserve[0] ?? null);
  return { pair, next: null, reserve: reserve.filter((candidate) => candidate.id !== pair?.id) };
}

/** Undo: the taken-back pair is on screen again, and the pair it replaces goes back to the front of the reserve. */
export function putBackPair(prepared: PreparedPairs, pair: ChoicePair): PreparedPairs {
  const displaced = prepared.pair && prepared.pair.id !== pair.id ? [prepared.pair] : [];
  return { pair, next: null, reserve: [...displaced, ...prepared.reserve.filter((candidate) => candidate.id !== pair.id)] };
}

/**
 * A plan that answered for a pair no longer on screen (the person moved on while it travelled): its
 * reserve is fresher than the one held, so it replaces it, minus the screen pair and answered pairs.
 */
export function withFresherReserve(prepared: PreparedPairs, plan: ChoicePlan, answered: ReadonlySet<number>): PreparedPairs {
  const candidates = [...(plan.pair ? [plan.pair] : []), ...plan.reserve];
  const reserve = candidates.filter((pair) => pair.id !== prepared.pair?.id && !answered.has(pair.id));
  return reserve.length >= prepared.reserve.length ? { ...prepared, reserve } : prepared;
}
