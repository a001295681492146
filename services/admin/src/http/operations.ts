import { errorResponseSchema, trackPageViewSchema } from '@alive/contracts';
import { defineOperations } from '@alive/service-kit';

/** Every route of the admin service, for its API document (docs/api.md); the coverage test holds it to the routers. */
export const adminOperations = defineOperations({
  service: 'admin',
  description: 'Page-view analytics and the admin APIs.',
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
  ],
  notBuiltPrefixes: ['/api/admin/', '/api/ai-recommendations', '/api/gap-analysis', '/api/smart-choice-pairs/', '/api/algorithm-analysis'],
});
