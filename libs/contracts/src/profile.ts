import { z } from 'zod';
import { DIMENSION_KEYS } from '@alive/domain';
import { int4Id, queryInt, safeText } from './input-rules.ts';

/**
 * Profile service payloads (services/profile). Formulas behind the numbers: docs/profile-model.md. The
 * endpoints: endpoints/profile.ts.
 */

export const dimensionKeySchema = z.enum(DIMENSION_KEYS);
export const dimensionStatusSchema = z.enum(['missing', 'incomplete', 'complete']);
/** Five letters, one per dimension in DIMENSIONS order, e.g. `IMAXC`. */
export const happinessCodeSchema = z.string().regex(/^[IS][ME][AR][XT][CF]$/);

// ---------------------------------------------------------------------------------------------
// GET /api/happiness-profile

export const happinessDimensionSchema = z.object({
  key: dimensionKeySchema,
  /** Dimension name, e.g. `Primary Drive` (docs/product/profile.md, The A.L.I.V.E model). */
  name: z.string(),
  /** A, L, I, V or E — the A.L.I.V.E letter this dimension stands for. */
  aliveLetter: z.enum(['A', 'L', 'I', 'V', 'E']),
  /** Authentic, Life, Intentional, Vitality or Empowerment. */
  aliveWord: z.string(),
  /** Code letter of the dominant pole (e.g. `I`); null while the dimension has no evidence. */
  code: z.string().length(1).nullable(),
  /** Label of the dominant pole (e.g. `Intrinsic`); null while the dimension has no evidence. */
  poleLabel: z.string().nullable(),
  /** Share of the evidence weight on the dominant pole, 50..100 (0 while missing). Integer. */
  percentage: z.number().int().min(0).max(100),
  description: z.string(),
  status: dimensionStatusSchema,
  /** Choices that touched this dimension. */
  count: z.number().int().nonnegative(),
});
export type HappinessDimension = z.infer<typeof happinessDimensionSchema>;

export const happinessProfileSchema = z.object({
  /** True once every dimension has evidence. */
  hasProfile: z.boolean(),
  /** Null until hasProfile. */
  typeName: z.string().nullable(),
  /** Null until hasProfile. */
  happinessCode: happinessCodeSchema.nullable(),
  /** Description of the profile type; null until hasProfile. */
  typeDescription: z.string().nullable(),
  /**
   * The Profile confidence figure: how settled the five A.L.I.V.E scores are, percent 0..100 (evidence ×
   * consistency, `profileConfidence` in @alive/domain). Integer.
   */
  confidence: z.number().int().min(0).max(100),
  /** Number of choices the user has made: the Choices made figure's count (`choicesMade` in @alive/domain). */
  choiceCount: z.number().int().nonnegative(),
  /** Always all five, in DIMENSIONS order. */
  dimensions: z.array(happinessDimensionSchema),
});
export type HappinessProfile = z.infer<typeof happinessProfileSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/happiness-profile/completion

export const dimensionCompletionSchema = z.object({
  status: dimensionStatusSchema,
  count: z.number().int().nonnegative(),
});
export type DimensionCompletion = z.infer<typeof dimensionCompletionSchema>;

export const profileCompletionSchema = z.object({
  /** Dimensions complete (count out of 5). */
  complete: z.number().int().min(0).max(5),
  missing: z.number().int().min(0).max(5),
  incomplete: z.number().int().min(0).max(5),
  /** Keyed by the five dimension keys. */
  details: z.record(dimensionKeySchema, dimensionCompletionSchema),
  /** The Dimensions complete figure's percent, complete / 5 × 100 (integer): `dimensionsComplete` in @alive/domain. */
  percent: z.number().int().min(0).max(100),
  /**
   * Number of choices the user has made: the same count as `choiceCount` of GET /api/happiness-profile
   * (the home screen's "n/50"). The dashboard's Your Stats reads it, so the Choices made figure agrees
   * on every screen (docs/product/profile.md, Decision — one definition per figure).
   */
  choiceCount: z.number().int().nonnegative(),
});
export type ProfileCompletion = z.infer<typeof profileCompletionSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/happiness-profile/evolution (our addition: the dashboard's Preference Evolution chart)

export const preferenceEvolutionSeriesSchema = z.object({
  tagName: z.string(),
  /** Text after the last colon. */
  displayName: z.string(),
  /** Score after the user's last choice (same as the stored preference score). */
  finalScore: z.number().min(0).max(1),
  /**
   * Score after each choice, aligned with `steps`: values[i] is the score after steps[i].
   * Null before the tag first appeared in one of the user's choices.
   */
  values: z.array(z.number().min(0).max(1).nullable()),
});
export type PreferenceEvolutionSeries = z.infer<typeof preferenceEvolutionSeriesSchema>;

export const preferenceEvolutionSchema = z.object({
  /** One step per choice, oldest first. `index` is 1-based. */
  steps: z.array(z.object({ index: z.number().int().positive(), choicePairId: int4Id, at: z.string() })),
  /** The top tags by final score (highest first), at most `limit`. */
  series: z.array(preferenceEvolutionSeriesSchema),
});
export type PreferenceEvolution = z.infer<typeof preferenceEvolutionSchema>;

export const preferenceEvolutionQuerySchema = z.object({
  limit: queryInt({ min: 1, max: 10 }).default(5),
});
export type PreferenceEvolutionQuery = z.infer<typeof preferenceEvolutionQuerySchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/personality-insights (Life Guide)

const insightText = z.string().min(1).max(600);
const insightList = z.array(insightText).min(1).max(8);

export const personalityInsightsBodySchema = z.object({
  personalLife: z.object({ happinessDrivers: insightList, selfCareIdeas: insightList }),
  relationships: z.object({ communicationStyle: insightText, idealPartnerTraits: insightList }),
  career: z.object({ workEnvironment: insightText, leadershipStyle: insightText }),
  actionPlan: z.object({ growthAreas: insightList, weeklyActionItems: insightList }),
});
export type PersonalityInsightsBody = z.infer<typeof personalityInsightsBodySchema>;

/** What an insights engine (built-in or OpenAI) must produce; the OpenAI answer is validated with this. */
export const generatedPersonalityInsightsSchema = z.object({
  shareableProfile: z.string().min(1).max(1200),
  insights: personalityInsightsBodySchema,
});
export type GeneratedPersonalityInsights = z.infer<typeof generatedPersonalityInsightsSchema>;

export const insightsEngineSchema = z.enum(['builtin', 'openai']);
export type InsightsEngine = z.infer<typeof insightsEngineSchema>;

export const personalityInsightsSchema = z.discriminatedUnion('hasInsights', [
  z.object({
    hasInsights: z.literal(false),
    shareableProfile: z.null(),
    insights: z.null(),
  }),
  z.object({
    hasInsights: z.literal(true),
    /** The summary the profile screen copies and shares (text only, no link). */
    shareableProfile: z.string(),
    insights: personalityInsightsBodySchema,
    happinessCode: happinessCodeSchema,
    typeName: z.string(),
    /** Which engine wrote the text (`openai` only when the model answer passed validation). */
    engine: insightsEngineSchema,
  }),
]);
export type PersonalityInsights = z.infer<typeof personalityInsightsSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/happiness-types
// A code → { code, typeName, description } map, a superset of a plain code → description map (docs/product/profile.md, API).
// Each value is an object carrying both, so either reading finds what it needs under the code key.

export const happinessTypeSchema = z.object({
  code: happinessCodeSchema,
  typeName: z.string(),
  description: z.string(),
});
export type HappinessType = z.infer<typeof happinessTypeSchema>;

export const happinessTypesSchema = z.record(happinessCodeSchema, happinessTypeSchema);
export type HappinessTypes = z.infer<typeof happinessTypesSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/learning-insights

/** `{ userId }` → personal data (own id, or any id for an admin); `{}` → system data. */
export const learningInsightsRequestSchema = z
  .object({
    userId: safeText({ min: 1, max: 200, trim: true }).optional(),
  })
  .strict();
export type LearningInsightsRequest = z.infer<typeof learningInsightsRequestSchema>;

export const accuracyLabelSchema = z.enum(['Excellent', 'Very Good', 'Good', 'Fair', 'Learning']);
export type AccuracyLabel = z.infer<typeof accuracyLabelSchema>;

export const categoryPerformanceSchema = z.object({
  category: z.string(),
  /** successes / (successes + failures), 0..1. */
  successRate: z.number().min(0).max(1),
  /** All feedback in this category, bookmarks included. */
  feedbackCount: z.number().int().nonnegative(),
});
export type CategoryPerformance = z.infer<typeof categoryPerformanceSchema>;

export const learningPatternsSchema = z.object({
  preferredCategories: z.array(z.string()),
  timePreferences: z.array(z.string()),
  costPreferences: z.array(z.string()),
  /** 0..1; see docs/profile-model.md. */
  confidenceThreshold: z.number().min(0).max(1),
});
export type LearningPatterns = z.infer<typeof learningPatternsSchema>;

export const learningInsightsPersonalSchema = z.object({
  scope: z.literal('personal'),
  userId: z.string(),
  /** Successes / rated feedback, 0..1; 0 when nothing is rated yet. */
  overallAccuracy: z.number().min(0).max(1),
  accuracyLabel: accuracyLabelSchema,
  /** All feedback items of the user (the screen shows No Learning Data Yet when 0). */
  feedbackCount: z.number().int().nonnegative(),
  /** Time of the latest feedback (ISO), or null → the screen shows Never. */
  lastUpdated: z.string().nullable(),
  categoryPerformance: z.array(categoryPerformanceSchema),
  patterns: learningPatternsSchema,
});
export type LearningInsightsPersonal = z.infer<typeof learningInsightsPersonalSchema>;

export const learningInsightsSystemSchema = z.object({
  scope: z.literal('system'),
  /** Active learners: distinct users with at least one feedback item. */
  totalUsers: z.number().int().nonnegative(),
  totalFeedback: z.number().int().nonnegative(),
  /** Mean of the active learners' accuracies (those with rated feedback), 0..1. */
  averageAccuracy: z.number().min(0).max(1),
});
export type LearningInsightsSystem = z.infer<typeof learningInsightsSystemSchema>;

export const learningInsightsResponseSchema = z.discriminatedUnion('scope', [
  learningInsightsPersonalSchema,
  learningInsightsSystemSchema,
]);
export type LearningInsightsResponse = z.infer<typeof learningInsightsResponseSchema>;
