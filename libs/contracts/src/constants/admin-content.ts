/** Plain constants of the content library (no zod), so screens import them from `@alive/contracts/constants`. */

export const CONTENT_SCORE = { min: -2, max: 2 } as const;
export const DEFAULT_CONTENT_CONFIDENCE = 0.8;
export const CONTENT_TITLE_MAX = 200;
export const CONTENT_TEXT_MAX = 2000;
export const CONTENT_FIELD_MAX = 120;
export const CONTENT_YEAR = { min: 1000, max: 2100 } as const;
export const CONTENT_SEASONS_MAX = 200;
export const CONTENT_LIST_MAX = 20;
export const BULK_CONTENT_MAX = 100;
export const CONTENT_TITLE_REQUIRED_MESSAGE = 'Title is required';
export const CONTENT_TYPE_REQUIRED_MESSAGE = 'Content type is required (movie, tv or book)';

/**
 * The library a page at a time (GET /api/admin/content): `recent` = latest change first (the default),
 * `title` = A to Z, `confidence` = most confident first; ties by id.
 */
export const CONTENT_PAGE_SORTS = ['recent', 'title', 'confidence'] as const;
export type ContentPageSort = (typeof CONTENT_PAGE_SORTS)[number];
export const CONTENT_PAGE_LIMIT = { min: 1, max: 100, default: 50 } as const;

/** The stored types; `tv_show` (the enhanced API's word) is accepted as `tv`. */
export const CONTENT_TYPES = ['movie', 'tv', 'book'] as const;
export type ContentTypeValue = (typeof CONTENT_TYPES)[number];


export const SCORE_FIELDS = [
  'primaryDriveScore',
  'happinessOrientationScore',
  'lifeEngagementScore',
  'valueInvestmentScore',
  'locusControlScore',
] as const;
export type ScoreField = (typeof SCORE_FIELDS)[number];
