import type { choicesEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import { addPersonalPair, nextPairFor, type ChoiceUseCaseDeps } from '../domain/choice-use-cases.ts';
import { toChoicePair } from './serialize.ts';

/** The pair calls (docs/product/choices.md, The next pair and The personal queue), as `choicesEndpoints` declares them. */
export function choicePairHandlers(deps: Pick<ChoiceUseCaseDeps, 'prisma'> & { maxPersonalPairs: number }): Pick<EndpointHandlers<typeof choicesEndpoints>, 'nextPair' | 'addPersonalPair'> {
  return {
    nextPair: async ({ user, query }, ctx) => {
      const pair = await nextPairFor(user.id, query.category, deps);
      if (pair) return toChoicePair(pair);
      // Koa turns a `null` body into 204; the client parses JSON, so send the literal `null`.
      ctx.type = 'application/json';
      ctx.body = 'null';
    },
    addPersonalPair: async ({ user, body }, ctx) => {
      const { created, pair } = await addPersonalPair(user.id, body, deps);
      // A new pair is 201; the same two options again answer 200 with the pair already queued.
      if (created) ctx.status = 201;
      return toChoicePair(pair);
    },
  };
}
