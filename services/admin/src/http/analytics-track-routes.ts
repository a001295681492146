import Router from '@koa/router';
import { trackPageViewSchema } from '@alive/contracts';
import type { PrismaClient } from '@alive/db';
import { parseBody } from '@alive/service-kit';
import { recordPageView } from '../data/page-view-repository.ts';

export function analyticsTrackRoutes({ prisma }: { prisma: PrismaClient }): Router {
  const router = new Router();

  /** Public: every page view, signed in or not; tied to the user when a session exists. */
  router.post('/api/analytics/track', async (ctx) => {
    const view = parseBody(ctx, trackPageViewSchema);
    await recordPageView(prisma, {
      visitorId: view.visitorId,
      sessionId: view.sessionId,
      page: view.page,
      referrer: view.referrer || null,
      userAgent: view.userAgent || null,
      userId: ctx.state.user?.id ?? null,
    });
    ctx.status = 204;
  });

  return router;
}
