import {
  adminChoicePairListSchema,
  adminChoicePairRequestSchema,
  adminChoicePairSchema,
  adminChoicePairUpdateSchema,
  analyticsQuerySchema,
  choicePairIdParamsSchema,
  dailyAnalyticsSchema,
  engagementAnalyticsSchema,
  errorResponseSchema,
  realtimeAnalyticsSchema,
  removedChoicePairSchema,
  tagHierarchySchema,
  trackPageViewSchema,
} from '@alive/contracts';
import { z } from 'zod';
import { defineOperations } from '@alive/service-kit';

/** Every route of the admin service, for its API document (docs/api.md); the coverage test holds it to the routers. */
export const adminOperations = defineOperations({
  service: 'admin',
  description: 'Page-view tracking (public), and for admins: choice pairs, the tag hierarchy and analytics.',
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
    {
      method: 'get',
      path: '/api/admin/choice-pairs',
      summary: 'Every shared choice pair',
      description: 'Newest first, active or not, with votes and option tags. People’s own pairs are not listed.',
      access: 'admin',
      responses: { 200: { description: 'The pairs', schema: adminChoicePairListSchema } },
    },
    {
      method: 'post',
      path: '/api/admin/choice-pairs',
      summary: 'Create a choice pair',
      description: 'Both options required ("Both options are required"); created active unless `isActive: false`. The same two options (either order, any case) cannot be created twice.',
      access: 'admin',
      body: adminChoicePairRequestSchema,
      responses: {
        201: { description: 'The new pair', schema: adminChoicePairSchema },
        409: { description: 'The same pair exists already', schema: errorResponseSchema },
      },
    },
    {
      method: 'patch',
      path: '/api/admin/choice-pairs/:id',
      summary: 'Edit or (de)activate a choice pair',
      access: 'admin',
      params: choicePairIdParamsSchema,
      body: adminChoicePairUpdateSchema,
      responses: {
        200: { description: 'The changed pair', schema: adminChoicePairSchema },
        404: { description: 'No shared pair with this id', schema: errorResponseSchema },
        409: { description: 'Another pair has the same two options', schema: errorResponseSchema },
      },
    },
    {
      method: 'delete',
      path: '/api/admin/choice-pairs/:id',
      summary: 'Delete a choice pair, or deactivate it when it has answers',
      description: 'A pair nobody answered is deleted; one with answers is deactivated, so no history is lost.',
      access: 'admin',
      params: choicePairIdParamsSchema,
      responses: {
        200: { description: 'What happened', schema: removedChoicePairSchema },
        404: { description: 'No shared pair with this id', schema: errorResponseSchema },
      },
    },
    {
      method: 'get',
      path: '/api/admin/tag-hierarchy',
      summary: 'The tree of tag prefixes used by active pairs',
      access: 'admin',
      responses: { 200: { description: 'The tree', schema: tagHierarchySchema } },
    },
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
  notBuiltPrefixes: ['/api/ai-recommendations', '/api/gap-analysis', '/api/smart-choice-pairs/', '/api/algorithm-analysis'],
});
