import Router from '@koa/router';
import { ANALYTICS_DAYS, analyticsQuerySchema } from '@alive/contracts';
import { parseQuery, requireAdmin } from '@alive/service-kit';
import type { AnalyticsRepository } from '../data/analytics-repository.ts';

/**
 * The admin-only analytics (docs/product/admin.md): every route here runs requireAdmin first, so a
 * signed-out caller gets 401 and a signed-in non-admin 403 before any input is read
 * (http/admin-enforcement.test.ts walks every route of the service to hold this). The choice-pair
 * tools have their own routers (choice-pair-routes.ts, ai-pair-routes.ts, smart-pair-routes.ts).
 */
export function adminRoutes(deps: { analytics: AnalyticsRepository }): Router {
  const router = new Router();

  router.get('/api/analytics', requireAdmin, async (ctx) => {
    const { type = 'overview', days = ANALYTICS_DAYS.default } = parseQuery(ctx, analyticsQuerySchema);
    ctx.body =
      type === 'realtime' ? await deps.analytics.realtime() : type === 'daily' ? await deps.analytics.daily(days) : await deps.analytics.engagement();
  });

  return router;
}
