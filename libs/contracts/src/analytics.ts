import { z } from 'zod';

/**
 * Page-view tracking (services/admin, port 4006). Public: signed in or not.
 *
 * POST /api/analytics/track  TrackPageView → 204
 */
export const trackPageViewSchema = z.object({
  /** Random id kept in the browser's local storage. */
  visitorId: z.string().trim().min(1).max(100),
  /** Random id kept in the browser's session storage. */
  sessionId: z.string().trim().min(1).max(100),
  /** Path of the page viewed, e.g. `/dashboard`. */
  page: z.string().trim().min(1).max(2048),
  /** `document.referrer`; empty when there is none. */
  referrer: z.string().max(2048).optional().default(''),
  userAgent: z.string().max(1024).optional().default(''),
});
export type TrackPageView = z.input<typeof trackPageViewSchema>;

/**
 * GET /api/debug/recommendation-performance (services/recommendations; signed-in users) — computed
 * from the recommendation cache rows.
 */
export const recommendationPerformanceSchema = z.object({
  /** Cached recommendation lists (one per user and category). */
  totalCached: z.number().int().nonnegative(),
  /** Mean generation time of the cached lists, milliseconds. */
  avgResponseTime: z.number().int().nonnegative(),
  /** Percent 0..100 (one decimal) of recommendation requests answered from the cache. */
  cacheHitRate: z.number().min(0).max(100),
});
export type RecommendationPerformance = z.infer<typeof recommendationPerformanceSchema>;
