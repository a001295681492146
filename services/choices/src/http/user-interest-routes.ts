import type { choicesEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import { interestsOf, saveInterests, type ChoiceUseCaseDeps } from '../domain/choice-use-cases.ts';

/** The first-run pick of categories (docs/product/choices.md, First run), as `choicesEndpoints` declares it. */
export function userInterestHandlers(deps: ChoiceUseCaseDeps): Pick<EndpointHandlers<typeof choicesEndpoints>, 'interests' | 'saveInterests'> {
  return {
    interests: async ({ user }) => ({ categories: await interestsOf(user.id, deps) }),
    saveInterests: async ({ user, body }, ctx) => ({ categories: await saveInterests(user.id, body.categories, deps, ctx.traceparent) }),
  };
}
