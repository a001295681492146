import { CHOICE_CATEGORIES, choicesEndpoints, PLAN_RESERVE } from '@alive/contracts';
import { makePair, PREFERENCES } from '../fixtures/choices.ts';
import { mockApi, requestBody } from '../mock-endpoint.ts';

/**
 * Choices service: next pair, submit, recent choices, preferences, a personal pair, as `choicesEndpoints`
 * declares them. Answers go through the response schemas and request bodies through the request schemas
 * (400 otherwise), as the service answers.
 */
export const choicesApi = mockApi(choicesEndpoints);

/**
 * Defaults: an endless supply of fresh pairs (ids 1, 2, 3, … per test), no recent choices, the five
 * PREFERENCES, a submit that answers 201 with the recorded choice, an undo that gives back pair `<choiceId>`, and a personal pair that answers
 * with id 501 (200, the lowest declared success status). Interests: already picked (Travel), so the
 * home screen skips its first-run step unless a test answers `{ categories: [] }`; a save answers the
 * pick in category order. A plan keeps the `current` pair (else a fresh one), follows it with one fresh
 * pair whatever the answer, and adds `reserve` (default PLAN_RESERVE.usual) fresh pairs.
 */
export function choicesHandlers() {
  let nextPairId = 1;
  return [
    choicesApi.nextPair(() => makePair(nextPairId++)),
    choicesApi.plan((request) => {
      const query = new URL(request.url).searchParams;
      const current = Number(query.get('current'));
      const pair = current > 0 ? makePair(current) : makePair(nextPairId++);
      const following = makePair(nextPairId++);
      const reserve = Array.from({ length: Number(query.get('reserve') ?? PLAN_RESERVE.usual) }, () => makePair(nextPairId++));
      return { pair, next: { option1: following, option2: following, skip: following }, reserve };
    }),
    choicesApi.submitChoice(async (request) => {
      const choice = await requestBody(choicesEndpoints.endpoints.submitChoice, request);
      return { id: 1, ...choice, createdAt: new Date().toISOString(), choicePair: makePair(choice.choicePairId) };
    }),
    choicesApi.undoChoice((request) => {
      const choiceId = Number(new URL(request.url).pathname.split('/').pop());
      return { choiceId, choicePair: makePair(choiceId) };
    }),
    choicesApi.recentChoices([]),
    choicesApi.userPreferences(PREFERENCES),
    choicesApi.interests({ categories: ['Travel'] }),
    choicesApi.saveInterests(async (request) => {
      const { categories } = await requestBody(choicesEndpoints.endpoints.saveInterests, request);
      return { categories: CHOICE_CATEGORIES.filter((category) => categories.includes(category)) };
    }),
    choicesApi.addPersonalPair(async (request) => {
      const pair = await requestBody(choicesEndpoints.endpoints.addPersonalPair, request);
      return { id: 501, ...pair };
    }),
  ];
}
