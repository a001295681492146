import { CHOICE_MAKER_HEADER, IDEMPOTENCY_KEY_HEADER, type ChoiceConflict, type choicesEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import { choiceConflictOf, createChoiceRecorder, createChoiceUndoer, recentChoicesOf, type ChoiceUseCaseDeps } from '../domain/choice-use-cases.ts';
import { toChoicePair, toUserChoice } from './serialize.ts';

/** Recording, undoing and listing choices (docs/product/choices.md, Choice flow and Undo), as `choicesEndpoints` declares them. */
export function userChoiceHandlers(deps: ChoiceUseCaseDeps): Pick<EndpointHandlers<typeof choicesEndpoints>, 'submitChoice' | 'undoChoice' | 'recentChoices'> {
  const recordChoice = createChoiceRecorder(deps);
  const undoLatestChoice = createChoiceUndoer(deps);
  return {
    submitChoice: async ({ user, body, headers }, ctx) => {
      const idempotencyKey = headers[IDEMPOTENCY_KEY_HEADER];
      const statedMakerId = headers[CHOICE_MAKER_HEADER];
      try {
        return toUserChoice(
          await recordChoice({
            userId: user.id,
            ...body,
            traceparent: ctx.traceparent,
            ...(idempotencyKey ? { idempotencyKey } : {}),
            ...(statedMakerId !== undefined ? { statedMakerId } : {}),
          }),
        );
      } catch (error) {
        // A 409 carries its machine code beside the message; the kit's error handler writes `{ message }`
        // only, so this answer is written here (docs/product/choices.md, Exactly once).
        const conflict: ChoiceConflict | undefined = choiceConflictOf(error);
        if (!conflict) throw error;
        ctx.log.debug({ code: conflict.code }, 'choice refused');
        ctx.status = 409;
        ctx.body = conflict;
        return undefined;
      }
    },
    undoChoice: async ({ user, params }, ctx) => {
      const undone = await undoLatestChoice({ userId: user.id, choiceId: params.choiceId, traceparent: ctx.traceparent });
      return { choiceId: undone.choiceId, choicePair: toChoicePair(undone.pair) };
    },
    recentChoices: async ({ user }) => (await recentChoicesOf(user.id, deps)).map(toUserChoice),
  };
}
