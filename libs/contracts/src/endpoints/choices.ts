import {
  choiceConflictSchema,
  choicePairSchema,
  choicePlanQuerySchema,
  choicePlanSchema,
  nextChoicePairQuerySchema,
  nextChoicePairResponseSchema,
  personalChoicePairRequestSchema,
  recentChoicesResponseSchema,
  submitChoiceHeadersSchema,
  submitChoiceSchema,
  undoChoiceParamsSchema,
  undoneChoiceSchema,
  userChoiceSchema,
  userInterestsRequestSchema,
  userInterestsSchema,
  userPreferencesParamsSchema,
  userPreferencesResponseSchema,
} from '../choices.ts';
import { PLAN_RESERVE, RECENT_CHOICES_LIMIT } from '../constants/choices.ts';
import { errorResponseSchema } from '../errors.ts';
import { defineEndpointTable } from './endpoint.ts';
import { choicesAdminPairsEndpoints } from './choices-admin-pairs.ts';

/**
 * Every choices operation, declared once (docs/api.md, Endpoint tables): the service mounts its routes,
 * its API document, the test mocks and the remote's client all come from here.
 */
export const choicesEndpoints = defineEndpointTable({
  service: 'choices',
  description:
    'The home loop: either/or pairs, recorded choices and the preference tag scores they build; for admins, the changes of the shared pairs (this service is their one writer).',
  endpoints: {
    nextPair: {
      method: 'get',
      path: '/api/choice-pairs/next',
      summary: 'Next unanswered choice pair',
      description:
        "The user's oldest unanswered personal pair, else the unanswered active shared pair expected to teach most about the user (the least settled A.L.I.V.E dimension, never two in a row on one dimension while another is open, with some exploration), or null when none is left in the category.",
      access: 'user',
      query: nextChoicePairQuerySchema,
      responses: { 200: { description: 'A pair, or null', schema: nextChoicePairResponseSchema } },
    },
    plan: {
      method: 'get',
      path: '/api/choice-pairs/plan',
      summary: 'The next pair and what follows it',
      description:
        `The pair to show (the \`current\` pair while it is still the person's to answer, else what the next-pair call would serve), the pair the same policy serves after each answer and after a skip, and a reserve of further pairs in the policy's order for answering offline (docs/product/choices.md, The next pair is ready). \`reserve\` defaults to ${PLAN_RESERVE.usual}. Sent with \`Cache-Control: no-store\`: a plan is the person's, for now.`,
      access: 'user',
      query: choicePlanQuerySchema,
      responses: {
        200: {
          description:
            'The plan: `pair`, `next` (`option1`, `option2`, `skip`: the pair served after each answer and after a skip, each null when nothing is left after it) and `reserve`; `{ pair: null, next: null, reserve: [] }` when no pair is left',
          schema: choicePlanSchema,
        },
      },
    },
    addPersonalPair: {
      method: 'post',
      path: '/api/choice-pairs/personal',
      summary: "Add a pair to the user's own queue",
      description:
        'Served to this user before any other pair and to nobody else (docs/product/choices.md, The personal queue). Options are compared trimmed and case-insensitively; two equal options are a 400 "The two options must differ", and the same two options again (either order, same category) answer 200 with the pair already added.',
      access: 'user',
      body: personalChoicePairRequestSchema,
      responses: {
        200: { description: 'Already in the queue: the existing pair, nothing written', schema: choicePairSchema },
        201: { description: 'The added pair', schema: choicePairSchema },
        409: { description: 'The shared set already has a pair with these two options, or the person already has CHOICES_MAX_PERSONAL_PAIRS of their own waiting', schema: errorResponseSchema },
      },
    },
    submitChoice: {
      method: 'post',
      path: '/api/user-choices',
      summary: 'Record a choice',
      description:
        "Updates the preference scores and emits choice.made in the same transaction. `responseTime` in milliseconds. With an Idempotency-Key (a UUIDv7 made by the client for this choice) a replay answers exactly what the first request answered and writes nothing (docs/architecture.md, Choices offline and exactly once; docs/product/choices.md, Exactly once); a key that is not a UUIDv7, or whose time is more than a day ahead of the server's clock, is a 400. X-Choice-Maker names the user the choice was made by; another than the signed-in user is refused and nothing is written (docs/product/choices.md, Only the maker's session).",
      access: 'user',
      headers: submitChoiceHeadersSchema,
      body: submitChoiceSchema,
      responses: {
        201: { description: 'The recorded choice (also the replay of a recorded key)', schema: userChoiceSchema },
        404: { description: "Choice pair not found: unknown, inactive, or another user's personal pair", schema: errorResponseSchema },
        409: {
          description:
            'Nothing written; the body is `{ message, code }` and `code` says why: `choice_pair_answered` (the pair was answered already, by another key or without one), `choice_maker_mismatch` (X-Choice-Maker is not the signed-in user), `choice_undone` (the key\'s choice was recorded, then undone), `idempotency_key_not_yours` (the key stands for another user\'s choice)',
          schema: choiceConflictSchema,
        },
        422: { description: 'The Idempotency-Key was used before with another body', schema: errorResponseSchema },
      },
    },
    undoChoice: {
      method: 'delete',
      path: '/api/user-choices/:choiceId',
      summary: 'Take back the latest choice',
      description:
        "Only the person's latest choice: its scores, evidence and votes return exactly to what they were before it, and choice.undone is emitted in the same transaction (docs/product/choices.md, Undo).",
      access: 'user',
      params: undoChoiceParamsSchema,
      responses: {
        200: { description: 'The choice taken back, with its pair to answer again', schema: undoneChoiceSchema },
        404: { description: "No such choice among the person's own", schema: errorResponseSchema },
        409: { description: 'Not the latest choice, or made before undo existed', schema: errorResponseSchema },
      },
    },
    recentChoices: {
      method: 'get',
      path: '/api/user-choices/recent',
      summary: 'Recent choices, newest first',
      description: `The person's latest ${RECENT_CHOICES_LIMIT} choices, each with its pair.`,
      access: 'user',
      responses: { 200: { description: 'Recent choices', schema: recentChoicesResponseSchema } },
    },
    interests: {
      method: 'get',
      path: '/api/user-choices/interests',
      summary: 'The categories the person cares about',
      description:
        "Picked in the home screen's first-run step (docs/product/choices.md, First run); an empty list means not picked yet. With category `all` the next pair is drawn mostly from them, and starter recommendation lists put them first.",
      access: 'user',
      responses: { 200: { description: 'The picked categories, in the order of the choice categories (`[]` until the person picks)', schema: userInterestsSchema } },
    },
    saveInterests: {
      method: 'put',
      path: '/api/user-choices/interests',
      summary: 'Pick the categories the person cares about',
      description: 'Replaces the earlier pick: one to all of the choice categories, each at most once.',
      access: 'user',
      body: userInterestsRequestSchema,
      responses: { 200: { description: 'The stored pick', schema: userInterestsSchema } },
    },
    userPreferences: {
      method: 'get',
      path: '/api/user-preferences/:userId',
      summary: "The signed-in user's preference scores",
      description: "The path parameter is ignored: the answer is always the signed-in user's own list (preferences are private).",
      access: 'user',
      params: userPreferencesParamsSchema,
      responses: { 200: { description: 'Preference scores, each `score` a decimal string 0..1', schema: userPreferencesResponseSchema } },
    },
    ...choicesAdminPairsEndpoints,
  },
});
