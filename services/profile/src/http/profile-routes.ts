import { profileEndpoints } from '@alive/contracts';
import { endpointRouter } from '@alive/service-kit';
import type Router from '@koa/router';
import {
  getHappinessProfile,
  getHappinessTypes,
  getPersonalityInsights,
  getPreferenceEvolution,
  getProfileCompletion,
  type PersonalityInsightsDeps,
} from '../domain/profile-use-cases.ts';
import { getLearningInsights, type LearningInsightsDeps } from '../domain/get-learning-insights.ts';

export type ProfileRouteDeps = PersonalityInsightsDeps & LearningInsightsDeps;

/** The profile calls, as `profileEndpoints` declares them (every one needs a user). Thin: one use case each. */
export function profileRoutes(deps: ProfileRouteDeps): Router {
  return endpointRouter(profileEndpoints, {
    happinessProfile: ({ user }) => getHappinessProfile(user.id, deps),
    completion: ({ user }) => getProfileCompletion(user.id, deps),
    evolution: ({ user, query }) => getPreferenceEvolution(user.id, query.limit, deps),
    personalityInsights: ({ user }) => getPersonalityInsights(user.id, deps),
    happinessTypes: () => getHappinessTypes(),
    learningInsights: ({ user, body }) => getLearningInsights(body, user, deps),
  });
}
