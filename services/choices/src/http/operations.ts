import {
  choicePairSchema,
  nextChoicePairQuerySchema,
  personalChoicePairRequestSchema,
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
      description:
        "The user's oldest unanswered personal pair, else the unanswered active shared pair expected to teach most about the user (the least settled A.L.I.V.E dimension, never two in a row on one dimension while another is open, with some exploration), or null when none is left in the category.",
      access: 'user',
      query: nextChoicePairQuerySchema,
      responses: { 200: { description: 'A pair, or null', schema: nextChoicePairResponseSchema } },
    },
    {
      method: 'post',
      path: '/api/choice-pairs/personal',
      summary: "Add a pair to the user's own queue",
      description:
        'Served to this user before any other pair and to nobody else. Options are compared trimmed and case-insensitively; the same two options again (either order, same category) answer 200 with the pair already added.',
      access: 'user',
      body: personalChoicePairRequestSchema,
      responses: {
        200: { description: 'Already in the queue: the existing pair, nothing written', schema: choicePairSchema },
        201: { description: 'The added pair', schema: choicePairSchema },
        409: { description: 'The shared set already has a pair with these two options' },
      },
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
        404: { description: "Choice pair not found (also another user's personal pair)" },
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
