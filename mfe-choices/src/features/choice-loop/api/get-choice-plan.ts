import { isUnauthorized } from '@alive/api-client';
import type { ChoicePlan } from '@alive/contracts';
import { categoryQuery } from './categories.ts';
import { choicesClient } from '../../../shared/api/choices-client.ts';

/** Pair fetch errors (docs/product/choices.md, Errors). */
export const PAIR_AUTH_ERROR_MESSAGE = 'Authentication required';
export const PAIR_FETCH_ERROR_MESSAGE = 'Failed to fetch';

export interface ChoicePlanRequest {
  category: string;
  /** The pair on screen: the plan keeps it while it is still the person's to answer. */
  current?: number;
  /** Pairs to prepare beyond the next step (planReserveSize). */
  reserve: number;
}

/**
 * GET /api/choice-pairs/plan — the pair to show, what follows each answer to it, and a reserve
 * (docs/product/choices.md, The next pair is ready). Failures become the two product messages
 * (401 → "Authentication required", anything else, network errors included → "Failed to fetch"); the
 * original error is kept as `cause`.
 */
export async function getChoicePlan({ category, current, reserve }: ChoicePlanRequest): Promise<ChoicePlan> {
  try {
    return await choicesClient.plan({ query: { ...categoryQuery(category), current: current === undefined ? undefined : String(current), reserve: String(reserve) } });
  } catch (error) {
    const message = isUnauthorized(error) ? PAIR_AUTH_ERROR_MESSAGE : PAIR_FETCH_ERROR_MESSAGE;
    throw new Error(message, { cause: error });
  }
}
