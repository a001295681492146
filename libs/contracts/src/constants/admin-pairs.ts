/**
 * Plain constants of the admin choice-pair tools (Admin Panel, AI Recommendations, Smart Choice Pair
 * Engine), in a module without zod so screens import them from `@alive/contracts/constants`.
 * Meanings: docs/product/admin.md.
 */

import { CHOICE_CATEGORIES } from './choices.ts';

/**
 * Categories an admin files a pair under (Create and Edit alike, the filter too): the home screen's
 * categories, one list, so no pair is filed where people cannot pick it; a new pair defaults to Activities.
 */
export const ADMIN_PAIR_CATEGORIES = CHOICE_CATEGORIES;
export type AdminPairCategory = (typeof ADMIN_PAIR_CATEGORIES)[number];
export const DEFAULT_ADMIN_PAIR_CATEGORY: AdminPairCategory = 'Activities';

export const BOTH_OPTIONS_REQUIRED_MESSAGE = 'Both options are required';

// The pair list a page at a time (GET /api/admin/choice-pairs/page) ---------------------------

/** Every category a stored pair may carry. */
export const PAIR_FILTER_CATEGORIES: readonly string[] = ADMIN_PAIR_CATEGORIES;
export const PAIR_PAGE_SORTS = ['newest', 'oldest', 'most-answered', 'least-answered'] as const;
export type PairPageSort = (typeof PAIR_PAGE_SORTS)[number];
export const PAIR_PAGE_STATUSES = ['all', 'active', 'inactive'] as const;
export type PairPageStatus = (typeof PAIR_PAGE_STATUSES)[number];
export const PAIR_PAGE_LIMIT = { min: 1, max: 100, default: 25 } as const;
/** Most pairs one bulk reactivate may name. */
export const REACTIVATE_MAX = 500;

/** Longest option text (the same bound as a person's own pair). */
export const PAIR_OPTION_MAX = 200;

/**
 * A tag an admin types on a pair option: `prefix:Tag`, the rule of `tagNameSchema` (choices.ts; the
 * agreement is tested in admin-pairs.test.ts), at most PAIR_TAGS_MAX per option, weights 0..1.
 */
export const PAIR_TAG_PATTERN = /^[a-z_]+(:[A-Za-z0-9][A-Za-z0-9 &'_-]*)+$/;
export const PAIR_TAG_LENGTH = { min: 3, max: 100 } as const;
export const PAIR_TAGS_MAX = 20;

// AI Recommendations ---------------------------------------------------------------------------

/** The AI Recommendations screen's category select; Travel first. */
export const AI_RECOMMENDATION_CATEGORIES = ['Travel', 'Movies', 'Books', 'Activities', 'Entertainment', 'Creative'] as const;
export const DEFAULT_AI_RECOMMENDATION_CATEGORY = 'Travel';

/** `limit` of POST /api/ai-recommendations: 3 from the screen, 2 per category for Generate AI Pairs, at most 10. */
export const AI_RECOMMENDATION_LIMIT = { min: 1, max: 10, single: 3, bulk: 2 } as const;

/** Generate AI Pairs (Admin Panel): up to AI_RECOMMENDATION_LIMIT.bulk pairs for each, created active. */
export const BULK_AI_PAIR_CATEGORIES = ['Travel', 'Movies', 'Books', 'Activities'] as const;

/** Most existing pairs a client may list in `existingPairs` (the service checks every stored pair itself). */
export const EXISTING_PAIRS_MAX = 1000;

// Smart Choice Pair Engine ---------------------------------------------------------------------

/**
 * The engine's categories: the Generate select (general … entertainment) and the eight quick buttons
 * (movies, travel, food, activities, books, lifestyle, tech, general); `tech` is only a button.
 */
export const SMART_ENGINE_CATEGORIES = [
  'general',
  'movies',
  'food',
  'travel',
  'activities',
  'books',
  'date_night',
  'lifestyle',
  'creative',
  'entertainment',
  'tech',
] as const;
export type SmartEngineCategory = (typeof SMART_ENGINE_CATEGORIES)[number];
export const SMART_ENGINE_SELECT_CATEGORIES: readonly SmartEngineCategory[] = SMART_ENGINE_CATEGORIES.filter((c) => c !== 'tech');
export const SMART_ENGINE_QUICK_CATEGORIES: readonly SmartEngineCategory[] = ['movies', 'travel', 'food', 'activities', 'books', 'lifestyle', 'tech', 'general'];
export const DEFAULT_SMART_ENGINE_CATEGORY: SmartEngineCategory = 'general';

/** Number of Pairs: 1..20; the screen sends 5 when the field is not a number. */
export const SMART_PAIR_COUNT = { min: 1, max: 20, default: 5 } as const;
/** Get Recommendations lists this many. */
export const SMART_ENGINE_RECOMMENDATION_LIMIT = 6;

export const DIFFICULTY_LEVELS = ['easy', 'medium', 'hard'] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

export const FILL_BOTH_OPTIONS_MESSAGE = 'Please fill in both options';
export const SELECT_AT_LEAST_ONE_PAIR_MESSAGE = 'Please select at least one choice pair to add';
/** Most pairs one Add Selected may carry. */
export const SMART_ADD_MAX = 50;

/** The category a smart engine pair is stored under (a `general` suggestion carries its own). */
export const SMART_CATEGORY_PAIR_CATEGORY: Readonly<Record<SmartEngineCategory, string>> = {
  general: 'Activities',
  movies: 'Movies',
  food: 'Food',
  travel: 'Travel',
  activities: 'Activities',
  books: 'Books',
  date_night: 'Entertainment',
  lifestyle: 'Activities',
  creative: 'Creative',
  entertainment: 'Entertainment',
  tech: 'Creative',
};
