import { z } from 'zod';
import {
  BULK_CONTENT_MAX,
  CONTENT_FIELD_MAX,
  CONTENT_LIST_MAX,
  CONTENT_PAGE_LIMIT,
  CONTENT_PAGE_SORTS,
  CONTENT_SCORE,
  CONTENT_SEASONS_MAX,
  CONTENT_TEXT_MAX,
  CONTENT_TITLE_MAX,
  CONTENT_TITLE_REQUIRED_MESSAGE,
  CONTENT_TYPE_REQUIRED_MESSAGE,
  CONTENT_TYPES,
  CONTENT_YEAR,
  DEFAULT_CONTENT_CONFIDENCE,
  type ContentTypeValue,
} from './constants/admin-content.ts';
import { int4, int4Id, queryInt, safeText } from './input-rules.ts';

export * from './constants/admin-content.ts';

/**
 * The content classification library (admin service; docs/product/admin.md, Content library). Every
 * call is admin only: 401 signed out, 403 for a signed-in non-admin. The endpoints:
 * endpoints/admin-content.ts.
 */

/** Any case; `tv_show` (the enhanced API's word) is stored as `tv`. */
export const contentTypeInputSchema = z
  .string({ error: CONTENT_TYPE_REQUIRED_MESSAGE })
  .max(10, CONTENT_TYPE_REQUIRED_MESSAGE)
  .trim()
  .toLowerCase()
  .pipe(z.enum(['movie', 'tv', 'tv_show', 'book'], { error: CONTENT_TYPE_REQUIRED_MESSAGE }))
  .transform((type): ContentTypeValue => (type === 'tv_show' ? 'tv' : type));

const score = (field: string) =>
  z
    .number({ error: `${field} must be a whole number from -2 to 2` })
    .int(`${field} must be a whole number from -2 to 2`)
    .min(CONTENT_SCORE.min, `${field} must be a whole number from -2 to 2`)
    .max(CONTENT_SCORE.max, `${field} must be a whole number from -2 to 2`);

/** 0..1 as a number or a decimal string ("0.80", as the library answers it). */
const CONFIDENCE_MESSAGE = 'confidence must be a number from 0 to 1';
const unitNumber = z.number({ error: CONFIDENCE_MESSAGE }).min(0, CONFIDENCE_MESSAGE).max(1, CONFIDENCE_MESSAGE);
const confidenceInput = z.union(
  [unitNumber, z.string().max(10, CONFIDENCE_MESSAGE).regex(/^\s*(\d+(\.\d+)?|\.\d+)\s*$/, CONFIDENCE_MESSAGE).transform(Number).pipe(unitNumber)],
  { error: CONFIDENCE_MESSAGE },
);

const optionalText = (max: number, multiline = false) => safeText({ max, trim: true, multiline }).nullish();
/** A name shown as a label (genre, author, director): blank means none, anything else needs a visible character. */
const optionalName = (label: string) => safeText({ max: CONTENT_FIELD_MAX, trim: true, label }).nullish();
/** Tags, warnings and similar titles are shown one by one, each as a label. */
const textList = (label: string) =>
  z.array(safeText({ min: 1, max: CONTENT_FIELD_MAX, trim: true, label })).max(CONTENT_LIST_MAX, `at most ${CONTENT_LIST_MAX} entries`);
const contentTitle = safeText({ min: 1, max: CONTENT_TITLE_MAX, trim: true, minMessage: CONTENT_TITLE_REQUIRED_MESSAGE, label: 'Title' });
const yearInput = int4({ min: CONTENT_YEAR.min, max: CONTENT_YEAR.max }).nullish();

/** POST and PUT: title and type required; scores default 0, confidence 0.80. */
export const contentClassificationRequestSchema = z.object({
  title: contentTitle,
  contentType: contentTypeInputSchema,
  genre: optionalName('Genre'),
  year: yearInput,
  author: optionalName('Author'),
  director: optionalName('Director'),
  seasons: int4({ min: 1, max: CONTENT_SEASONS_MAX }).nullish(),
  description: optionalText(CONTENT_TEXT_MAX, true),
  primaryDriveScore: score('primaryDriveScore').optional().default(0),
  happinessOrientationScore: score('happinessOrientationScore').optional().default(0),
  lifeEngagementScore: score('lifeEngagementScore').optional().default(0),
  valueInvestmentScore: score('valueInvestmentScore').optional().default(0),
  locusControlScore: score('locusControlScore').optional().default(0),
  confidence: confidenceInput.optional().default(DEFAULT_CONTENT_CONFIDENCE),
  reasoning: optionalText(CONTENT_TEXT_MAX, true),
  tags: textList('Tag').optional(),
  warnings: textList('Warning').optional(),
  similarTo: textList('Similar title').optional(),
});
export type ContentClassificationRequest = z.input<typeof contentClassificationRequestSchema>;
export type ContentClassificationInput = z.output<typeof contentClassificationRequestSchema>;

export const contentIdParamsSchema = z.object({ id: queryInt({ min: 1 }) });

export const contentQuerySchema = z.object({
  /** Empty or `all`: every type. */
  contentType: z
    .enum(['', 'all', 'movie', 'tv', 'tv_show', 'book'], { error: 'contentType must be movie, tv, tv_show or book' })
    .optional()
    .transform((type) => (!type || type === 'all' ? undefined : type === 'tv_show' ? ('tv' as const) : type)),
  genre: safeText({ max: CONTENT_FIELD_MAX, trim: true }).optional(),
  searchTerm: safeText({ max: CONTENT_TITLE_MAX, trim: true }).optional(),
  sort: z.enum(CONTENT_PAGE_SORTS, { error: `sort must be one of ${CONTENT_PAGE_SORTS.join(', ')}` }).optional(),
  limit: queryInt({ min: CONTENT_PAGE_LIMIT.min, max: CONTENT_PAGE_LIMIT.max }).optional(),
  /** The `nextCursor` of the page before, opaque to the client. */
  cursor: z.string().regex(/^[A-Za-z0-9_-]{1,1200}$/, 'cursor must be the nextCursor of a page').optional(),
});
export type ContentQuery = z.output<typeof contentQuerySchema>;

export const contentClassificationSchema = z.object({
  id: int4Id,
  title: z.string(),
  contentType: z.enum(CONTENT_TYPES),
  genre: z.string().nullable(),
  year: z.number().int().nullable(),
  author: z.string().nullable(),
  director: z.string().nullable(),
  seasons: z.number().int().nullable(),
  description: z.string().nullable(),
  primaryDriveScore: z.number().int().min(-2).max(2),
  happinessOrientationScore: z.number().int().min(-2).max(2),
  lifeEngagementScore: z.number().int().min(-2).max(2),
  valueInvestmentScore: z.number().int().min(-2).max(2),
  locusControlScore: z.number().int().min(-2).max(2),
  /** Decimal string 0.00..1.00. */
  confidence: z.string().regex(/^[01]\.\d{2}$/),
  reasoning: z.string().nullable(),
  tags: z.array(z.string()),
  warnings: z.array(z.string()),
  similarTo: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContentClassification = z.infer<typeof contentClassificationSchema>;

export const contentListSchema = z.object({
  content: z.array(contentClassificationSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** How many titles match the filters, over all pages. */
  total: z.number().int().nonnegative(),
});
export type ContentList = z.infer<typeof contentListSchema>;

export const contentAnalyticsSchema = z.object({
  data: z.object({
    totalContent: z.number().int().nonnegative(),
    byType: z.object({ movie: z.number().int().nonnegative(), tv: z.number().int().nonnegative(), book: z.number().int().nonnegative() }),
    /** Mean confidence 0..1 (0 for an empty library). */
    averageConfidence: z.number().min(0).max(1),
  }),
});
export type ContentAnalytics = z.infer<typeof contentAnalyticsSchema>;

export const removedContentSchema = z.object({ id: int4Id, message: z.string() });

const additionalInfoSchema = z.object({
  year: yearInput,
  author: optionalName('Author'),
  director: optionalName('Director'),
  genre: optionalName('Genre'),
});

export const contentGenerateRequestSchema = z.object({
  title: contentTitle,
  contentType: contentTypeInputSchema,
  additionalInfo: additionalInfoSchema.optional().default({}),
});
export type ContentGenerateRequest = z.input<typeof contentGenerateRequestSchema>;

export const contentScoresSchema = z.object({
  primaryDriveScore: z.number().int().min(-2).max(2),
  happinessOrientationScore: z.number().int().min(-2).max(2),
  lifeEngagementScore: z.number().int().min(-2).max(2),
  valueInvestmentScore: z.number().int().min(-2).max(2),
  locusControlScore: z.number().int().min(-2).max(2),
  confidence: z.number().min(0).max(1),
  reasoning: z.string().min(1),
});
export type ContentScores = z.infer<typeof contentScoresSchema>;

export const contentGenerateResponseSchema = z.object({
  success: z.literal(true),
  data: contentScoresSchema.extend({ engine: z.enum(['builtin', 'openai']) }),
});
export type ContentGenerateResponse = z.infer<typeof contentGenerateResponseSchema>;

/** One line of Bulk Add; each is checked alone, so one bad line fails alone. */
export const bulkContentItemSchema = z.object({
  title: contentTitle,
  contentType: contentTypeInputSchema,
  year: yearInput,
  author: optionalName('Author'),
  director: optionalName('Director'),
  genre: optionalName('Genre'),
});
export type BulkContentItem = z.input<typeof bulkContentItemSchema>;

export const bulkContentRequestSchema = z.object({
  contentList: z
    .array(z.unknown(), { error: 'contentList must be a list of titles' })
    .min(1, 'contentList must hold at least one title')
    .max(BULK_CONTENT_MAX, `at most ${BULK_CONTENT_MAX} titles at once`),
});

export const bulkContentResponseSchema = z.object({
  /** True when every line was written. */
  success: z.boolean(),
  created: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  results: z.array(
    z.object({
      index: z.number().int().nonnegative(),
      title: z.string().nullable(),
      success: z.boolean(),
      id: int4Id.optional(),
      error: z.string().optional(),
    }),
  ),
});
export type BulkContentResponse = z.infer<typeof bulkContentResponseSchema>;
