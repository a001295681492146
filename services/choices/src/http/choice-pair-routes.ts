import Router from '@koa/router';
import { ALL_CATEGORIES, nextChoicePairQuerySchema, personalChoicePairRequestSchema } from '@alive/contracts';
import type { PrismaClient } from '@alive/db';
import { parseBody, parseQuery, requireUser, signedInUser } from '@alive/service-kit';
import { findNextPair } from '../domain/next-pair.ts';
import { addPersonalChoicePair } from '../data/personal-choice-pair-repository.ts';
import { sameOptionText } from '../domain/personal-choice-pair.ts';
import { toChoicePair } from './serialize.ts';

export function choicePairRoutes({ prisma }: { prisma: PrismaClient }): Router {
  const router = new Router();

  /**
   * The caller's oldest unanswered personal pair, else the unanswered active shared pair that teaches
   * most about them (domain/next-pair.ts), or `null` when none is left in the category.
   */
  router.get('/api/choice-pairs/next', requireUser, async (ctx) => {
    const user = signedInUser(ctx);
    const { category } = parseQuery(ctx, nextChoicePairQuerySchema);
    const pair = await findNextPair(prisma, user.id, category === ALL_CATEGORIES ? undefined : category);
    // Koa turns a `null` body into 204; the client parses JSON, so send the literal `null`.
    ctx.type = 'application/json';
    ctx.body = pair ? toChoicePair(pair) : 'null';
  });

  /** Adds a pair to the caller's own queue (docs/product/choices.md, The personal queue). */
  router.post('/api/choice-pairs/personal', requireUser, async (ctx) => {
    const user = signedInUser(ctx);
    const input = parseBody(ctx, personalChoicePairRequestSchema);
    if (sameOptionText(input.option1, input.option2)) ctx.throw(400, 'The two options must differ');
    const result = await addPersonalChoicePair(prisma, user.id, input);
    if (result.outcome === 'created' || result.outcome === 'existing') {
      // Adding the same two options again is idempotent: 200 with the pair already in the queue.
      ctx.status = result.outcome === 'created' ? 201 : 200;
      ctx.body = toChoicePair(result.pair);
      return;
    }
    if (result.outcome === 'shared') ctx.throw(409, 'This pair is already in the shared set of choices');
    ctx.throw(401, 'Unauthorized'); // the user was deleted after the session was read
  });

  return router;
}
