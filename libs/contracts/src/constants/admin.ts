/**
 * The admin contract's plain constants, in a module without zod, so screens import them from
 * `@alive/contracts/constants`. Meanings: docs/product/admin.md.
 */

/** Categories an admin files a pair under (the Admin Panel's list); the first shown is Activities. */
export const ADMIN_PAIR_CATEGORIES = ['Travel', 'Movies', 'Books', 'Activities', 'Food', 'Creative'] as const;
export const DEFAULT_ADMIN_PAIR_CATEGORY = 'Activities';

export const BOTH_OPTIONS_REQUIRED_MESSAGE = 'Both options are required';

/** Longest option text (the same bound as a person's own pair). */
export const PAIR_OPTION_MAX = 200;

/** `GET /api/analytics?type=daily&days=`: 1..90, 30 by default. */
export const ANALYTICS_DAYS = { min: 1, max: 90, default: 30 } as const;
/** Lists of the engagement analytics (most popular pairs, tags). */
export const ANALYTICS_TOP = 5;
/** Top pages of the website analytics. */
export const ANALYTICS_TOP_PAGES = 8;
