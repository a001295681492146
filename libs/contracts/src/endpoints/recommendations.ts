import { recommendationPerformanceSchema } from '../analytics.ts';
import { ENHANCED_LIMIT, PERSONALIZED_LIMIT, SMART_RECOMMENDATION_LIMIT } from '../constants/recommendations.ts';
import { errorResponseSchema } from '../errors.ts';
import {
  analyzePatternsRequestSchema,
  enhancedRecommendationsQuerySchema,
  enhancedRecommendationsResponseSchema,
  feedbackStateSchema,
  myListResponseSchema,
  personalityProfileSchema,
  personalizedRecommendationsParamsSchema,
  personalizedRecommendationsQuerySchema,
  personalizedRecommendationsResponseSchema,
  recommendationFeedbackParamsSchema,
  recommendationFeedbackRequestSchema,
  recommendationFeedbackTypeRequestSchema,
  recommendationInsightsSchema,
  recordedFeedbackSchema,
  refreshRecommendationsRequestSchema,
  refreshRecommendationsResponseSchema,
  retractFeedbackParamsSchema,
  smartRecommendationsRequestSchema,
  smartRecommendationsResponseSchema,
  specificContentRecommendationsResponseSchema,
  userGroupingsSchema,
} from '../recommendations.ts';
import { defineEndpointTable } from './endpoint.ts';

const notFound = {
  description: 'Recommendation not found: neither a catalogue item nor a title of the content library',
  schema: errorResponseSchema,
};

/**
 * Every recommendations operation, declared once (docs/api.md, Endpoint tables): the service mounts its
 * routes, its API document, the test mocks and the remote's client all come from here.
 */
export const recommendationsEndpoints = defineEndpointTable({
  service: 'recommendations',
  description: 'Personalized recommendations from cached lists, feedback, enhanced content, smart pairs and pattern insights.',
  endpoints: {
    personalized: {
      method: 'get',
      path: '/api/personalized-recommendations/:category',
      summary: 'The cached list of one category',
      description:
        `Answers at once from the cache: a fresh list (at most 12 hours old, not stale) with \`cached: true\`; otherwise what is stored (the stale list or none) with \`generating: true\` while one background generation runs. \`all\` is answered with \`general\`. \`limit\` defaults to ${PERSONALIZED_LIMIT.default}. \`basis\` is \`starter\` when the list was made before the person's first choice (docs/product/recommendations.md, Starter picks).`,
      access: 'user',
      params: personalizedRecommendationsParamsSchema,
      query: personalizedRecommendationsQuerySchema,
      responses: { 200: { description: 'The list and its freshness', schema: personalizedRecommendationsResponseSchema } },
    },
    specificContent: {
      method: 'get',
      path: '/api/specific-content-recommendations',
      summary: 'The best picks across the specific categories',
      description: `The ${PERSONALIZED_LIMIT.default} most confident picks across every category but general; starts the generation of the lists that are missing or stale.`,
      access: 'user',
      responses: { 200: { description: 'The picks', schema: specificContentRecommendationsResponseSchema } },
    },
    refresh: {
      method: 'post',
      path: '/api/recommendations/refresh',
      summary: 'Regenerate one list in the background',
      description: 'Marks the list stale and starts its generation; while one runs, no second starts (the list is generated once more after it).',
      access: 'user',
      body: refreshRecommendationsRequestSchema,
      responses: { 202: { description: 'Generation under way', schema: refreshRecommendationsResponseSchema } },
    },
    feedback: {
      method: 'post',
      path: '/api/recommendations/:id/feedback',
      summary: 'Like, dislike or bookmark a recommendation (the six-tab screen)',
      access: 'user',
      params: recommendationFeedbackParamsSchema,
      body: recommendationFeedbackTypeRequestSchema,
      responses: { 201: { description: 'Recorded', schema: recordedFeedbackSchema }, 404: notFound },
    },
    recordFeedback: {
      method: 'post',
      path: '/api/recommendation-feedback',
      summary: 'Feedback on a recommendation or an enhanced title',
      description:
        "`recommendationId` is a catalogue item's id, or `enhanced-<slug of the title>` for a title of the content library. A disliked or used item leaves the person's lists at once; the lists the feedback re-ranks are regenerated in the background. Liking takes back a dislike of the same item and the other way round.",
      access: 'user',
      body: recommendationFeedbackRequestSchema,
      responses: { 201: { description: 'Recorded', schema: recordedFeedbackSchema }, 404: notFound },
    },
    retractFeedback: {
      method: 'delete',
      path: '/api/recommendation-feedback/:id/:action',
      summary: 'Take feedback back',
      description:
        "Removes the person's feedback of this kind on the item (it no longer counts anywhere, learning included); an item no longer disliked or to try may come back to the lists, which are made again (docs/product/recommendations.md, My list).",
      access: 'user',
      params: retractFeedbackParamsSchema,
      responses: { 200: { description: 'Where the item stands now', schema: feedbackStateSchema }, 404: notFound },
    },
    myList: {
      method: 'get',
      path: '/api/recommendations/my-list',
      summary: "The person's liked, bookmarked and to-try items",
      description: 'Every item with feedback not taken back, newest first, with what the person said of it; also what each screen shows pressed.',
      access: 'user',
      responses: { 200: { description: 'The items', schema: myListResponseSchema } },
    },
    enhanced: {
      method: 'get',
      path: '/api/enhanced-content-recommendations',
      summary: 'Films, series and books of the content library by personality match',
      description: `\`type\` empty or missing = every type; \`limit\` defaults to ${ENHANCED_LIMIT.default}; computed per request. Titles with disliked or used feedback are left out.`,
      access: 'user',
      query: enhancedRecommendationsQuerySchema,
      responses: { 200: { description: 'Titles, best match first', schema: enhancedRecommendationsResponseSchema } },
    },
    smart: {
      method: 'post',
      path: '/api/smart-recommendations',
      summary: 'New choice pairs aimed at what the profile knows least',
      description: `Two contrasting catalogue items per pair; never a pair the person can already be asked. \`category\` missing or \`all\` = every category; \`limit\` defaults to ${SMART_RECOMMENDATION_LIMIT.default}. Nothing is written: adding a pair goes through the choices service (POST /api/choice-pairs/personal).`,
      access: 'user',
      body: smartRecommendationsRequestSchema,
      responses: { 200: { description: 'Proposed pairs, best first', schema: smartRecommendationsResponseSchema } },
    },
    personalityProfile: {
      method: 'get',
      path: '/api/personality-profile',
      summary: 'Exploration, consistency, strongest preferences and dominant categories',
      access: 'user',
      responses: { 200: { description: 'The profile', schema: personalityProfileSchema } },
    },
    insights: {
      method: 'get',
      path: '/api/recommendation-insights',
      summary: 'Recommendation opportunities, preference gaps and categories to choose in next',
      access: 'user',
      responses: { 200: { description: 'The insights', schema: recommendationInsightsSchema } },
    },
    userGroupings: {
      method: 'get',
      path: '/api/user-groupings',
      summary: "Dynamic groupings and interest clusters of the person's choices",
      access: 'user',
      responses: { 200: { description: 'Groupings and clusters', schema: userGroupingsSchema } },
    },
    analyzePatterns: {
      method: 'post',
      path: '/api/analyze-patterns',
      summary: "Analyze the person's choices again",
      description: 'Body `{}` (any field is a 400). The same analysis as GET /api/user-groupings, from the choices as they are now.',
      access: 'user',
      body: analyzePatternsRequestSchema,
      responses: { 200: { description: 'Groupings and clusters', schema: userGroupingsSchema } },
    },
    performance: {
      method: 'get',
      path: '/api/debug/recommendation-performance',
      summary: 'Recommendation cache figures across all users',
      description: 'No per-user data.',
      // Site-wide operating figures for the admin screens (docs/product/admin.md, Website Analytics): admins only.
      access: 'admin',
      responses: { 200: { description: 'Cache figures', schema: recommendationPerformanceSchema } },
    },
  },
});
