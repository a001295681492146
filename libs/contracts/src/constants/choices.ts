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
