import { recommendationPerformanceSchema } from '@alive/contracts';
import { defineOperations } from '@alive/service-kit';

/** Every route of the recommendations service, for its API document (docs/api.md); the coverage test holds it to the routers. */
export const recommendationsOperations = defineOperations({
  service: 'recommendations',
  description: 'Recommendations fed by choice events and feedback.',
  operations: [
    {
      method: 'get',
      path: '/api/debug/recommendation-performance',
      summary: 'Recommendation cache figures across all users',
      access: 'user',
      responses: { 200: { description: 'Cache figures', schema: recommendationPerformanceSchema } },
    },
  ],
  notBuiltPrefixes: [
    '/api/personalized-recommendations',
    '/api/specific-content-recommendations',
    '/api/recommendations/',
    '/api/recommendation-feedback',
    '/api/enhanced-content-recommendations',
    '/api/smart-recommendations',
    '/api/personality-profile',
    '/api/recommendation-insights',
    '/api/user-groupings',
    '/api/analyze-patterns',
  ],
});
