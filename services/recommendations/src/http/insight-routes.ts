import type { recommendationsEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import {
  getEnhancedRecommendations,
  getPersonalityProfile,
  getRecommendationInsights,
  getSmartRecommendations,
  getUserGroupings,
  type InsightDeps,
} from '../domain/insight-use-cases.ts';

type Handlers = Pick<
  EndpointHandlers<typeof recommendationsEndpoints>,
  'enhanced' | 'smart' | 'personalityProfile' | 'insights' | 'userGroupings' | 'analyzePatterns'
>;

/** Enhanced content, smart pairs, profile, insights and groupings: computed per request. */
export function insightHandlers(deps: InsightDeps): Handlers {
  return {
    enhanced: ({ user, query }) => getEnhancedRecommendations(user.id, query, deps),
    smart: ({ user, body }) => getSmartRecommendations(user.id, body, deps),
    personalityProfile: ({ user }) => getPersonalityProfile(user.id, deps),
    insights: ({ user }) => getRecommendationInsights(user.id, deps),
    userGroupings: ({ user }) => getUserGroupings(user.id, deps),
    analyzePatterns: ({ user }) => getUserGroupings(user.id, deps),
  };
}
