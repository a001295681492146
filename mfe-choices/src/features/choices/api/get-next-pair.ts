import { queryOptions, useQuery } from '@tanstack/react-query';
import { isUnauthorized } from '@alive/api-client';
import type { ChoicePair } from '@alive/contracts';
import { categoryQuery } from './categories.ts';
import { choicesClient } from './choices-client.ts';

/** Pair fetch errors (docs/product/choices.md, Errors). */
export const PAIR_AUTH_ERROR_MESSAGE = 'Authentication required';
export const PAIR_FETCH_ERROR_MESSAGE = 'Failed to fetch';

/**
 * GET /api/choice-pairs/next[?category=] — a pair the user has not answered, or `null` when none is
 * left in the category. Failures become the two product messages (401 → "Authentication required",
 * anything else, network errors included → "Failed to fetch"); the original error is kept as `cause`.
 */
export async function getNextPair(category: string): Promise<ChoicePair | null> {
  let pair: ChoicePair | null;
  try {
    pair = await choicesClient.nextPair({ query: categoryQuery(category) });
  } catch (error) {
    const message = isUnauthorized(error) ? PAIR_AUTH_ERROR_MESSAGE : PAIR_FETCH_ERROR_MESSAGE;
    throw new Error(message, { cause: error });
  }
  return pair && typeof pair === 'object' && 'id' in pair ? pair : null;
}

/** Every next-pair query starts with this (`['/api/choice-pairs', 'next']`), so one invalidation refetches whichever category is shown. */
export const nextPairBaseKey = choicesClient.nextPair.queryKey();

export function nextPairQueryOptions(category: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...nextPairBaseKey, { category }],
    queryFn: () => getNextPair(category),
    // Pair calls are only made when a user exists (docs/product/choices.md, Screen).
    enabled,
    // A cached "next pair" may have been answered since (or a category may have gained pairs), so
    // unlike the app-wide "never stale" default, choosing a category or coming back to the screen
    // always asks again (docs/product/choices.md, Screen: changing category fetches a new pair).
    staleTime: 0,
  });
}

export function useNextPair(category: string, enabled: boolean) {
  return useQuery(nextPairQueryOptions(category, enabled));
}
