import {
  happinessProfileSchema,
  happinessTypesSchema,
  learningInsightsRequestSchema,
  learningInsightsResponseSchema,
  personalityInsightsSchema,
  preferenceEvolutionQuerySchema,
  preferenceEvolutionSchema,
  profileCompletionSchema,
} from '../profile.ts';
import { errorResponseSchema } from '../errors.ts';
import { defineEndpointTable } from './endpoint.ts';

/**
 * Every profile operation, declared once (docs/api.md, Endpoint tables): the service mounts its routes,
 * its API document, the test mocks and the remote's client all come from here.
 */
export const profileEndpoints = defineEndpointTable({
  service: 'profile',
  description: 'The A.L.I.V.E profile, its completion and evolution, the Life Guide, happiness types and learning insights.',
  endpoints: {
    happinessProfile: {
      method: 'get',
      path: '/api/happiness-profile',
      summary: 'The A.L.I.V.E profile',
      access: 'user',
      responses: { 200: { description: 'The profile', schema: happinessProfileSchema } },
    },
    completion: {
      method: 'get',
      path: '/api/happiness-profile/completion',
      summary: 'How complete each dimension is',
      access: 'user',
      responses: {
        200: {
          description: 'Completion per dimension; `percent` is the Dimensions complete figure, `choiceCount` the choices made (the same count as the profile’s)',
          schema: profileCompletionSchema,
        },
      },
    },
    evolution: {
      method: 'get',
      path: '/api/happiness-profile/evolution',
      summary: 'How the top tag scores evolved, choice by choice',
      access: 'user',
      query: preferenceEvolutionQuerySchema,
      responses: { 200: { description: 'Steps and series', schema: preferenceEvolutionSchema } },
    },
    personalityInsights: {
      method: 'get',
      path: '/api/personality-insights',
      summary: 'The Life Guide',
      access: 'user',
      responses: { 200: { description: 'Insights, or hasInsights: false', schema: personalityInsightsSchema } },
    },
    happinessTypes: {
      method: 'get',
      path: '/api/happiness-types',
      summary: 'Every happiness type by code',
      access: 'user',
      responses: { 200: { description: 'Every type by its code (a superset of a plain code → description map)', schema: happinessTypesSchema } },
    },
    learningInsights: {
      method: 'post',
      path: '/api/learning-insights',
      summary: 'Learning insights, personal or system-wide',
      description: "`{ userId }` gives a user's figures (one's own, or anyone's for an admin); `{}` gives the system's.",
      access: 'user',
      body: learningInsightsRequestSchema,
      responses: {
        200: { description: 'Personal or system insights', schema: learningInsightsResponseSchema },
        403: { description: "Another user's insights asked for by a non-admin", schema: errorResponseSchema },
        404: { description: 'User not found (an admin asking for an unknown id)', schema: errorResponseSchema },
      },
    },
  },
});
