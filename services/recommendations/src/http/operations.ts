import {
  personalizedRecommendationsParamsSchema,
  personalizedRecommendationsQuerySchema,
  personalizedRecommendationsResponseSchema,
  recommendationFeedbackParamsSchema,
  recommendationFeedbackRequestSchema,
  recommendationFeedbackTypeRequestSchema,
  recommendationPerformanceSchema,
  recordedFeedbackSchema,
  refreshRecommendationsRequestSchema,
  refreshRecommendationsResponseSchema,
  specificContentRecommendationsResponseSchema,
} from '@alive/contracts';
import { defineOperations } from '@alive/service-kit';

const notFound = { description: 'Recommendation not found: neither a catalogue item nor a title of the content library' };

/** Every route of the recommendations service, for its API document (docs/api.md); the coverage test holds it to the routers. */
export const recommendationsOperations = defineOperations({
  service: 'recommendations',
  description: 'Personalized recommendations from cached lists, feedback, enhanced content, smart pairs and pattern insights.',
  operations: [
    {
      method: 'get',
      path: '/api/personalized-recommendations/:category',
      summary: 'The cached list of one category',
      description:
        'Answers at once from the cache: a fresh list (at most 12 hours old, not stale) with `cached: true`; otherwise what is stored (the stale list or none) with `generating: true` while one background generation runs. `all` is answered with `general`.',
      access: 'user',
      params: personalizedRecommendationsParamsSchema,
      query: personalizedRecommendationsQuerySchema,
      responses: { 200: { description: 'The list and its freshness', schema: personalizedRecommendationsResponseSchema } },
    },
    {
      method: 'get',
      path: '/api/specific-content-recommendations',
      summary: 'The best picks across the specific categories',
      description: 'Most confident first from every category but general; starts the generation of the lists that are missing or stale.',
      access: 'user',
      responses: { 200: { description: 'The picks', schema: specificContentRecommendationsResponseSchema } },
    },
    {
      method: 'post',
      path: '/api/recommendations/refresh',
      summary: 'Regenerate one list in the background',
      description: 'Marks the list stale and starts its generation; while one runs, no second starts (the list is generated once more after it).',
      access: 'user',
      body: refreshRecommendationsRequestSchema,
      responses: { 202: { description: 'Generation under way', schema: refreshRecommendationsResponseSchema } },
    },
    {
      method: 'post',
      path: '/api/recommendations/:id/feedback',
      summary: 'Like, dislike or bookmark a recommendation (the six-tab screen)',
      access: 'user',
      params: recommendationFeedbackParamsSchema,
      body: recommendationFeedbackTypeRequestSchema,
      responses: { 201: { description: 'Recorded', schema: recordedFeedbackSchema }, 404: notFound },
    },
    {
      method: 'post',
      path: '/api/recommendation-feedback',
      summary: 'Feedback on a recommendation or an enhanced title',
      description: 'A disliked or used item leaves the person\'s lists at once; the lists the feedback re-ranks are regenerated in the background.',
      access: 'user',
      body: recommendationFeedbackRequestSchema,
      responses: { 201: { description: 'Recorded', schema: recordedFeedbackSchema }, 404: notFound },
    },
    {
      method: 'get',
      path: '/api/debug/recommendation-performance',
      summary: 'Recommendation cache figures across all users',
      access: 'user',
      responses: { 200: { description: 'Cache figures', schema: recommendationPerformanceSchema } },
    },
  ],
  notBuiltPrefixes: [
    '/api/enhanced-content-recommendations',
    '/api/smart-recommendations',
    '/api/personality-profile',
    '/api/recommendation-insights',
    '/api/user-groupings',
    '/api/analyze-patterns',
  ],
});
