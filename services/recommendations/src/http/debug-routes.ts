import type { recommendationsEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import { getRecommendationPerformance, type RecommendationPerformanceDeps } from '../domain/recommendation-performance.ts';

/** Cache figures across all users (no per-user data), for admins: the endpoint table declares it admin only (docs/product/admin.md, Website Analytics). */
export function debugHandlers(deps: RecommendationPerformanceDeps): Pick<EndpointHandlers<typeof recommendationsEndpoints>, 'performance'> {
  return { performance: () => getRecommendationPerformance(deps) };
}
