/**
 * The choice contract's plain constants, in a module without zod: browser code imports them from
 * `@alive/contracts/constants` so the home screen does not download the validation library
 * (docs/architecture.md, "Shared singletons"). `../choices.ts` builds its schemas from these.
 */

/**
 * The home screen's category dropdown and the categories choice pairs are filed under. Food is our
 * addition to the original six (docs/product/choices.md, Decision — Food pairs).
 */
export const CHOICE_CATEGORIES = ['Travel', 'Movies', 'Books', 'Activities', 'Entertainment', 'Creative', 'Food'] as const;

/** Dropdown value meaning "any category". */
export const ALL_CATEGORIES = 'all';

/** Longest accepted response time: one hour (a tab left open); anything longer is client error. */
export const MAX_RESPONSE_TIME_MS = 3_600_000;

export const RECENT_CHOICES_LIMIT = 10;

/** The request header that carries a choice's client-made id (docs/architecture.md, Choices offline and exactly once). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * Pairs prepared beyond the next step (`GET /api/choice-pairs/plan?reserve=`): what the home loop keeps
 * answering from while offline. The client asks PLAN_RESERVE.usual normally and PLAN_RESERVE.slow on a slow
 * or failing connection; PLAN_RESERVE.max is the most the service plans in one call.
 */
export const PLAN_RESERVE = { usual: 20, slow: 40, max: 50 } as const;
