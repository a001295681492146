import { z } from 'zod';
import { CHOICE_CATEGORIES } from './constants/choices.ts';
import { ADMIN_PAIR_CATEGORIES, ANALYTICS_DAYS, BOTH_OPTIONS_REQUIRED_MESSAGE, PAIR_OPTION_MAX } from './constants/admin.ts';
import { optionTagsRequestSchema, optionTagsSchema } from './choices.ts';
import { int4, int4Id, queryInt, safeText } from './input-rules.ts';

export * from './constants/admin.ts';

/**
 * Admin service payloads (services/admin, port 4006). Every call but page tracking is admin only: 401
 * signed out, 403 for a signed-in non-admin. Meanings of every figure: docs/product/admin.md.
 *
 * GET    /api/admin/choice-pairs          → AdminChoicePair[] (newest first)
 * POST   /api/admin/choice-pairs          AdminChoicePairRequest → 201 AdminChoicePair
 * PATCH  /api/admin/choice-pairs/:id      AdminChoicePairUpdate → AdminChoicePair
 * DELETE /api/admin/choice-pairs/:id      → RemovedChoicePair (deleted without votes, deactivated with)
 * GET    /api/admin/tag-hierarchy         → TagHierarchy
 * GET    /api/analytics                   → EngagementAnalytics
 * GET    /api/analytics?type=realtime     → RealtimeAnalytics
 * GET    /api/analytics?type=daily&days=  → DailyAnalytics
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

const optionText = safeText({ min: 1, max: PAIR_OPTION_MAX, trim: true, minMessage: BOTH_OPTIONS_REQUIRED_MESSAGE });

/** Tags are optional on an admin pair: none (`{}`) means the pair carries no preference signal yet. */
const pairTags = z.union([optionTagsRequestSchema, z.object({}).strict()]);
const optionalTags = pairTags.optional().default({});

export const adminChoicePairRequestSchema = z.object({
  option1: z.string({ error: BOTH_OPTIONS_REQUIRED_MESSAGE }).pipe(optionText),
  option2: z.string({ error: BOTH_OPTIONS_REQUIRED_MESSAGE }).pipe(optionText),
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

// ---------------------------------------------------------------------------------------------
// Analytics

export const analyticsQuerySchema = z.object({
  type: z.enum(['overview', 'realtime', 'daily'], { error: 'type must be realtime or daily (or absent)' }).optional(),
  days: queryInt({ min: ANALYTICS_DAYS.min, max: ANALYTICS_DAYS.max }).optional(),
});

export const engagementAnalyticsSchema = z.object({
  totalUsers: int4(),
  /** Users with a choice or a page view in the last 7 days. */
  activeUsers: int4(),
  totalChoices: int4(),
  /** Mean minutes from the first to the last page view of a browser session, over the last 30 days. */
  avgSessionTime: z.number().nonnegative(),
  choicePairStats: z.array(
    z.object({ id: int4Id, option1: z.string(), option2: z.string(), option1Votes: int4(), option2Votes: int4(), totalVotes: int4() }),
  ),
  popularTags: z.array(z.object({ tagName: z.string(), score: z.number().min(0).max(1), people: int4() })),
});
export type EngagementAnalytics = z.infer<typeof engagementAnalyticsSchema>;

const dayFigures = z.object({ uniqueVisitors: int4(), totalPageViews: int4(), newUsers: int4() });

export const realtimeAnalyticsSchema = z.object({
  /** Distinct visitors with a page view in the last 24 hours. */
  activeUsers: int4(),
  today: dayFigures,
  yesterday: dayFigures,
  thisWeek: z.object({ uniqueVisitors: int4() }),
  topPages: z.array(z.object({ page: z.string(), views: int4() })),
  /** The day boundaries are UTC. */
  timeZone: z.literal('UTC'),
});
export type RealtimeAnalytics = z.infer<typeof realtimeAnalyticsSchema>;

export const dailyAnalyticsSchema = z.object({
  days: z.array(
    z.object({
      /** YYYY-MM-DD (UTC). */
      date: z.string(),
      uniqueVisitors: int4(),
      pageViews: int4(),
      newUsers: int4(),
      choices: int4(),
    }),
  ),
});
export type DailyAnalytics = z.infer<typeof dailyAnalyticsSchema>;
