import { http } from 'msw';
import {
  choicePairSchema,
  enhancedRecommendationsResponseSchema,
  personalChoicePairRequestSchema,
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
  type ChoicePair,
  type EnhancedRecommendation,
  type EnhancedRecommendationsResponse,
  type PersonalityProfile,
  type PersonalizedRecommendation,
  type PersonalizedRecommendationsResponse,
  type RecommendationCategory,
  type RecommendationInsights,
  type RecordedFeedback,
  type RefreshRecommendationsResponse,
  type SmartRecommendation,
  type SmartRecommendationsResponse,
  type UserGroupings,
} from '@alive/contracts';
import type { z } from 'zod';
import { isFailure, readBody, respond, type Reply } from '@alive/api-mocks';

/**
 * Test-only: the recommendations service's routes (and the choices service's personal-pair route the
 * smart screen calls) as MSW handlers, built from @alive/contracts like @alive/api-mocks: every answer
 * goes through its response schema and every request body through its request schema (400 otherwise).
 */

export function recommendation(n: number, overrides: Partial<PersonalizedRecommendation> = {}): PersonalizedRecommendation {
  const confidence = overrides.confidence ?? 0.9 - n * 0.1;
  return {
    id: `general-idea-${n}`,
    title: `Idea ${n}`,
    description: `Description of idea ${n}.`,
    category: 'general',
    tags: ['Nature', 'Slow'],
    confidence,
    matchPercent: Math.round(confidence * 100),
    actionable: true,
    timeCommitment: '1-2 hours',
    estimatedCost: 'Free',
    reasoning: `Matches your love of Nature (${n}).`,
    links: [{ url: `https://example.org/idea-${n}`, text: `Guide ${n}` }],
    metadata: {
      cost: 'Free',
      timeCommitment: '1-2 hours',
      location: null,
      year: null,
      streamingPlatforms: [],
      link: `https://example.org/idea-${n}`,
    },
    ...overrides,
  };
}

export function recommendationList(
  category: RecommendationCategory,
  recommendations: PersonalizedRecommendation[],
  overrides: Partial<PersonalizedRecommendationsResponse> = {},
): PersonalizedRecommendationsResponse {
  return { category, recommendations, generating: false, cached: true, generatedAt: '2026-03-01T10:00:00.000Z', ...overrides };
}

export function enhanced(n: number, overrides: Partial<EnhancedRecommendation> = {}): EnhancedRecommendation {
  const title = overrides.title ?? `Title ${n}`;
  return {
    id: `enhanced-title-${n}`,
    title,
    contentType: 'movie',
    genre: 'Drama',
    year: 2010 + n,
    director: `Director ${n}`,
    author: null,
    description: `About title ${n}.`,
    reasoning: `Fits your intrinsic drive (${n}).`,
    tags: ['Thoughtful'],
    imdbRating: null,
    rottenTomatoesScore: null,
    warnings: [],
    similarTo: [],
    personalityMatch: 0.85,
    ...overrides,
  };
}

export function smartPair(n: number, overrides: Partial<SmartRecommendation> = {}): SmartRecommendation {
  return {
    id: `smart-a${n}--b${n}`,
    option1: `Option A${n}`,
    option2: `Option B${n}`,
    option1Tags: { 'activity:Solo': 0.9, 'nature:Hiking': 0.8, 'pace:Slow': 0.5, 'social:Quiet': 0.2, 'alive:vitality:active': 1 },
    option2Tags: { 'social:Group': 1, 'pace:Fast': 0.4 },
    category: 'Activities',
    confidence: 0.85,
    reasoning: `Explores how you balance solitude and company (${n}).`,
    targetedPreferences: ['Social', 'Group'],
    personalityMatch: 0.72,
    ...overrides,
  };
}

export const PERSONALITY_PROFILE: PersonalityProfile = {
  preferenceStrengths: {
    'nature:Hiking': 0.92,
    'activity:Solo': 0.81,
    'pace:Slow': 0.7,
    'books:Fiction': 0.66,
    'travel:Beach': 0.5,
    'food:Spicy': 0.3,
  },
  explorationLevel: 0.55,
  consistencyScore: 0.82,
  dominantCategories: ['Activities', 'Books'],
  choiceCount: 12,
};

export const INSIGHTS: RecommendationInsights = {
  personalityProfile: PERSONALITY_PROFILE,
  recommendationOpportunities: ['Try a guided nature walk', 'Read a slow-paced novel'],
  preferenceGaps: ['You have not chosen in Creative yet'],
  nextBestCategories: ['Creative', 'Travel'],
};

export const GROUPINGS: UserGroupings = {
  dynamicGroupings: [
    {
      id: 'grouping-1',
      groupName: 'Quiet Explorer',
      confidence: 0.78,
      description: 'You lean towards calm, self-directed experiences.',
      choicePatterns: ['Chooses solo over group', 'Prefers slow pace'],
    },
  ],
  interestClusters: [
    {
      id: 'cluster-1',
      clusterName: 'Outdoors',
      itemCount: 7,
      centerPoint: ['Nature', 'Hiking', 'Solo', 'Slow', 'Quiet', 'Mountains'],
      examples: ['Mountain hike', 'Forest walk'],
    },
  ],
  choiceCount: 12,
  analyzedAt: '2026-03-01T10:00:00.000Z',
};

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
  personalPair: (reply: Reply<ChoicePair>) => http.post('/api/choice-pairs/personal', respond(choicePairSchema, reply, 201)),
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
    recommendationsApi.insights(INSIGHTS),
    recommendationsApi.groupings(GROUPINGS),
    recommendationsApi.analyzePatterns(GROUPINGS),
    recommendationsApi.personalPair(checked(personalChoicePairRequestSchema, (body) => ({ id: 501, ...body }))),
  ];
}
