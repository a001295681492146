import { http } from 'msw';
import type { z } from 'zod';
import {
  enhancedRecommendationsResponseSchema,
  personalityProfileSchema,
  personalizedRecommendationsResponseSchema,
  recommendationFeedbackRequestSchema,
  recommendationFeedbackTypeRequestSchema,
  recommendationInsightsSchema,
  recordedFeedbackSchema,
  refreshRecommendationsRequestSchema,
  refreshRecommendationsResponseSchema,
  smartRecommendationsRequestSchema,
  smartRecommendationsResponseSchema,
  userGroupingsSchema,
  type EnhancedRecommendationsResponse,
  type PersonalityProfile,
  type PersonalizedRecommendationsResponse,
  type RecommendationCategory,
  type RecommendationInsights,
  type RecordedFeedback,
  type RefreshRecommendationsResponse,
  type SmartRecommendationsResponse,
  type UserGroupings,
} from '@alive/contracts';
import {
  enhanced,
  PERSONALITY_PROFILE,
  recommendation,
  RECOMMENDATION_INSIGHTS,
  recommendationList,
  smartPair,
  USER_GROUPINGS,
} from '../fixtures/recommendations.ts';
import { isFailure, readBody, respond, type Reply } from '../reply.ts';

/**
 * Recommendations service: personalized lists, refresh, both feedback calls, enhanced content, smart
 * pairs, personality profile, insights, groupings. Every answer goes through its response schema and
 * every request body through its request schema (400 otherwise), as the service answers.
 */
let feedbackIds = 1;
function recorded(recommendationId: string, action: RecordedFeedback['action'], category: string | null): RecordedFeedback {
  return { id: feedbackIds++, recommendationId, action, category, createdAt: new Date().toISOString() };
}

export const recommendationsApi = {
  list: (reply: Reply<PersonalizedRecommendationsResponse>) =>
    http.get('/api/personalized-recommendations/:category', respond(personalizedRecommendationsResponseSchema, reply)),
  refresh: (reply: Reply<RefreshRecommendationsResponse>) =>
    http.post('/api/recommendations/refresh', respond(refreshRecommendationsResponseSchema, reply, 202)),
  feedbackType: (reply: Reply<RecordedFeedback>) =>
    http.post('/api/recommendations/:id/feedback', respond(recordedFeedbackSchema, reply, 201)),
  feedback: (reply: Reply<RecordedFeedback>) =>
    http.post('/api/recommendation-feedback', respond(recordedFeedbackSchema, reply, 201)),
  enhanced: (reply: Reply<EnhancedRecommendationsResponse>) =>
    http.get('/api/enhanced-content-recommendations', respond(enhancedRecommendationsResponseSchema, reply)),
  smart: (reply: Reply<SmartRecommendationsResponse>) =>
    http.post('/api/smart-recommendations', respond(smartRecommendationsResponseSchema, reply)),
  personalityProfile: (reply: Reply<PersonalityProfile>) =>
    http.get('/api/personality-profile', respond(personalityProfileSchema, reply)),
  insights: (reply: Reply<RecommendationInsights>) =>
    http.get('/api/recommendation-insights', respond(recommendationInsightsSchema, reply)),
  groupings: (reply: Reply<UserGroupings>) => http.get('/api/user-groupings', respond(userGroupingsSchema, reply)),
  analyzePatterns: (reply: Reply<UserGroupings>) => http.post('/api/analyze-patterns', respond(userGroupingsSchema, reply)),
};

/** Checks a body against its request schema, then answers `answer(body)` (or the 400 the service would). */
function checked<S extends z.ZodType, T>(schema: S, answer: (body: z.output<S>) => T) {
  return async (request: Request) => {
    const body = await readBody(request, schema);
    return isFailure(body) ? body : answer(body);
  };
}

/**
 * Defaults: three general ideas in every list (fresh, not generating), refresh 202, feedback 201
 * after checking the body, two enhanced titles, two smart pairs, a profile of 12 choices, insights,
 * one grouping and one cluster, and a personal pair 201.
 */
export function recommendationsHandlers() {
  return [
    recommendationsApi.list(({ url }) => {
      const category = new URL(url).pathname.split('/').pop() as RecommendationCategory | 'all';
      const listCategory = category === 'all' ? 'general' : category;
      return recommendationList(listCategory, [1, 2, 3].map((n) => recommendation(n, { category: listCategory })));
    }),
    recommendationsApi.refresh(checked(refreshRecommendationsRequestSchema, (body) => ({
      category: body.category === 'all' ? 'general' : body.category,
      generating: true,
    }))),
    http.post('/api/recommendations/:id/feedback', ({ request, params }) =>
      respond(
        recordedFeedbackSchema,
        checked(recommendationFeedbackTypeRequestSchema, (body) => recorded(String(params.id), body.feedbackType, 'general')),
        201,
      )({ request }),
    ),
    recommendationsApi.feedback(checked(recommendationFeedbackRequestSchema, (body) => recorded(body.recommendationId, body.action, body.category ?? null))),
    recommendationsApi.enhanced({ recommendations: [enhanced(1), enhanced(2, { contentType: 'book', director: null, author: 'Author 2' })] }),
    recommendationsApi.smart(checked(smartRecommendationsRequestSchema, () => ({ recommendations: [smartPair(1), smartPair(2)] }))),
    recommendationsApi.personalityProfile(PERSONALITY_PROFILE),
    recommendationsApi.insights(RECOMMENDATION_INSIGHTS),
    recommendationsApi.groupings(USER_GROUPINGS),
    recommendationsApi.analyzePatterns(USER_GROUPINGS),
  ];
}
