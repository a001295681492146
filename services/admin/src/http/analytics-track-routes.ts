import Router from '@koa/router';
import { trackPageViewSchema } from '@alive/contracts';
import type { PrismaClient } from '@alive/db';
import { parseBody, rateLimit, type RateLimiter, type RateLimitSetting } from '@alive/service-kit';
import { recordPageView } from '../data/page-view-repository.ts';

/** A page view per navigation is far below this; a script filling page_views is not (docs/product/admin.md). */
export const TRACK_RATE_LIMIT_DEFAULT: RateLimitSetting = { points: 120, durationSeconds: 60 };

export function analyticsTrackRoutes({ prisma, trackLimiter }: { prisma: PrismaClient; trackLimiter: RateLimiter }): Router {
  const router = new Router();

  /**
   * Public: every page view, signed in or not; tied to the user when a session exists. Counted per client
   * address before anything else, so a refused view (429) stores nothing.
   */
  router.post('/api/analytics/track', rateLimit(trackLimiter), async (ctx) => {
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
