import {
  nextChoicePairQuerySchema,
  nextChoicePairResponseSchema,
  recentChoicesResponseSchema,
  submitChoiceSchema,
  userChoiceSchema,
  userPreferencesParamsSchema,
  userPreferencesResponseSchema,
} from '@alive/contracts';
import { defineOperations } from '@alive/service-kit';

/** Every route of the choices service, for its API document (docs/api.md); the coverage test holds it to the routers. */
export const choicesOperations = defineOperations({
  service: 'choices',
  description: 'The home loop: either/or pairs, recorded choices and the preference tag scores they build.',
  operations: [
    {
      method: 'get',
      path: '/api/choice-pairs/next',
      summary: 'Next unanswered choice pair',
      description: 'A random active pair the user has not answered, or null when none is left in the category.',
      access: 'user',
      query: nextChoicePairQuerySchema,
      responses: { 200: { description: 'A pair, or null', schema: nextChoicePairResponseSchema } },
    },
    {
      method: 'post',
      path: '/api/user-choices',
      summary: 'Record a choice',
      description: 'Updates the preference scores and emits choice.made in the same transaction.',
      access: 'user',
      body: submitChoiceSchema,
      responses: {
        201: { description: 'The recorded choice', schema: userChoiceSchema },
        404: { description: 'Choice pair not found' },
        409: { description: 'Choice pair already answered' },
      },
    },
    {
      method: 'get',
      path: '/api/user-choices/recent',
      summary: 'Recent choices, newest first',
      access: 'user',
      responses: { 200: { description: 'Recent choices', schema: recentChoicesResponseSchema } },
    },
    {
      method: 'get',
      path: '/api/user-preferences/:userId',
      summary: "The signed-in user's preference scores",
      description: "The path parameter is ignored: the answer is always the signed-in user's own list (user-preference-routes.ts).",
      access: 'user',
      params: userPreferencesParamsSchema,
      responses: { 200: { description: 'Preference scores', schema: userPreferencesResponseSchema } },
    },
  ],
});
