import Router from '@koa/router';
import { ALL_CATEGORIES, nextChoicePairQuerySchema } from '@alive/contracts';
import type { PrismaClient } from '@alive/db';
import { parseQuery, requireUser, signedInUser } from '@alive/service-kit';
import { findRandomUnansweredPair } from '../data/choice-pair-repository.ts';
import { toChoicePair } from './serialize.ts';

export function choicePairRoutes({ prisma }: { prisma: PrismaClient }): Router {
  const router = new Router();

  /** A random active pair the user has not answered, or `null` when none is left in the category. */
  router.get('/api/choice-pairs/next', requireUser, async (ctx) => {
    const user = signedInUser(ctx);
    const { category } = parseQuery(ctx, nextChoicePairQuerySchema);
    const pair = await findRandomUnansweredPair(prisma, user.id, category === ALL_CATEGORIES ? undefined : category);
    // Koa turns a `null` body into 204; the client parses JSON, so send the literal `null`.
    ctx.type = 'application/json';
    ctx.body = pair ? toChoicePair(pair) : 'null';
  });

  return router;
}
