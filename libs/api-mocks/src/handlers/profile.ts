import { profileEndpoints } from '@alive/contracts';
import {
  completionWithComplete,
  EVOLUTION,
  HAPPINESS_TYPES,
  happinessProfile,
  PERSONAL_LEARNING,
  personalityInsights,
  SYSTEM_LEARNING,
} from '../fixtures/profile.ts';
import { mockApi, requestBody } from '../mock-endpoint.ts';

/**
 * Profile service: profile, completion, evolution, Life Guide, the 32 types, learning insights, as
 * `profileEndpoints` declares them. Answers go through the response schemas and request bodies through
 * the request schemas (400 otherwise), as the service answers.
 */
export const profileApi = mockApi(profileEndpoints);

/**
 * Defaults: a complete profile (IMATC, 32 choices), every dimension complete, the evolution of two
 * tags, built-in Life Guide insights, the 32 types, and learning insights personal for `{ userId }`,
 * system for `{}` (a body outside the contract answers 400).
 */
export function profileHandlers() {
  return [
    profileApi.happinessProfile(happinessProfile()),
    profileApi.completion(completionWithComplete(5)),
    profileApi.evolution(EVOLUTION),
    profileApi.personalityInsights(personalityInsights()),
    profileApi.happinessTypes(HAPPINESS_TYPES),
    profileApi.learningInsights(async (request) => {
      const body = await requestBody(profileEndpoints.endpoints.learningInsights, request);
      return body.userId ? { ...PERSONAL_LEARNING, userId: body.userId } : SYSTEM_LEARNING;
    }),
  ];
}
