import Router from '@koa/router';
import { userPreferencesParamsSchema } from '@alive/contracts';
import type { PrismaClient } from '@alive/db';
import { parseParams, requireUser, signedInUser } from '@alive/service-kit';
import { findUserPreferences } from '../data/user-preference-repository.ts';
import { toUserPreference } from './serialize.ts';

export function userPreferenceRoutes({ prisma }: { prisma: PrismaClient }): Router {
  const router = new Router();

  /**
   * The product's client always calls `/api/user-preferences/1` (a user id fixed to 1 in the original
   * app), while real user ids are opaque strings from the identity provider. Honouring the path
   * parameter would either return nothing (no user "1") or, worse, let anyone read another person's
   * preferences by guessing ids. The parameter is therefore ignored and the SIGNED-IN user's list
   * is returned, which is what the screen means; preferences are private, so there is no
   * cross-user read at all (admins use the analytics APIs for aggregates).
   */
  router.get('/api/user-preferences/:userId', requireUser, async (ctx) => {
    const user = signedInUser(ctx);
    parseParams(ctx, userPreferencesParamsSchema); // ignored, but held to the same input rules as any path
    const preferences = await findUserPreferences(prisma, user.id);
    ctx.body = preferences.map(toUserPreference);
  });

  return router;
}
