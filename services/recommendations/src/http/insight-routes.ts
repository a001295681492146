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

/**
 * Enhanced content, smart pairs, profile, insights and groupings: computed per request, each bounded
 * per person and shared with identical concurrent calls (docs/architecture.md, "Expensive work").
 */
export function insightHandlers(deps: InsightDeps): Handlers {
  const bounded = <T>(person: string, what: string, input: unknown, work: () => Promise<T>) =>
    deps.work.run(person, `${what}:${person}:${JSON.stringify(input ?? null)}`, work);
  return {
    enhanced: ({ user, query }) => bounded(user.id, 'enhanced', query, () => getEnhancedRecommendations(user.id, query, deps)),
    smart: ({ user, body }) => bounded(user.id, 'smart', body, () => getSmartRecommendations(user.id, body, deps)),
    personalityProfile: ({ user }) => bounded(user.id, 'profile', null, () => getPersonalityProfile(user.id, deps)),
    insights: ({ user }) => bounded(user.id, 'insights', null, () => getRecommendationInsights(user.id, deps)),
    userGroupings: ({ user }) => bounded(user.id, 'groupings', null, () => getUserGroupings(user.id, deps)),
    analyzePatterns: ({ user }) => bounded(user.id, 'groupings', null, () => getUserGroupings(user.id, deps)),
  };
}
