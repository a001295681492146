/**
 * The recommendation contract's plain constants, in a module without zod, so screens import them from
 * `@alive/contracts/constants` (docs/architecture.md, "Shared singletons"). `../recommendations.ts`
 * builds its schemas from these. Meanings: docs/product/recommendations.md.
 */

/** Catalogue categories of personalized recommendations: the personalized screen's and the six tabs' union. */
export const RECOMMENDATION_CATEGORIES = [
  'general',
  'movies',
  'books',
  'activities',
  'travel',
  'food',
  'shopping',
  'learning',
] as const;

/** Catalogue-only category of group recommendations (a group's date night), never a personal list. */
export const DATE_NIGHT_CATEGORY = 'date_night';

/** Path value of the personalized screen's "all" option; the service answers it with `general`. */
export const ALL_RECOMMENDATIONS = 'all';

/** `limit` bounds of GET /api/personalized-recommendations/{category}. */
export const PERSONALIZED_LIMIT = { min: 1, max: 50, default: 10 } as const;
/** The six-tab screen asks for this many per tab. */
export const RECOMMENDATIONS_TAB_LIMIT = 6;

/** Feedback of POST /api/recommendation-feedback (the personalized and enhanced screens). */
export const FEEDBACK_ACTIONS = ['liked', 'used', 'disliked', 'bookmarked'] as const;
/** Feedback of POST /api/recommendations/{id}/feedback (the six-tab screen). */
export const FEEDBACK_TYPES = ['liked', 'disliked', 'bookmarked'] as const;

/** Enhanced recommendations' content types (`tv_show` here; the content library says `tv`). */
export const ENHANCED_CONTENT_TYPES = ['movie', 'tv_show', 'book'] as const;
export const ENHANCED_LIMIT = { min: 1, max: 50, default: 12 } as const;
/** The enhanced screen's feedback: category and confidence it sends with every action. */
export const ENHANCED_FEEDBACK_CATEGORY = 'enhanced-content';
export const ENHANCED_FEEDBACK_CONFIDENCE = 0.9;
/**
 * Lowercase, accents folded, every run of other characters one hyphen, no hyphen at either end: the
 * one slug rule of recommendation ids (catalogue slugs, enhanced ids) and the seed's keys.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `enhanced-` + the lowercase hyphenated title: the enhanced screen's recommendationId. */
export function enhancedRecommendationId(title: string): string {
  return `enhanced-${slugify(title)}`;
}

/** Smart recommendations' category filter (choice-pair categories, plus all). */
export const SMART_RECOMMENDATION_LIMIT = { min: 1, max: 20, default: 6 } as const;

/** A cached list is stale after this long (docs/product/recommendations.md, Engine and freshness). */
export const RECOMMENDATION_STALE_AFTER_MS = 12 * 60 * 60 * 1000;
/** Every cached list is regenerated in the background this often. */
export const RECOMMENDATION_DAILY_REFRESH_MS = 24 * 60 * 60 * 1000;
/** The screens poll this often while the answer says `generating`. */
export const RECOMMENDATION_POLL_MS = 3000;
/** The screens keep a fetched list this long before asking again. */
export const RECOMMENDATION_CLIENT_CACHE_MS = 30 * 60 * 1000;

/** Upper bound of a recommendation id (a catalogue slug or an enhanced id) in requests. */
export const RECOMMENDATION_ID_MAX = 200;
