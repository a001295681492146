import { z } from 'zod';
import { CHOICE_CATEGORIES } from './constants/choices.ts';
import {
  ADMIN_PAIR_CATEGORIES,
  AI_RECOMMENDATION_CATEGORIES,
  AI_RECOMMENDATION_LIMIT,
  BULK_AI_PAIR_CATEGORIES,
  BOTH_OPTIONS_REQUIRED_MESSAGE,
  DIFFICULTY_LEVELS,
  EXISTING_PAIRS_MAX,
  FILL_BOTH_OPTIONS_MESSAGE,
  PAIR_OPTION_MAX,
  PAIR_PAGE_LIMIT,
  PAIR_PAGE_SORTS,
  PAIR_PAGE_STATUSES,
  REACTIVATE_MAX,
  SELECT_AT_LEAST_ONE_PAIR_MESSAGE,
  SMART_ADD_MAX,
  SMART_ENGINE_CATEGORIES,
  SMART_PAIR_COUNT,
} from './constants/admin-pairs.ts';
import { optionTagsRequestSchema, optionTagsSchema } from './choices.ts';
import { int4, int4Id, queryInt, safeText } from './input-rules.ts';

export * from './constants/admin-pairs.ts';

/**
 * The admin choice-pair tools (services/admin). Admin only: 401 signed out, 403 for a signed-in
 * non-admin. Meanings of every figure: docs/product/admin.md.
 *
 * GET    /api/admin/choice-pairs                 → AdminChoicePair[] (newest first)
 * POST   /api/admin/choice-pairs                 AdminChoicePairRequest → 201 AdminChoicePair
 * PUT    /api/admin/choice-pairs/:id             AdminChoicePairRequest → AdminChoicePair (every field)
 * PATCH  /api/admin/choice-pairs/:id             AdminChoicePairUpdate → AdminChoicePair
 * DELETE /api/admin/choice-pairs/:id             → RemovedChoicePair (deleted without votes, deactivated with)
 * GET    /api/admin/tag-hierarchy                → TagHierarchy
 * POST   /api/ai-recommendations                 AiRecommendationsRequest → AiRecommendation[]
 * POST   /api/admin/ai-pair-drafts               AiPairDraftsRequest → AiPairDrafts (nothing written)
 * POST   /api/gap-analysis                       GapAnalysisRequest → GapAnalysis
 * POST   /api/smart-choice-pairs/generate        SmartGenerateRequest → SmartSuggestions
 * GET    /api/smart-choice-pairs/recommendations → SmartRecommendationsList
 * POST   /api/smart-choice-pairs/evaluate        SmartEvaluateRequest → PairEvaluation
 * POST   /api/smart-choice-pairs/add             SmartAddRequest → 201 SmartAddResult
 * GET    /api/algorithm-analysis                 → AlgorithmAnalysis
 */

/** Categories accepted on a pair: the admin list and the home screen's (a seeded Entertainment pair stays editable). */
export const ADMIN_CATEGORY_VALUES = [...new Set<string>([...ADMIN_PAIR_CATEGORIES, ...CHOICE_CATEGORIES])] as [string, ...string[]];
export const adminPairCategorySchema = z.enum(ADMIN_CATEGORY_VALUES, { error: `category must be one of ${ADMIN_CATEGORY_VALUES.join(', ')}` });

// ---------------------------------------------------------------------------------------------
// Choice pairs

export const adminChoicePairSchema = z.object({
  id: int4Id,
  option1: z.string(),
  option2: z.string(),
  category: z.string(),
  isActive: z.boolean(),
  option1Votes: int4(),
  option2Votes: int4(),
  totalVotes: int4(),
  option1Tags: optionTagsSchema,
  option2Tags: optionTagsSchema,
  /** `seed`, `admin`, `ai`, `smart` … who wrote the pair. */
  source: z.string(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});
export type AdminChoicePair = z.infer<typeof adminChoicePairSchema>;
export const adminChoicePairListSchema = z.array(adminChoicePairSchema);

/**
 * GET /api/admin/choice-pairs/page: the pair list a page at a time (docs/product/admin.md, Choice pairs
 * at scale). `cursor` is the `nextCursor` of the page before, opaque to the client.
 */
export const pairPageQuerySchema = z.object({
  limit: queryInt({ min: PAIR_PAGE_LIMIT.min, max: PAIR_PAGE_LIMIT.max }).optional(),
  cursor: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'cursor must be the nextCursor of a page').optional(),
  sort: z.enum(PAIR_PAGE_SORTS, { error: `sort must be one of ${PAIR_PAGE_SORTS.join(', ')}` }).optional(),
  status: z.enum(PAIR_PAGE_STATUSES, { error: `status must be one of ${PAIR_PAGE_STATUSES.join(', ')}` }).optional(),
  /** A pair category, e.g. `Entertainment`; empty or absent: every category. */
  category: safeText({ max: 40, trim: true }).optional(),
  /** Words in either option, any case. */
  q: safeText({ max: PAIR_OPTION_MAX, trim: true }).optional(),
});
export type PairPageQuery = z.output<typeof pairPageQuerySchema>;
export const adminChoicePairPageSchema = z.object({
  items: z.array(adminChoicePairSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** How many pairs match the filters, over all pages. */
  total: int4(),
});
export type AdminChoicePairPage = z.infer<typeof adminChoicePairPageSchema>;

/** POST /api/admin/choice-pairs/reactivate: make inactive pairs active again, many at once. */
export const reactivatePairsRequestSchema = z.object({
  ids: z.array(int4Id).min(1, 'ids must name at least one pair').max(REACTIVATE_MAX, `ids must name at most ${REACTIVATE_MAX} pairs`),
});
export const reactivatePairsResponseSchema = z.object({
  /** Pairs that were inactive and are active now (already active or unknown ids count for nothing). */
  reactivated: int4(),
});

const optionText = safeText({ min: 1, max: PAIR_OPTION_MAX, trim: true, minMessage: BOTH_OPTIONS_REQUIRED_MESSAGE, label: 'Option' });

/** Tags are optional on an admin pair: none (`{}`) means the pair carries no preference signal yet. */
const pairTags = z.union([optionTagsRequestSchema, z.object({}).strict()]);
const optionalTags = pairTags.optional().default({});

export const adminChoicePairRequestSchema = z.object({
  option1: optionText,
  option2: optionText,
  category: adminPairCategorySchema,
  option1Tags: optionalTags,
  option2Tags: optionalTags,
  /** Created active unless the admin says otherwise. */
  isActive: z.boolean().optional().default(true),
});
export type AdminChoicePairRequest = z.input<typeof adminChoicePairRequestSchema>;

export const adminChoicePairUpdateSchema = z
  .object({
    option1: optionText.optional(),
    option2: optionText.optional(),
    category: adminPairCategorySchema.optional(),
    option1Tags: pairTags.optional(),
    option2Tags: pairTags.optional(),
    isActive: z.boolean().optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), 'nothing to change');
export type AdminChoicePairUpdate = z.input<typeof adminChoicePairUpdateSchema>;

export const choicePairIdParamsSchema = z.object({ id: queryInt({ min: 1 }) });

export const removedChoicePairSchema = z.object({
  id: int4Id,
  /** `deleted` for a pair nobody answered, `deactivated` for one with votes (its history stays). */
  outcome: z.enum(['deleted', 'deactivated']),
  message: z.string(),
});
export type RemovedChoicePair = z.infer<typeof removedChoicePairSchema>;

/** The tag prefixes in use by active pairs, as a tree: `activity:Solo` is `activity` → `Solo`. */
export interface TagNode {
  name: string;
  /** The full tag (`activity:Solo`); the prefix itself for an inner node. */
  path: string;
  /** Active pair options carrying this tag or one below it. */
  usage: number;
  children: TagNode[];
}
export const tagNodeSchema: z.ZodType<TagNode> = z.lazy(() =>
  z.object({ name: z.string(), path: z.string(), usage: int4(), children: z.array(tagNodeSchema) }),
);
export const tagHierarchySchema = z.object({ roots: z.array(tagNodeSchema), totalTags: int4() });
export type TagHierarchy = z.infer<typeof tagHierarchySchema>;


/** PUT replaces every field (tags default to none, active unless `isActive: false`), as a create would set them. */
export const adminChoicePairReplaceSchema = adminChoicePairRequestSchema;

// ---------------------------------------------------------------------------------------------
// AI recommendations and gap analysis

/** Categories the AI tools take: the AI screen's list and the Admin Panel's (Food). */
export const AI_CATEGORY_VALUES = [...new Set<string>([...AI_RECOMMENDATION_CATEGORIES, ...ADMIN_PAIR_CATEGORIES])] as [string, ...string[]];
export const aiCategorySchema = z.enum(AI_CATEGORY_VALUES, { error: `category must be one of ${AI_CATEGORY_VALUES.join(', ')}` });

const pairTextSchema = safeText({ max: PAIR_OPTION_MAX });

export const aiRecommendationsRequestSchema = z.object({
  category: aiCategorySchema,
  /**
   * Pairs the screen already shows; never proposed again. Optional: the service checks every stored
   * pair itself, so this only adds pairs it cannot know of.
   */
  existingPairs: z
    .array(z.object({ option1: pairTextSchema, option2: pairTextSchema }))
    .max(EXISTING_PAIRS_MAX, `existingPairs must list at most ${EXISTING_PAIRS_MAX} pairs`)
    .optional()
    .default([]),
  limit: int4({ min: AI_RECOMMENDATION_LIMIT.min, max: AI_RECOMMENDATION_LIMIT.max }).optional().default(AI_RECOMMENDATION_LIMIT.single),
});
export type AiRecommendationsRequest = z.input<typeof aiRecommendationsRequestSchema>;

/** A proposed pair: tags in the choice pairs' vocabulary, `alive:<dimension>:<pole>` evidence included. */
export const aiRecommendationSchema = z.object({
  option1: z.string().min(1),
  option2: z.string().min(1),
  option1Tags: optionTagsSchema,
  option2Tags: optionTagsSchema,
  category: z.string(),
  /** 0..1: how much the pair fills the category's gaps. */
  confidence: z.number().min(0).max(1),
  reasoning: z.string().min(1),
});
export type AiRecommendation = z.infer<typeof aiRecommendationSchema>;
export const aiRecommendationListSchema = z.array(aiRecommendationSchema);

/**
 * Generate AI Pairs (Admin Panel): drafts for several categories at once, up to `perCategory` each
 * (default BULK_AI_PAIR_CATEGORIES, AI_RECOMMENDATION_LIMIT.bulk). Nothing is written: the admin
 * reviews the drafts and publishes the ones they keep with the create-pair call (docs/product/admin.md,
 * Decision — AI pairs are drafts first).
 */
export const aiPairDraftsRequestSchema = z
  .object({
    categories: z
      .array(aiCategorySchema)
      .min(1, 'categories must name at least one category')
      .max(AI_CATEGORY_VALUES.length, `categories must name at most ${AI_CATEGORY_VALUES.length} categories`)
      .refine((categories) => new Set(categories).size === categories.length, 'categories must not repeat a category')
      .optional()
      .default([...BULK_AI_PAIR_CATEGORIES]),
    perCategory: int4({ min: AI_RECOMMENDATION_LIMIT.min, max: AI_RECOMMENDATION_LIMIT.max }).optional().default(AI_RECOMMENDATION_LIMIT.bulk),
  })
  .strict();
export type AiPairDraftsRequest = z.input<typeof aiPairDraftsRequestSchema>;

/** The drafts, category by category in the order asked, best first within each; none is stored. */
export const aiPairDraftsSchema = z.object({ drafts: aiRecommendationListSchema });
export type AiPairDrafts = z.infer<typeof aiPairDraftsSchema>;

export const gapAnalysisRequestSchema = z.object({ category: aiCategorySchema });
export type GapAnalysisRequest = z.infer<typeof gapAnalysisRequestSchema>;

export const gapAnalysisSchema = z.object({
  category: z.string(),
  /** Active pairs of the category the analysis read. */
  activePairs: int4(),
  /** Tags of the category's material that few or no active pairs carry. */
  underexploredAreas: z.array(z.string()),
  /** A.L.I.V.E dimensions the category's pairs contrast least. */
  suggestedDimensions: z.array(z.string()),
  /** Tags of one family (or dimension poles) that no pair sets against each other. */
  missingContrasts: z.array(z.string()),
});
export type GapAnalysis = z.infer<typeof gapAnalysisSchema>;

// ---------------------------------------------------------------------------------------------
// Smart choice pair engine

export const smartEngineCategorySchema = z.enum(SMART_ENGINE_CATEGORIES, { error: `category must be one of ${SMART_ENGINE_CATEGORIES.join(', ')}` });

export const smartGenerateRequestSchema = z.object({
  category: smartEngineCategorySchema.optional().default('general'),
  count: z
    .number({ error: `count must be a number from ${SMART_PAIR_COUNT.min} to ${SMART_PAIR_COUNT.max}` })
    .int(`count must be a whole number from ${SMART_PAIR_COUNT.min} to ${SMART_PAIR_COUNT.max}`)
    .min(SMART_PAIR_COUNT.min, `count must be from ${SMART_PAIR_COUNT.min} to ${SMART_PAIR_COUNT.max}`)
    .max(SMART_PAIR_COUNT.max, `count must be from ${SMART_PAIR_COUNT.min} to ${SMART_PAIR_COUNT.max}`)
    .optional()
    .default(SMART_PAIR_COUNT.default),
});
export type SmartGenerateRequest = z.input<typeof smartGenerateRequestSchema>;

/**
 * One generated pair. Both readings of the screen read it: `optionA`/`optionB` and `option1`/`option2`
 * carry the same texts, `score` and `quality_score` the same value.
 */
export const smartSuggestionSchema = z.object({
  /** Stable for the same two options. */
  id: z.string(),
  optionA: z.string(),
  optionB: z.string(),
  option1: z.string(),
  option2: z.string(),
  /** The engine category asked for (`general` … `tech`). */
  category: z.string(),
  /** The choice-pair category it is stored under when added. */
  pairCategory: z.string(),
  difficulty: z.enum(DIFFICULTY_LEVELS),
  /** Display names of the two options' preference tags. */
  tags: z.array(z.string()),
  option1Tags: optionTagsSchema,
  option2Tags: optionTagsSchema,
  reasoning: z.string(),
  /** 0..1. */
  score: z.number().min(0).max(1),
  quality_score: z.number().min(0).max(1),
  userAnalysis: z.object({
    /** The contrasted poles, then the tags the pair brings in. */
    targetedPreferences: z.array(z.string()),
    /** The gap the pair explores, in words. */
    explorationArea: z.string(),
  }),
});
export type SmartSuggestion = z.infer<typeof smartSuggestionSchema>;

export const smartSuggestionsSchema = z.object({ category: z.string(), suggestions: z.array(smartSuggestionSchema) });
export type SmartSuggestions = z.infer<typeof smartSuggestionsSchema>;

export const smartRecommendationsListSchema = z.object({ recommendations: z.array(smartSuggestionSchema) });
export type SmartRecommendationsList = z.infer<typeof smartRecommendationsListSchema>;

const evaluatedOption = safeText({ min: 1, max: PAIR_OPTION_MAX, trim: true, minMessage: FILL_BOTH_OPTIONS_MESSAGE, label: 'Option' });

export const smartEvaluateRequestSchema = z.object({
  choicePair: z.object(
    {
      optionA: evaluatedOption,
      optionB: evaluatedOption,
      /** Any engine or pair category; blank means general. */
      category: safeText({ max: 40, trim: true }).optional().default(''),
    },
    { error: FILL_BOTH_OPTIONS_MESSAGE },
  ),
});
export type SmartEvaluateRequest = z.input<typeof smartEvaluateRequestSchema>;

const unit = z.number().min(0).max(1);

export const pairEvaluationSchema = z.object({
  /** 0..1: the weighted criteria below. */
  qualityScore: unit,
  criteria: z.object({ balance: unit, tagContrast: unit, dimensionCoverage: unit, novelty: unit }),
  evaluation: z.object({ feedback: z.string(), relevance: z.string(), recommendation: z.string() }),
  /** The shared pair with the same two options, if there is one. */
  duplicateOf: int4Id.nullable(),
  /** Tags the two option texts were read as carrying. */
  option1Tags: optionTagsSchema,
  option2Tags: optionTagsSchema,
  /** The signed-in admin's own choices, as Smart Recommendations measures them. */
  userAnalysis: z.object({
    explorationLevel: unit,
    consistencyScore: unit,
    dominantCategories: z.array(z.object({ category: z.string(), choices: int4() })),
    choiceCount: int4(),
  }),
});
export type PairEvaluation = z.infer<typeof pairEvaluationSchema>;

/** One pair to add: either reading's option names; tags as generated (or none). */
const addedPairSchema = z
  .object({
    optionA: z.string().optional(),
    optionB: z.string().optional(),
    option1: z.string().optional(),
    option2: z.string().optional(),
    category: z.string().optional(),
    pairCategory: z.string().optional(),
    option1Tags: z.unknown().optional(),
    option2Tags: z.unknown().optional(),
  })
  .transform((pair) => ({
    option1: pair.option1 ?? pair.optionA,
    option2: pair.option2 ?? pair.optionB,
    category: pair.pairCategory ?? pair.category,
    option1Tags: pair.option1Tags ?? {},
    option2Tags: pair.option2Tags ?? {},
  }))
  .pipe(
    z.object({
      option1: z.string({ error: BOTH_OPTIONS_REQUIRED_MESSAGE }).pipe(optionText),
      option2: z.string({ error: BOTH_OPTIONS_REQUIRED_MESSAGE }).pipe(optionText),
      category: z.string({ error: 'category is required' }).pipe(safeText({ min: 1, max: 40, trim: true, label: 'Category' })),
      option1Tags: z.union([optionTagsRequestSchema, z.object({}).strict()]),
      option2Tags: z.union([optionTagsRequestSchema, z.object({}).strict()]),
    }),
  );

const selection = z
  .array(addedPairSchema, { error: SELECT_AT_LEAST_ONE_PAIR_MESSAGE })
  .min(1, SELECT_AT_LEAST_ONE_PAIR_MESSAGE)
  .max(SMART_ADD_MAX, `at most ${SMART_ADD_MAX} pairs at once`);

/** `choicePairs` (Generate tab) or `pairs` (quick buttons); neither, or an empty list, is refused. */
export const smartAddRequestSchema = z
  .object({ choicePairs: z.unknown().optional(), pairs: z.unknown().optional() })
  .transform((body) => body.choicePairs ?? body.pairs)
  .pipe(selection);
export type SmartAddRequest = { choicePairs: z.input<typeof addedPairSchema>[] } | { pairs: z.input<typeof addedPairSchema>[] };

export const smartAddResultSchema = z.object({
  added: z.array(adminChoicePairSchema),
  /** Pairs not added because the same pair exists (or was earlier in this request). */
  skipped: z.array(z.object({ option1: z.string(), option2: z.string(), existingId: int4Id.nullable(), reason: z.string() })),
  message: z.string(),
});
export type SmartAddResult = z.infer<typeof smartAddResultSchema>;

export const algorithmAnalysisSchema = z.object({
  /** Active shared pairs. */
  totalPairs: int4(),
  /** Active pairs carrying A.L.I.V.E evidence (an `alive:<dimension>:<pole>` tag on an option). */
  mappedPairs: int4(),
  unmappedPairs: int4(),
  /** Active pairs per category. */
  categoryDistribution: z.record(z.string(), int4()),
  /** Active pairs contrasting each dimension (keyed by dimension name). */
  dimensionCoverage: z.record(z.string(), int4()),
  inactivePairs: int4(),
});
export type AlgorithmAnalysis = z.infer<typeof algorithmAnalysisSchema>;
