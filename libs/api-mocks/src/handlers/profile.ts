import { http } from 'msw';
import {
  happinessProfileSchema,
  happinessTypesSchema,
  learningInsightsRequestSchema,
  learningInsightsResponseSchema,
  personalityInsightsSchema,
  preferenceEvolutionSchema,
  profileCompletionSchema,
  type HappinessProfile,
  type HappinessTypes,
  type LearningInsightsResponse,
  type PersonalityInsights,
  type PreferenceEvolution,
  type ProfileCompletion,
} from '@alive/contracts';
import {
  completionWithComplete,
  EVOLUTION,
  HAPPINESS_TYPES,
  happinessProfile,
  PERSONAL_LEARNING,
  personalityInsights,
  SYSTEM_LEARNING,
} from '../fixtures/profile.ts';
import { isFailure, readBody, respond, type Reply } from '../reply.ts';

/** Profile service: profile, completion, evolution, Life Guide, the 32 types, learning insights. */
export const profileApi = {
  happinessProfile: (reply: Reply<HappinessProfile>) => http.get('/api/happiness-profile', respond(happinessProfileSchema, reply)),
  completion: (reply: Reply<ProfileCompletion>) =>
    http.get('/api/happiness-profile/completion', respond(profileCompletionSchema, reply)),
  evolution: (reply: Reply<PreferenceEvolution>) =>
    http.get('/api/happiness-profile/evolution', respond(preferenceEvolutionSchema, reply)),
  personalityInsights: (reply: Reply<PersonalityInsights>) =>
    http.get('/api/personality-insights', respond(personalityInsightsSchema, reply)),
  happinessTypes: (reply: Reply<HappinessTypes>) => http.get('/api/happiness-types', respond(happinessTypesSchema, reply)),
  learningInsights: (reply: Reply<LearningInsightsResponse>) =>
    http.post('/api/learning-insights', respond(learningInsightsResponseSchema, reply)),
};

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
      const body = await readBody(request, learningInsightsRequestSchema);
      if (isFailure(body)) return body;
      return body.userId ? { ...PERSONAL_LEARNING, userId: body.userId } : SYSTEM_LEARNING;
    }),
  ];
}
