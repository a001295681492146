import type { adminEndpoints } from '@alive/contracts';
import type { PrismaClient } from '@alive/db';
import type { EndpointHandlers, RateLimitSetting } from '@alive/service-kit';
import { trackPageView } from '../domain/page-analytics.ts';

/** A page view per navigation is far below this; a script filling page_views is not (docs/product/admin.md). */
export const TRACK_RATE_LIMIT_DEFAULT: RateLimitSetting = { points: 120, durationSeconds: 60 };

/**
 * Public: every page view, signed in or not; tied to the user when a session exists. The `track`
 * rate-limit class counts per client address before the body is read, so a refused view (429) stores nothing.
 */
export function trackHandlers(deps: { prisma: PrismaClient }): Pick<EndpointHandlers<typeof adminEndpoints>, 'trackPageView'> {
  return {
    trackPageView: async ({ body, user }) => {
      await trackPageView(deps.prisma, body, user?.id ?? null);
    },
  };
}
