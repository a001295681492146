import { z } from 'zod';
import { safeText } from './input-rules.ts';

/** Page-view tracking (services/admin; endpoints/admin-analytics.ts). Public: signed in or not. */
export const trackPageViewSchema = z.object({
  /** Random id kept in the browser's local storage. */
  visitorId: safeText({ min: 1, max: 100, trim: true }),
  /** Random id kept in the browser's session storage. */
  sessionId: safeText({ min: 1, max: 100, trim: true }),
  /** Path of the page viewed, e.g. `/dashboard`. */
  page: safeText({ min: 1, max: 2048, trim: true }),
  /** `document.referrer`; empty when there is none. */
  referrer: safeText({ max: 2048 }).optional().default(''),
  userAgent: safeText({ max: 1024 }).optional().default(''),
});
export type TrackPageView = z.input<typeof trackPageViewSchema>;

/**
 * The recommendation service's performance figures (admins only; endpoints/recommendations.ts), computed
 * from the counters of the recommendation cache rows (docs/product/recommendations.md).
 */
export const recommendationPerformanceSchema = z.object({
  /** Cache rows holding a list (one per user and category). */
  totalCached: z.number().int().nonnegative(),
  /** Mean time the service took to answer a list read, milliseconds, one decimal (reads are sub-millisecond to a few ms). */
  avgResponseTime: z.number().nonnegative(),
  /** Percent 0..100 (one decimal) of list reads answered from a fresh list (hits / (hits + misses)). */
  cacheHitRate: z.number().min(0).max(100),
});
export type RecommendationPerformance = z.infer<typeof recommendationPerformanceSchema>;
