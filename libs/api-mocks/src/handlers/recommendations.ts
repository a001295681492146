import { recommendationsEndpoints, type RecommendationCategory, type RecordedFeedback } from '@alive/contracts';
import {
  enhanced,
  PERSONALITY_PROFILE,
  recommendation,
  RECOMMENDATION_INSIGHTS,
  recommendationList,
  smartPair,
  USER_GROUPINGS,
} from '../fixtures/recommendations.ts';
import { mockApi, requestBody } from '../mock-endpoint.ts';

/**
 * Recommendations service: personalized lists, refresh, both feedback calls, enhanced content, smart
 * pairs, personality profile, insights and groupings, as `recommendationsEndpoints`
 * declares them. Answers go through the response schemas and request bodies through the request schemas
 * (400 otherwise), as the service answers.
 */
export const recommendationsApi = mockApi(recommendationsEndpoints);

const { endpoints } = recommendationsEndpoints;

let feedbackIds = 1;
function recorded(recommendationId: string, action: RecordedFeedback['action'], category: string | null): RecordedFeedback {
  return { id: feedbackIds++, recommendationId, action, category, createdAt: new Date().toISOString() };
}

/** The `:id` of `/api/recommendations/:id/feedback`. */
const feedbackIdOf = (request: Request) => decodeURIComponent(new URL(request.url).pathname.split('/')[3] ?? '');

/**
 * Defaults: three general ideas in every list (fresh, not generating), refresh 202, feedback 201
 * after checking the body, two enhanced titles, two smart pairs, a profile of 12 choices, insights,
 * one grouping and one cluster.
 */
export function recommendationsHandlers() {
  return [
    recommendationsApi.personalized((request) => {
      const category = new URL(request.url).pathname.split('/').pop() as RecommendationCategory | 'all';
      const listCategory = category === 'all' ? 'general' : category;
      return recommendationList(listCategory, [1, 2, 3].map((n) => recommendation(n, { category: listCategory })));
    }),
    recommendationsApi.refresh(async (request) => {
      const body = await requestBody(endpoints.refresh, request);
      return { category: body.category === 'all' ? 'general' : body.category, generating: true };
    }),
    recommendationsApi.feedback(async (request) => {
      const body = await requestBody(endpoints.feedback, request);
      return recorded(feedbackIdOf(request), body.feedbackType, 'general');
    }),
    recommendationsApi.recordFeedback(async (request) => {
      const body = await requestBody(endpoints.recordFeedback, request);
      return recorded(body.recommendationId, body.action, body.category ?? null);
    }),
    recommendationsApi.retractFeedback((request) => {
      const [, , , id = 'travel-item-1'] = new URL(request.url).pathname.split('/');
      return { recommendationId: id, liked: false, disliked: false, bookmarked: false, toTry: false };
    }),
    recommendationsApi.myList({ items: [] }),
    recommendationsApi.enhanced({ recommendations: [enhanced(1), enhanced(2, { contentType: 'book', director: null, author: 'Author 2' })] }),
    recommendationsApi.smart({ recommendations: [smartPair(1), smartPair(2)] }),
    recommendationsApi.personalityProfile(PERSONALITY_PROFILE),
    recommendationsApi.insights(RECOMMENDATION_INSIGHTS),
    recommendationsApi.userGroupings(USER_GROUPINGS),
    recommendationsApi.analyzePatterns(USER_GROUPINGS),
    // `performance` (the cache figures) is answered by the admin analytics mocks, whose screen reads it.
  ];
}
