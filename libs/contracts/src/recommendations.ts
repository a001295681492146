import { z } from 'zod';
import { ALL_CATEGORIES, CHOICE_CATEGORIES } from './constants/choices.ts';
import {
  ALL_RECOMMENDATIONS,
  ENHANCED_CONTENT_TYPES,
  ENHANCED_LIMIT,
  FEEDBACK_ACTIONS,
  FEEDBACK_TYPES,
  PERSONALIZED_LIMIT,
  RECOMMENDATION_CATEGORIES,
  RECOMMENDATION_ID_MAX,
  SMART_RECOMMENDATION_LIMIT,
} from './constants/recommendations.ts';
import { optionTagsSchema } from './choices.ts';
import { int4, int4Id, queryInt, safeText } from './input-rules.ts';

export * from './constants/recommendations.ts';

/**
 * Recommendations service payloads (services/recommendations). What each figure means and how the
 * engine ranks: docs/product/recommendations.md. The endpoints: endpoints/recommendations.ts.
 */

export const recommendationCategorySchema = z.enum(RECOMMENDATION_CATEGORIES);
export type RecommendationCategory = z.infer<typeof recommendationCategorySchema>;

/** A catalogue slug or an enhanced id: lowercase letters, digits and hyphens. */
export const recommendationIdSchema = safeText({ min: 1, max: RECOMMENDATION_ID_MAX }).regex(
  /^[a-z0-9]+(-[a-z0-9]+)*$/,
  'must be a recommendation id (lowercase letters, digits and hyphens)',
);

// ---------------------------------------------------------------------------------------------
// GET /api/personalized-recommendations/:category?limit=

export const personalizedRecommendationsParamsSchema = z.object({
  /** `all` is answered with `general`. */
  category: z.enum([ALL_RECOMMENDATIONS, ...RECOMMENDATION_CATEGORIES], {
    error: `category must be one of ${[ALL_RECOMMENDATIONS, ...RECOMMENDATION_CATEGORIES].join(', ')}`,
  }),
});

export const personalizedRecommendationsQuerySchema = z.object({
  limit: queryInt({ min: PERSONALIZED_LIMIT.min, max: PERSONALIZED_LIMIT.max }).optional(),
});

export const recommendationLinkSchema = z.object({ url: z.string(), text: z.string() });
export type RecommendationLink = z.infer<typeof recommendationLinkSchema>;

/**
 * What a list's figures rest on (docs/product/recommendations.md, Starter picks): `starter` when the
 * person had made no choice yet (every match figure would be the same guess, so the screens show
 * "Starter pick" instead of a percent), `personal` once their choices shaped it.
 */
export const recommendationBasisSchema = z.enum(['starter', 'personal']);
export type RecommendationBasis = z.infer<typeof recommendationBasisSchema>;

/**
 * One recommendation, shaped for both screens that read this call: the personalized screen (confidence
 * 0..1, tags, links) and the six-tab screen (`matchPercent` 0..100 and `metadata`).
 */
export const personalizedRecommendationSchema = z.object({
  /** The catalogue item's slug; the recommendationId of feedback. */
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: recommendationCategorySchema,
  /** Display names of the item's preference tags (the text after the last colon). */
  tags: z.array(z.string()),
  /** 0..1. */
  confidence: z.number().min(0).max(1),
  /** round(confidence × 100): the six-tab screen's scale. */
  matchPercent: z.number().int().min(0).max(100),
  actionable: z.boolean(),
  timeCommitment: z.string(),
  estimatedCost: z.string(),
  /** A sentence naming the person's preferences this matched. */
  reasoning: z.string(),
  links: z.array(recommendationLinkSchema),
  metadata: z.object({
    cost: z.string(),
    timeCommitment: z.string(),
    location: z.string().nullable(),
    year: z.number().int().nullable(),
    streamingPlatforms: z.array(z.string()),
    /** The first link's url, or null. */
    link: z.string().nullable(),
  }),
});
export type PersonalizedRecommendation = z.infer<typeof personalizedRecommendationSchema>;

export const personalizedRecommendationsResponseSchema = z.object({
  /** `general` when `all` was asked. */
  category: recommendationCategorySchema,
  recommendations: z.array(personalizedRecommendationSchema),
  /** True while a generation for this person and category runs: ask again in 3 s. */
  generating: z.boolean(),
  /** True when the list came from a fresh cache (not stale, not missing). */
  cached: z.boolean(),
  /** ISO 8601 time the list was generated; null when there is none yet. */
  generatedAt: z.string().nullable(),
  /** `starter` when the list was made before the person's first choice (or they have none). */
  basis: recommendationBasisSchema,
});
export type PersonalizedRecommendationsResponse = z.infer<typeof personalizedRecommendationsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/specific-content-recommendations

/** The best cached picks of every specific category (all but general), best first. */
export const specificContentRecommendationsResponseSchema = z.object({
  recommendations: z.array(personalizedRecommendationSchema),
  generating: z.boolean(),
  /** `starter` when none of the lists it drew from was made after the person's first choice. */
  basis: recommendationBasisSchema,
});
export type SpecificContentRecommendationsResponse = z.infer<typeof specificContentRecommendationsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Feedback

export const feedbackActionSchema = z.enum(FEEDBACK_ACTIONS, {
  error: `action must be one of ${FEEDBACK_ACTIONS.join(', ')}`,
});
export type FeedbackAction = z.infer<typeof feedbackActionSchema>;

export const recommendationFeedbackRequestSchema = z.object({
  recommendationId: recommendationIdSchema,
  action: feedbackActionSchema,
  /** A recommendation category, or `enhanced-content` from the enhanced screen. */
  category: safeText({ min: 1, max: 40 }).optional(),
  /** 0..1: how sure the engine was (the enhanced screen sends 0.9). */
  confidence: z.number().min(0).max(1).optional(),
});
export type RecommendationFeedbackRequest = z.infer<typeof recommendationFeedbackRequestSchema>;

export const recommendationFeedbackParamsSchema = z.object({ id: recommendationIdSchema });

export const recommendationFeedbackTypeRequestSchema = z.object({
  feedbackType: z.enum(FEEDBACK_TYPES, { error: `feedbackType must be one of ${FEEDBACK_TYPES.join(', ')}` }),
});
export type RecommendationFeedbackTypeRequest = z.infer<typeof recommendationFeedbackTypeRequestSchema>;

export const recordedFeedbackSchema = z.object({
  id: int4Id,
  recommendationId: z.string(),
  action: feedbackActionSchema,
  category: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type RecordedFeedback = z.infer<typeof recordedFeedbackSchema>;

// ---------------------------------------------------------------------------------------------
// My list: GET /api/recommendations/my-list, DELETE /api/recommendation-feedback/:id/:action

/** Where an item stands with the person: their feedback as it is now (docs/product/recommendations.md, My list). */
export const feedbackStateSchema = z.object({
  recommendationId: z.string(),
  liked: z.boolean(),
  disliked: z.boolean(),
  bookmarked: z.boolean(),
  /** "I'll try this": on the person's list of things to try. */
  toTry: z.boolean(),
});
export type FeedbackState = z.infer<typeof feedbackStateSchema>;

export const myListItemSchema = feedbackStateSchema.extend({
  title: z.string(),
  description: z.string(),
  /** A catalogue category, or `enhanced-content` for a film, series or book of the library. */
  category: z.string(),
  /** ISO 8601: the person's latest feedback on it. */
  updatedAt: z.string(),
});
export type MyListItem = z.infer<typeof myListItemSchema>;

/** Every item the person gave feedback on and has not taken back, newest first. */
export const myListResponseSchema = z.object({ items: z.array(myListItemSchema) });
export type MyListResponse = z.infer<typeof myListResponseSchema>;

export const retractFeedbackParamsSchema = z.object({ id: recommendationIdSchema, action: feedbackActionSchema });

// ---------------------------------------------------------------------------------------------
// POST /api/recommendations/refresh

export const refreshRecommendationsRequestSchema = z.object({
  /** `all` is answered with `general`. */
  category: z.enum([ALL_RECOMMENDATIONS, ...RECOMMENDATION_CATEGORIES], {
    error: `category must be one of ${[ALL_RECOMMENDATIONS, ...RECOMMENDATION_CATEGORIES].join(', ')}`,
  }),
});
export type RefreshRecommendationsRequest = z.infer<typeof refreshRecommendationsRequestSchema>;

export const refreshRecommendationsResponseSchema = z.object({
  category: recommendationCategorySchema,
  /** True: a generation is running (this one or one already under way); poll the list. */
  generating: z.boolean(),
});
export type RefreshRecommendationsResponse = z.infer<typeof refreshRecommendationsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/enhanced-content-recommendations?type=&limit=

export const enhancedContentTypeSchema = z.enum(ENHANCED_CONTENT_TYPES);
export type EnhancedContentType = z.infer<typeof enhancedContentTypeSchema>;

export const enhancedRecommendationsQuerySchema = z.object({
  /** Empty or missing = every type. */
  type: z
    .union([z.literal(''), enhancedContentTypeSchema], {
      error: `type must be empty or one of ${ENHANCED_CONTENT_TYPES.join(', ')}`,
    })
    .optional(),
  limit: queryInt({ min: ENHANCED_LIMIT.min, max: ENHANCED_LIMIT.max }).optional(),
});

export const enhancedRecommendationSchema = z.object({
  /** `enhanced-` + lowercase hyphenated title (enhancedRecommendationId). */
  id: z.string(),
  title: z.string(),
  contentType: enhancedContentTypeSchema,
  genre: z.string().nullable(),
  year: z.number().int().nullable(),
  director: z.string().nullable(),
  author: z.string().nullable(),
  description: z.string(),
  /** Why This Matches You. */
  reasoning: z.string(),
  tags: z.array(z.string()),
  /** Stored ratings only; null when the library has none. */
  imdbRating: z.number().min(0).max(10).nullable(),
  rottenTomatoesScore: z.number().int().min(0).max(100).nullable(),
  warnings: z.array(z.string()),
  similarTo: z.array(z.string()),
  /** 0..1: closeness of the title's five scores to the person's A.L.I.V.E position. */
  personalityMatch: z.number().min(0).max(1),
});
export type EnhancedRecommendation = z.infer<typeof enhancedRecommendationSchema>;

export const enhancedRecommendationsResponseSchema = z.object({
  recommendations: z.array(enhancedRecommendationSchema),
  /** `starter` while the person has made no choice: every title would read 50 %. */
  basis: recommendationBasisSchema,
});
export type EnhancedRecommendationsResponse = z.infer<typeof enhancedRecommendationsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/smart-recommendations

export const smartRecommendationCategoryFilterSchema = z.union([z.literal(ALL_CATEGORIES), z.enum(CHOICE_CATEGORIES)], {
  error: `category must be ${ALL_CATEGORIES} or one of ${CHOICE_CATEGORIES.join(', ')}`,
});

export const smartRecommendationsRequestSchema = z.object({
  /** Missing or `all` = every category. */
  category: smartRecommendationCategoryFilterSchema.optional(),
  limit: int4({ min: SMART_RECOMMENDATION_LIMIT.min, max: SMART_RECOMMENDATION_LIMIT.max }).optional(),
});
export type SmartRecommendationsRequest = z.infer<typeof smartRecommendationsRequestSchema>;

/** A new choice pair proposed for this person (not yet in anyone's queue). */
export const smartRecommendationSchema = z.object({
  /** Stable for the same two options, so a list can be keyed and an Add deduplicated. */
  id: z.string(),
  option1: z.string(),
  option2: z.string(),
  option1Tags: optionTagsSchema,
  option2Tags: optionTagsSchema,
  category: z.enum(CHOICE_CATEGORIES),
  /** 0..1. */
  confidence: z.number().min(0).max(1),
  reasoning: z.string(),
  /** Display names of the tags and dimensions this pair is meant to explore. */
  targetedPreferences: z.array(z.string()),
  /** 0..1. */
  personalityMatch: z.number().min(0).max(1),
});
export type SmartRecommendation = z.infer<typeof smartRecommendationSchema>;

export const smartRecommendationsResponseSchema = z.object({
  recommendations: z.array(smartRecommendationSchema),
  /** `starter` while the person has made no choice: confidence and personality match say nothing yet. */
  basis: recommendationBasisSchema,
});
export type SmartRecommendationsResponse = z.infer<typeof smartRecommendationsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/personality-profile, GET /api/recommendation-insights

export const personalityProfileSchema = z.object({
  /** Tag → score 0..1 for the person's tags, strongest first (at most 20). */
  preferenceStrengths: z.record(z.string(), z.number().min(0).max(1)),
  /** 0..1: share of the tag vocabulary the person has met (docs/product/recommendations.md). */
  explorationLevel: z.number().min(0).max(1),
  /** 0..1: how consistently their choices point the same way per dimension and tag. */
  consistencyScore: z.number().min(0).max(1),
  /** Choice categories the person chooses in most, most first (at most 3). */
  dominantCategories: z.array(z.string()),
  /** Choices made; the Your Profile tab asks for at least 5. */
  choiceCount: z.number().int().nonnegative(),
});
export type PersonalityProfile = z.infer<typeof personalityProfileSchema>;

export const recommendationInsightsSchema = z.object({
  personalityProfile: personalityProfileSchema,
  recommendationOpportunities: z.array(z.string()),
  preferenceGaps: z.array(z.string()),
  nextBestCategories: z.array(z.string()),
});
export type RecommendationInsights = z.infer<typeof recommendationInsightsSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/user-groupings, POST /api/analyze-patterns

export const dynamicGroupingSchema = z.object({
  id: z.string(),
  groupName: z.string(),
  /** 0..1. */
  confidence: z.number().min(0).max(1),
  description: z.string(),
  choicePatterns: z.array(z.string()),
});
export type DynamicGrouping = z.infer<typeof dynamicGroupingSchema>;

export const interestClusterSchema = z.object({
  id: z.string(),
  clusterName: z.string(),
  /** Choices in the cluster. */
  itemCount: z.number().int().nonnegative(),
  /** The cluster's central tags (display names), strongest first; the screen shows 5. */
  centerPoint: z.array(z.string()),
  /** Options the person chose that belong to the cluster. */
  examples: z.array(z.string()),
});
export type InterestCluster = z.infer<typeof interestClusterSchema>;

export const userGroupingsSchema = z.object({
  dynamicGroupings: z.array(dynamicGroupingSchema),
  interestClusters: z.array(interestClusterSchema),
  /** Choices the analysis read. */
  choiceCount: z.number().int().nonnegative(),
  /** ISO 8601. */
  analyzedAt: z.string(),
});
export type UserGroupings = z.infer<typeof userGroupingsSchema>;

export const analyzePatternsRequestSchema = z.object({}).strict();
