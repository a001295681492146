import Router from '@koa/router';
import { submitChoiceSchema } from '@alive/contracts';
import type { PrismaClient } from '@alive/db';
import { parseBody, requireUser, signedInUser } from '@alive/service-kit';
import { createPrismaChoiceStore, UserNotFoundError } from '../data/choice-store.ts';
import { findRecentChoices } from '../data/user-choice-repository.ts';
import { ChoiceAlreadyMadeError, ChoicePairNotFoundError } from '../domain/choice-errors.ts';
import { makeChoice } from '../domain/make-choice.ts';
import { toUserChoice } from './serialize.ts';

export interface UserChoiceRoutesDeps {
  prisma: PrismaClient;
  /** Handed to makeChoice, which calls it after each committed choice. */
  wakeRelay?: () => void;
}

export function userChoiceRoutes({ prisma, wakeRelay }: UserChoiceRoutesDeps): Router {
  const router = new Router();
  const store = createPrismaChoiceStore(prisma);

  router.post('/api/user-choices', requireUser, async (ctx) => {
    const user = signedInUser(ctx);
    const input = parseBody(ctx, submitChoiceSchema);
    try {
      const choice = await makeChoice({ userId: user.id, ...input, traceparent: ctx.traceparent }, { store, wakeRelay });
      ctx.status = 201;
      ctx.body = toUserChoice(choice);
    } catch (error) {
      if (error instanceof ChoicePairNotFoundError) ctx.throw(404, 'Choice pair not found');
      if (error instanceof ChoiceAlreadyMadeError) ctx.throw(409, 'Choice pair already answered');
      if (error instanceof UserNotFoundError) ctx.throw(401, 'Unauthorized');
      throw error;
    }
  });

  router.get('/api/user-choices/recent', requireUser, async (ctx) => {
    const user = signedInUser(ctx);
    const choices = await findRecentChoices(prisma, user.id);
    ctx.body = choices.map(toUserChoice);
  });

  return router;
}
