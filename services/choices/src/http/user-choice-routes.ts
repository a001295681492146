import { IDEMPOTENCY_KEY_HEADER, type choicesEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import { createChoiceRecorder, createChoiceUndoer, recentChoicesOf, type ChoiceUseCaseDeps } from '../domain/choice-use-cases.ts';
import { toChoicePair, toUserChoice } from './serialize.ts';

/** Recording, undoing and listing choices (docs/product/choices.md, Choice flow and Undo), as `choicesEndpoints` declares them. */
export function userChoiceHandlers(deps: ChoiceUseCaseDeps): Pick<EndpointHandlers<typeof choicesEndpoints>, 'submitChoice' | 'undoChoice' | 'recentChoices'> {
  const recordChoice = createChoiceRecorder(deps);
  const undoLatestChoice = createChoiceUndoer(deps);
  return {
    submitChoice: async ({ user, body, headers }, ctx) => {
      const idempotencyKey = headers[IDEMPOTENCY_KEY_HEADER];
      return toUserChoice(await recordChoice({ userId: user.id, ...body, traceparent: ctx.traceparent, ...(idempotencyKey ? { idempotencyKey } : {}) }));
    },
    undoChoice: async ({ user, params }, ctx) => {
      const undone = await undoLatestChoice({ userId: user.id, choiceId: params.choiceId, traceparent: ctx.traceparent });
      return { choiceId: undone.choiceId, choicePair: toChoicePair(undone.pair) };
    },
    recentChoices: async ({ user }) => (await recentChoicesOf(user.id, deps)).map(toUserChoice),
  };
}
