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
