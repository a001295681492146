import type { choicesEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import { addPersonalPair, nextPairFor, planFor, type ChoiceUseCaseDeps } from '../domain/choice-use-cases.ts';
import type { ChoicePairRow } from '../data/choice-pair-repository.ts';
import { toChoicePair } from './serialize.ts';

/** The pair calls (docs/product/choices.md, The next pair, The next pair is ready and The personal queue), as `choicesEndpoints` declares them. */
export function choicePairHandlers(deps: Pick<ChoiceUseCaseDeps, 'prisma'> & { maxPersonalPairs: number }): Pick<EndpointHandlers<typeof choicesEndpoints>, 'nextPair' | 'plan' | 'addPersonalPair'> {
  return {
    nextPair: async ({ user, query }, ctx) => {
      const pair = await nextPairFor(user.id, query.category, deps);
      if (pair) return toChoicePair(pair);
      // Koa turns a `null` body into 204; the client parses JSON, so send the literal `null`.
      ctx.type = 'application/json';
      ctx.body = 'null';
    },
    plan: async ({ user, query }, ctx) => {
      const plan = await planFor(user.id, query, deps);
      // A plan is this person's, for now: never kept by a browser or a proxy.
      ctx.set('Cache-Control', 'no-store');
      const pairOrNull = (pair: ChoicePairRow | null) => (pair ? toChoicePair(pair) : null);
      return {
        pair: pairOrNull(plan.pair),
        next: plan.next && { option1: pairOrNull(plan.next.option1), option2: pairOrNull(plan.next.option2), skip: pairOrNull(plan.next.skip) },
        reserve: plan.reserve.map(toChoicePair),
      };
    },
    addPersonalPair: async ({ user, body }, ctx) => {
      const { created, pair } = await addPersonalPair(user.id, body, deps);
      // A new pair is 201; the same two options again answer 200 with the pair already queued.
      if (created) ctx.status = 201;
      return toChoicePair(pair);
    },
  };
}
