import type { adminEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import type { AnalyticsRepository } from '../data/analytics-repository.ts';
import { readAnalytics } from '../domain/page-analytics.ts';

/**
 * The admin-only analytics (docs/product/admin.md, Analytics), as `adminEndpoints` declares them: admin
 * access is checked before any input is read (http/admin-enforcement.test.ts walks every route).
 */
export function analyticsHandlers(deps: { analytics: AnalyticsRepository }): Pick<EndpointHandlers<typeof adminEndpoints>, 'analytics'> {
  return {
    analytics: ({ query }) => readAnalytics(deps.analytics, query),
  };
}
