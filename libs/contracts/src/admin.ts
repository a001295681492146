import { z } from 'zod';
import { ANALYTICS_DAYS } from './constants/admin.ts';
import { int4, int4Id, queryInt } from './input-rules.ts';

export * from './constants/admin.ts';

/**
 * Admin service payloads for analytics (services/admin; the choice-pair tools are in admin-pairs.ts).
 * Every call but page tracking is admin only: 401 signed out, 403 for a signed-in non-admin. Meanings
 * of every figure: docs/product/admin.md. The endpoints: endpoints/admin-analytics.ts.
 */

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
  /**
   * When `popularTags` were computed (ISO time) if they come from the snapshot a large site keeps;
   * null or absent when they were computed for this answer (docs/product/admin.md, Engagement figures).
   */
  popularTagsAsOf: z.string().nullable().optional(),
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
