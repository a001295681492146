import {
  happinessProfileSchema,
  happinessTypesSchema,
  learningInsightsRequestSchema,
  learningInsightsResponseSchema,
  personalityInsightsSchema,
  preferenceEvolutionQuerySchema,
  preferenceEvolutionSchema,
  profileCompletionSchema,
} from '@alive/contracts';
import { defineOperations } from '@alive/service-kit';

/** Every route of the profile service, for its API document (docs/api.md); the coverage test holds it to the routers. */
export const profileOperations = defineOperations({
  service: 'profile',
  description: 'The A.L.I.V.E profile, its completion and evolution, the Life Guide, happiness types and learning insights.',
  operations: [
    {
      method: 'get',
      path: '/api/happiness-profile',
      summary: 'The A.L.I.V.E profile',
      access: 'user',
      responses: { 200: { description: 'The profile', schema: happinessProfileSchema } },
    },
    {
      method: 'get',
      path: '/api/happiness-profile/completion',
      summary: 'How complete each dimension is',
      access: 'user',
      responses: { 200: { description: 'Completion per dimension', schema: profileCompletionSchema } },
    },
    {
      method: 'get',
      path: '/api/happiness-profile/evolution',
      summary: 'How the top tag scores evolved, choice by choice',
      access: 'user',
      query: preferenceEvolutionQuerySchema,
      responses: { 200: { description: 'Steps and series', schema: preferenceEvolutionSchema } },
    },
    {
      method: 'get',
      path: '/api/personality-insights',
      summary: 'The Life Guide',
      access: 'user',
      responses: { 200: { description: 'Insights, or hasInsights: false', schema: personalityInsightsSchema } },
    },
    {
      method: 'get',
      path: '/api/happiness-types',
      summary: 'Every happiness type by code',
      access: 'user',
      responses: { 200: { description: 'Types by code', schema: happinessTypesSchema } },
    },
    {
      method: 'post',
      path: '/api/learning-insights',
      summary: 'Learning insights, personal or system-wide',
      description: "`{ userId }` gives a user's figures (one's own, or anyone's for an admin); `{}` gives the system's.",
      access: 'user',
      body: learningInsightsRequestSchema,
      responses: {
        200: { description: 'Personal or system insights', schema: learningInsightsResponseSchema },
        403: { description: "Another user's insights asked for by a non-admin" },
        404: { description: 'User not found' },
      },
    },
  ],
});
