import { http } from 'msw';
import {
  choicePairSchema,
  nextChoicePairResponseSchema,
  personalChoicePairRequestSchema,
  recentChoicesResponseSchema,
  submitChoiceSchema,
  userChoiceSchema,
  userPreferencesResponseSchema,
  type ChoicePair,
  type NextChoicePairResponse,
  type UserChoice,
  type UserPreference,
} from '@alive/contracts';
import { makePair, PREFERENCES } from '../fixtures/choices.ts';
import { isFailure, readBody, respond, type Reply } from '../reply.ts';

/** Choices service: next pair, submit, recent choices, preferences, a personal pair. */
export const choicesApi = {
  nextPair: (reply: Reply<NextChoicePairResponse>) => http.get('/api/choice-pairs/next', respond(nextChoicePairResponseSchema, reply)),
  submit: (reply: Reply<UserChoice>) => http.post('/api/user-choices', respond(userChoiceSchema, reply, 201)),
  recent: (reply: Reply<UserChoice[]>) => http.get('/api/user-choices/recent', respond(recentChoicesResponseSchema, reply)),
  userPreferences: (reply: Reply<UserPreference[]>) =>
    http.get('/api/user-preferences/:userId', respond(userPreferencesResponseSchema, reply)),
  personalPair: (reply: Reply<ChoicePair>) => http.post('/api/choice-pairs/personal', respond(choicePairSchema, reply, 201)),
};

/**
 * Defaults: an endless supply of fresh pairs (ids 1, 2, 3, … per test), no recent choices, the five
 * PREFERENCES, a submit that checks its body against the contract (400 otherwise) and answers 201, and
 * a personal pair that checks its body and answers 201 with id 501.
 */
export function choicesHandlers() {
  let nextPairId = 1;
  return [
    choicesApi.nextPair(() => makePair(nextPairId++)),
    choicesApi.submit(async (request) => {
      const choice = await readBody(request, submitChoiceSchema);
      if (isFailure(choice)) return choice;
      return { id: 1, ...choice, createdAt: new Date().toISOString(), choicePair: makePair(choice.choicePairId) };
    }),
    choicesApi.recent([]),
    choicesApi.userPreferences(PREFERENCES),
    choicesApi.personalPair(async (request) => {
      const pair = await readBody(request, personalChoicePairRequestSchema);
      return isFailure(pair) ? pair : { id: 501, ...pair };
    }),
  ];
}
