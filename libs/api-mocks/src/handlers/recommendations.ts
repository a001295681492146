import { recommendationsEndpoints, type FeedbackAction, type FeedbackState, type MyListItem, type RecommendationCategory, type RecordedFeedback } from '@alive/contracts';
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

const FLAG: Record<FeedbackAction, 'liked' | 'disliked' | 'bookmarked' | 'toTry'> = { liked: 'liked', disliked: 'disliked', bookmarked: 'bookmarked', used: 'toTry' };

/** Title, description and category of a fixture id (`general-idea-2`, `enhanced-title-1`), as My list shows them. */
function summaryOf(recommendationId: string, category: string | null) {
  const idea = /^([a-z_]+)-idea-(\d+)$/.exec(recommendationId);
  if (idea) return { title: `Idea ${idea[2]}`, description: `Description of idea ${idea[2]}.`, category: category ?? idea[1]! };
  const title = /^enhanced-title-(\d+)$/.exec(recommendationId);
  if (title) return { title: `Title ${title[1]}`, description: `About title ${title[1]}.`, category: 'enhanced-content' };
  return { title: recommendationId, description: '', category: category ?? 'general' };
}

/**
 * The person's standing feedback as the service keeps it (docs/product/recommendations.md, My list):
 * liking takes a dislike back and the other way round, taking back clears one kind, an item without
 * feedback leaves the list, newest first. Fresh for every test.
 */
function feedbackStore() {
  let items: MyListItem[] = [];
  const stateOf = (recommendationId: string): FeedbackState => {
    const item = items.find((i) => i.recommendationId === recommendationId);
    return { recommendationId, liked: !!item?.liked, disliked: !!item?.disliked, bookmarked: !!item?.bookmarked, toTry: !!item?.toTry };
  };
  const keep = (next: MyListItem, first: boolean) => {
    const others = items.filter((i) => i.recommendationId !== next.recommendationId);
    const any = next.liked || next.disliked || next.bookmarked || next.toTry;
    items = !any ? others : first ? [next, ...others] : items.map((i) => (i.recommendationId === next.recommendationId ? next : i));
  };
  return {
    give(recommendationId: string, action: FeedbackAction, category: string | null) {
      const current = items.find((i) => i.recommendationId === recommendationId);
      const next: MyListItem = { ...(current ?? { ...stateOf(recommendationId), ...summaryOf(recommendationId, category) }), [FLAG[action]]: true, updatedAt: new Date().toISOString() };
      if (action === 'liked') next.disliked = false;
      if (action === 'disliked') next.liked = false;
      keep(next, true);
    },
    takeBack(recommendationId: string, action: FeedbackAction): FeedbackState {
      const current = items.find((i) => i.recommendationId === recommendationId);
      if (current) keep({ ...current, [FLAG[action]]: false }, false);
      return stateOf(recommendationId);
    },
    list: () => ({ items }),
  };
}

/** The `:id` of `/api/recommendations/:id/feedback`. */
const feedbackIdOf = (request: Request) => decodeURIComponent(new URL(request.url).pathname.split('/')[3] ?? '');

/**
 * Defaults: three general ideas in every list (fresh, not generating, personal), refresh 202, feedback
 * 201 after checking the body and kept as the person's standing feedback, which take-backs clear and My
 * list answers (empty at first), two enhanced
 * titles, two smart pairs, a profile of 12 choices, insights, one grouping and one cluster.
 */
export function recommendationsHandlers() {
  const feedback = feedbackStore();
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
      feedback.give(feedbackIdOf(request), body.feedbackType, null);
      return recorded(feedbackIdOf(request), body.feedbackType, 'general');
    }),
    recommendationsApi.recordFeedback(async (request) => {
      const body = await requestBody(endpoints.recordFeedback, request);
      feedback.give(body.recommendationId, body.action, body.category ?? null);
      return recorded(body.recommendationId, body.action, body.category ?? null);
    }),
    recommendationsApi.retractFeedback((request) => {
      const [, , , id = 'travel-item-1', action = 'liked'] = new URL(request.url).pathname.split('/');
      return feedback.takeBack(decodeURIComponent(id), action as FeedbackAction);
    }),
    recommendationsApi.myList(() => feedback.list()),
    recommendationsApi.enhanced({
      recommendations: [enhanced(1), enhanced(2, { contentType: 'book', director: null, author: 'Author 2' })],
      basis: 'personal',
    }),
    recommendationsApi.smart({ recommendations: [smartPair(1), smartPair(2)], basis: 'personal' }),
    recommendationsApi.personalityProfile(PERSONALITY_PROFILE),
    recommendationsApi.insights(RECOMMENDATION_INSIGHTS),
    recommendationsApi.userGroupings(USER_GROUPINGS),
    recommendationsApi.analyzePatterns(USER_GROUPINGS),
    // `performance` (the cache figures) is answered by the admin analytics mocks, whose screen reads it.
  ];
}
