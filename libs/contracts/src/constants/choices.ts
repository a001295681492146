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
 * The request header that names who made a choice (the user id the client queued it for), sent with
 * every POST of a choice, live or queued. The service refuses a choice whose maker is not the session's
 * person (docs/product/choices.md, Only the maker's session).
 */
export const CHOICE_MAKER_HEADER = 'x-choice-maker';

/**
 * The machine codes of the 409s of POST /api/user-choices (docs/product/choices.md, Exactly once and
 * Only the maker's session); the client decides by them, never by the message:
 * - `choice_pair_answered`: the pair was answered already (by another key, or without one);
 * - `choice_maker_mismatch`: the stated maker is not the signed-in person; nothing written;
 * - `choice_undone`: the key's choice was recorded, then undone; nothing written;
 * - `idempotency_key_not_yours`: the key stands for another person's choice; nothing written or told.
 */
export const CHOICE_CONFLICT_CODES = ['choice_pair_answered', 'choice_maker_mismatch', 'choice_undone', 'idempotency_key_not_yours'] as const;
export type ChoiceConflictCode = (typeof CHOICE_CONFLICT_CODES)[number];

/**
 * Pairs prepared beyond the next step (`GET /api/choice-pairs/plan?reserve=`): what the home loop keeps
 * answering from while offline. The client asks PLAN_RESERVE.usual normally and PLAN_RESERVE.slow on a slow
 * or failing connection; PLAN_RESERVE.max is the most the service plans in one call.
 */
export const PLAN_RESERVE = { usual: 20, slow: 40, max: 50 } as const;
