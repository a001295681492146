/**
 * The analytics contract's plain constants (the choice-pair tools' are in admin-pairs.ts), in a
 * module without zod, so screens import them from `@alive/contracts/constants`. Meanings:
 * docs/product/admin.md.
 */

/** `GET /api/analytics?type=daily&days=`: 1..90, 30 by default. */
export const ANALYTICS_DAYS = { min: 1, max: 90, default: 30 } as const;
/** Lists of the engagement analytics (most popular pairs, tags). */
export const ANALYTICS_TOP = 5;
/** Top pages of the website analytics. */
export const ANALYTICS_TOP_PAGES = 8;
