import { z } from 'zod';
import { analyticsQuerySchema, dailyAnalyticsSchema, engagementAnalyticsSchema, realtimeAnalyticsSchema } from '../admin.ts';
import { trackPageViewSchema } from '../analytics.ts';
import { errorResponseSchema } from '../errors.ts';
import { defineEndpoints } from './endpoint.ts';

/** Page views (public, per-address limited) and the admin figures read from them (docs/product/admin.md, Analytics). */
export const adminAnalyticsEndpoints = defineEndpoints({
  trackPageView: {
    method: 'post',
    path: '/api/analytics/track',
    summary: 'Record a page view',
    description:
      'Signed in or not; tied to the user when a session exists. At most TRACK_RATE_LIMIT views per client address (default 120 a minute).',
    access: 'public',
    body: trackPageViewSchema,
    rateLimit: 'track',
    responses: {
      204: { description: 'Recorded' },
      429: { description: 'Too many page views from this address; nothing stored. `Retry-After` gives the seconds to wait.', schema: errorResponseSchema },
    },
  },
  analytics: {
    method: 'get',
    path: '/api/analytics',
    summary: 'Engagement, realtime or daily analytics',
    description:
      'Without `type`: engagement figures. `type=realtime`: today, yesterday (UTC days), the last 24 hours and 7 days, top pages today. `type=daily&days=1..90` (default 30): one row per UTC day.',
    access: 'admin',
    query: analyticsQuerySchema,
    responses: { 200: { description: 'The figures', schema: z.union([engagementAnalyticsSchema, realtimeAnalyticsSchema, dailyAnalyticsSchema]) } },
  },
});
