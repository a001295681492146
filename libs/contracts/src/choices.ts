import { z } from 'zod';
import { ALL_CATEGORIES, CHOICE_CATEGORIES, MAX_RESPONSE_TIME_MS } from './constants/choices.ts';

export { ALL_CATEGORIES, CHOICE_CATEGORIES, MAX_RESPONSE_TIME_MS, RECENT_CHOICES_LIMIT } from './constants/choices.ts';

/**
 * Choices service payloads (services/choices, port 4002).
 *
 * GET  /api/choice-pairs/next?category=   → ChoicePair | null   (category: `all` or one of CHOICE_CATEGORIES)
 * POST /api/user-choices                  SubmitChoice → 201 UserChoice
 * GET  /api/user-choices/recent           → UserChoice[]  (latest RECENT_CHOICES_LIMIT, newest first)
 * GET  /api/user-preferences/:userId      → UserPreference[]  (always the signed-in user's; see the route)
 */

export const choiceCategorySchema = z.enum(CHOICE_CATEGORIES);
export type ChoiceCategory = z.infer<typeof choiceCategorySchema>;

export const categoryFilterSchema = z.union([z.literal(ALL_CATEGORIES), choiceCategorySchema]);
export type CategoryFilter = z.infer<typeof categoryFilterSchema>;

export const nextChoicePairQuerySchema = z.object({
  /** Missing or `all` means any category. */
  category: categoryFilterSchema.optional(),
});

/** `prefix:Tag → weight (0..1)`; `alive:<dimension>:<pole>` keys carry A.L.I.V.E evidence. */
export const optionTagsSchema = z.record(z.string(), z.number());
export type OptionTags = z.infer<typeof optionTagsSchema>;

export const choicePairSchema = z.object({
  id: z.number().int().positive(),
  category: z.string(),
  option1: z.string(),
  option2: z.string(),
  option1Tags: optionTagsSchema,
  option2Tags: optionTagsSchema,
});
export type ChoicePair = z.infer<typeof choicePairSchema>;

/** `null` when the user has answered every active pair of the category. */
export const nextChoicePairResponseSchema = choicePairSchema.nullable();
export type NextChoicePairResponse = z.infer<typeof nextChoicePairResponseSchema>;

export const selectedOptionSchema = z.enum(['option1', 'option2']);
export type SelectedOption = z.infer<typeof selectedOptionSchema>;

export const submitChoiceSchema = z.object({
  choicePairId: z.number().int().positive(),
  selectedOption: selectedOptionSchema,
  /** Milliseconds from the pair being shown to the click. */
  responseTime: z.number().int().min(0).max(MAX_RESPONSE_TIME_MS),
});
export type SubmitChoice = z.infer<typeof submitChoiceSchema>;

export const userChoiceSchema = z.object({
  id: z.number().int().positive(),
  choicePairId: z.number().int().positive(),
  selectedOption: selectedOptionSchema,
  responseTime: z.number().int().nonnegative(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
  choicePair: choicePairSchema,
});
export type UserChoice = z.infer<typeof userChoiceSchema>;

export const recentChoicesResponseSchema = z.array(userChoiceSchema);

export const userPreferenceSchema = z.object({
  id: z.number().int().positive(),
  /** Colon-separated hierarchy, e.g. `activity:Solo`; the UI shows the part after the last colon. */
  tagName: z.string(),
  /** Decimal string 0..1 with four decimals, e.g. `"0.6500"`. */
  score: z.string().regex(/^(0(\.\d+)?|1(\.0+)?)$/),
  choiceCount: z.number().int().nonnegative(),
});
export type UserPreference = z.infer<typeof userPreferenceSchema>;
export const userPreferencesResponseSchema = z.array(userPreferenceSchema);
