import { z } from 'zod';
import {
  ALL_CATEGORIES,
  CHOICE_CATEGORIES,
  CHOICE_CONFLICT_CODES,
  CHOICE_MAKER_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  MAX_RESPONSE_TIME_MS,
  PLAN_RESERVE,
} from './constants/choices.ts';
import { int4, int4Id, queryInt, safeText } from './input-rules.ts';

export {
  ALL_CATEGORIES,
  CHOICE_CATEGORIES,
  CHOICE_CONFLICT_CODES,
  CHOICE_MAKER_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  MAX_RESPONSE_TIME_MS,
  PLAN_RESERVE,
  RECENT_CHOICES_LIMIT,
  type ChoiceConflictCode,
} from './constants/choices.ts';

/**
 * Choices service payloads (services/choices). Which endpoint takes and returns which, with its status
 * codes: the service's endpoint table, endpoints/choices.ts (also the source of the OpenAPI document).
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
  id: int4Id,
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

/**
 * The next pair and what follows it (docs/product/choices.md, The next pair is ready): `next` holds the
 * pair the same policy serves after each possible answer and after a skip (null: none left after it),
 * so the screen shows it without a round trip; `reserve` is a further queue, planned in order by the
 * policy, that the loop answers from while offline. `pair` is null when none is left in the category
 * (then `next` is null and `reserve` empty).
 */
export const choicePlanSchema = z.object({
  pair: choicePairSchema.nullable(),
  next: z
    .object({ option1: choicePairSchema.nullable(), option2: choicePairSchema.nullable(), skip: choicePairSchema.nullable() })
    .nullable(),
  reserve: z.array(choicePairSchema),
});
export type ChoicePlan = z.infer<typeof choicePlanSchema>;

export const selectedOptionSchema = z.enum(['option1', 'option2']);
export type SelectedOption = z.infer<typeof selectedOptionSchema>;

export const submitChoiceSchema = z.object({
  choicePairId: int4Id,
  selectedOption: selectedOptionSchema,
  /** Milliseconds from the pair being shown to the click (an int4 column). */
  responseTime: int4({ min: 0, max: MAX_RESPONSE_TIME_MS }),
});
export type SubmitChoice = z.infer<typeof submitChoiceSchema>;

/** A UUID of version 7 (RFC 9562): time-ordered, made by the client for each choice. */
export const UUID_V7_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * The idempotency key of one choice (docs/architecture.md, Choices offline and exactly once): a replay of
 * the same key answers what the first request answered and writes nothing; the same key with another
 * body is 422.
 */
export const idempotencyKeySchema = z.string().regex(UUID_V7_PATTERN, `${IDEMPOTENCY_KEY_HEADER} must be a UUIDv7 made for this choice`);

/**
 * Headers of POST /api/user-choices. Without a key the call behaves as before (a second answer to a pair
 * is 409). The maker is the user id the choice was made by; the home screen always sends it, and a
 * maker other than the session's person is a 409 `choice_maker_mismatch` (docs/product/choices.md,
 * Only the maker's session).
 */
export const submitChoiceHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional(),
  [CHOICE_MAKER_HEADER]: safeText({ min: 1, max: 255 }).optional(),
});

/**
 * A 409 of POST /api/user-choices: the message a person may read and the machine code the client acts
 * on (`CHOICE_CONFLICT_CODES`).
 */
export const choiceConflictSchema = z.object({ message: z.string().min(1), code: z.enum(CHOICE_CONFLICT_CODES) }).strict();
export type ChoiceConflict = z.infer<typeof choiceConflictSchema>;

export const choicePlanQuerySchema = z.object({
  /** Missing or `all` means any category. */
  category: categoryFilterSchema.optional(),
  /** The pair on the person's screen: kept as the plan's `pair` while it is still theirs to answer. */
  current: queryInt({ min: 1 }).optional(),
  /** How many pairs to prepare beyond the next step (default PLAN_RESERVE.usual). */
  reserve: queryInt({ min: 0, max: PLAN_RESERVE.max }).optional(),
});
export type ChoicePlanQuery = z.output<typeof choicePlanQuerySchema>;

export const userChoiceSchema = z.object({
  id: int4Id,
  choicePairId: int4Id,
  selectedOption: selectedOptionSchema,
  responseTime: int4(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
  choicePair: choicePairSchema,
});
export type UserChoice = z.infer<typeof userChoiceSchema>;

export const recentChoicesResponseSchema = z.array(userChoiceSchema);

/** DELETE /api/user-choices/:choiceId — take back the person's latest choice (docs/product/choices.md, Undo). */
export const undoChoiceParamsSchema = z.object({ choiceId: queryInt({ min: 1 }) });
export const undoneChoiceSchema = z.object({
  /** The id of the choice taken back. */
  choiceId: int4Id,
  /** Its pair, to be answered again. */
  choicePair: choicePairSchema,
});
export type UndoneChoice = z.infer<typeof undoneChoiceSchema>;

/** GET /api/user-preferences/:userId — the id is ignored (the signed-in user's list is returned) but still bounded. */
export const userPreferencesParamsSchema = z.object({
  userId: safeText({ min: 1, max: 255 }).describe('Ignored; kept for the clients that send it'),
});

export const userPreferenceSchema = z.object({
  id: int4Id,
  /** Colon-separated hierarchy, e.g. `activity:Solo`; the UI shows the part after the last colon. */
  tagName: z.string(),
  /** Decimal string 0..1 with four decimals, e.g. `"0.6500"`. */
  score: z.string().regex(/^(0(\.\d+)?|1(\.0+)?)$/),
  choiceCount: int4(),
});
export type UserPreference = z.infer<typeof userPreferenceSchema>;
export const userPreferencesResponseSchema = z.array(userPreferenceSchema);

// ---------------------------------------------------------------------------------------------
// POST /api/choice-pairs/personal — a pair the signed-in person adds to their own queue (smart
// recommendations' Add): served to them before any other pair, never to anyone else.

/** `prefix:Tag` (or `alive:<dimension>:<pole>`): letters, digits, spaces and `&'-_` between colons. */
export const tagNameSchema = safeText({ min: 3, max: 100 }).regex(
  /^[a-z_]+(:[A-Za-z0-9][A-Za-z0-9 &'_-]*)+$/,
  'must be a tag like prefix:Tag',
);

/** Option tags of a request: 1..20 tags, weights 0..1. */
export const optionTagsRequestSchema = z
  .record(tagNameSchema, z.number().min(0).max(1))
  .refine((tags) => Object.keys(tags).length >= 1 && Object.keys(tags).length <= 20, 'must have 1 to 20 tags');

export const personalChoicePairRequestSchema = z.object({
  option1: safeText({ min: 1, max: 200, trim: true, label: 'Option' }),
  option2: safeText({ min: 1, max: 200, trim: true, label: 'Option' }),
  category: choiceCategorySchema,
  option1Tags: optionTagsRequestSchema,
  option2Tags: optionTagsRequestSchema,
});
export type PersonalChoicePairRequest = z.infer<typeof personalChoicePairRequestSchema>;

// ---------------------------------------------------------------------------------------------
// GET/PUT /api/user-choices/interests — the categories a person cares about, picked in the home
// screen's first-run step and changed later (docs/product/choices.md, First run).

const categoryNames = CHOICE_CATEGORIES.join(', ');

export const userInterestsRequestSchema = z.object({
  categories: z
    .array(z.enum(CHOICE_CATEGORIES, { error: `each category must be one of ${categoryNames}` }))
    .min(1, 'pick at least one category')
    .max(CHOICE_CATEGORIES.length)
    .refine((list) => new Set(list).size === list.length, 'each category at most once'),
});
export type UserInterestsRequest = z.infer<typeof userInterestsRequestSchema>;

export const userInterestsSchema = z.object({
  /** In CHOICE_CATEGORIES order; empty until the person has picked. */
  categories: z.array(choiceCategorySchema),
});
export type UserInterests = z.infer<typeof userInterestsSchema>;
