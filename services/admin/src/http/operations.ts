import { analyticsQuerySchema, dailyAnalyticsSchema, engagementAnalyticsSchema, errorResponseSchema, realtimeAnalyticsSchema, trackPageViewSchema } from '@alive/contracts';
import { z } from 'zod';
import { defineOperations } from '@alive/service-kit';
import { aiPairOperations } from './ai-pair-operations.ts';
import { choicePairOperations } from './choice-pair-operations.ts';
import { contentOperations } from './content-operations.ts';
import { releaseOperations } from './release-operations.ts';
import { smartPairOperations } from './smart-pair-operations.ts';

/** Every route of the admin service, for its API document (docs/api.md); the coverage test holds it to the routers. */
export const adminOperations = defineOperations({
  service: 'admin',
  description: 'Page-view tracking (public), and for admins: choice pairs, the tag hierarchy, the AI pair tools, the smart engine, analytics, the content library and the remotes\' releases.',
  operations: [
    {
      method: 'post',
      path: '/api/analytics/track',
      summary: 'Record a page view',
      description:
        'Signed in or not; tied to the user when a session exists. At most TRACK_RATE_LIMIT views per client address (default 120 a minute).',
      access: 'public',
      body: trackPageViewSchema,
      responses: {
        204: { description: 'Recorded' },
        429: { description: 'Too many page views from this address; nothing stored. `Retry-After` gives the seconds to wait.', schema: errorResponseSchema },
      },
    },
    ...choicePairOperations,
    ...aiPairOperations,
    ...smartPairOperations,
    ...contentOperations,
    ...releaseOperations,
    {
      method: 'get',
      path: '/api/analytics',
      summary: 'Engagement, realtime or daily analytics',
      description:
        'Without `type`: engagement figures. `type=realtime`: today, yesterday (UTC days), the last 24 hours and 7 days, top pages today. `type=daily&days=1..90` (default 30): one row per UTC day.',
      access: 'admin',
      query: analyticsQuerySchema,
      responses: { 200: { description: 'The figures', schema: z.union([engagementAnalyticsSchema, realtimeAnalyticsSchema, dailyAnalyticsSchema]) } },
    },
  ],
});
