import type { choicesEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import { createChoiceRecorder, recentChoicesOf, type ChoiceUseCaseDeps } from '../domain/choice-use-cases.ts';
import { toUserChoice } from './serialize.ts';

/** Recording a choice and the recent choices (docs/product/choices.md, Choice flow), as `choicesEndpoints` declares them. */
export function userChoiceHandlers(deps: ChoiceUseCaseDeps): Pick<EndpointHandlers<typeof choicesEndpoints>, 'submitChoice' | 'recentChoices'> {
  const recordChoice = createChoiceRecorder(deps);
  return {
    submitChoice: async ({ user, body }, ctx) => toUserChoice(await recordChoice({ userId: user.id, ...body, traceparent: ctx.traceparent })),
    recentChoices: async ({ user }) => (await recentChoicesOf(user.id, deps)).map(toUserChoice),
  };
}
