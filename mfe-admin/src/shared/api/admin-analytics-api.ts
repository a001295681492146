import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointClient } from '@alive/api-client';
import type { adminEndpoints, DailyAnalytics, EngagementAnalytics, RealtimeAnalytics, recommendationsEndpoints } from '@alive/contracts';
import { adminRoutes, recommendationsRoutes } from '@alive/contracts/routes';

/**
 * The analytics reads of the two analytics screens (docs/product/admin.md, Analytics and Website
 * Analytics), typed by the endpoint tables. One call answers the three kinds of figures; its `type`
 * says which, so each read narrows the answer to the kind it asked for. Keys follow the path and query:
 * `['/api/analytics']`, `['/api/analytics', { type: 'realtime' }]`, `['/api/analytics', { type: 'daily', days }]`.
 */
const adminAnalyticsClient = endpointClient<typeof adminEndpoints>(adminRoutes);
const recommendationsClient = endpointClient<typeof recommendationsEndpoints>(recommendationsRoutes);

/** Website analytics reads again every 30 s (docs/product/admin.md, Website Analytics). */
export const REALTIME_REFRESH_MS = 30_000;

export const engagementQueryOptions = queryOptions({
  queryKey: adminAnalyticsClient.analytics.queryKey(),
  queryFn: () => adminAnalyticsClient.analytics() as Promise<EngagementAnalytics>,
});

export function useEngagementAnalytics() {
  return useQuery(engagementQueryOptions);
}

const realtime = { query: { type: 'realtime' } } as const;
export const realtimeQueryOptions = queryOptions({
  queryKey: adminAnalyticsClient.analytics.queryKey(realtime),
  queryFn: () => adminAnalyticsClient.analytics(realtime) as Promise<RealtimeAnalytics>,
  refetchInterval: REALTIME_REFRESH_MS,
});

export function useRealtimeAnalytics() {
  return useQuery(realtimeQueryOptions);
}

export function dailyQueryOptions(days: number) {
  const daily = { query: { type: 'daily', days: String(days) } } as const;
  return queryOptions({
    queryKey: adminAnalyticsClient.analytics.queryKey(daily),
    queryFn: () => adminAnalyticsClient.analytics(daily) as Promise<DailyAnalytics>,
  });
}

export function useDailyAnalytics(days: number) {
  // Another period keeps the last one's figures on screen until its own arrive.
  return useQuery({ ...dailyQueryOptions(days), placeholderData: (previous) => previous });
}

/** The recommendation service's cache figures, which both screens show. */
export const performanceQueryOptions = recommendationsClient.performance.queryOptions();

export function useRecommendationPerformance() {
  return useQuery(performanceQueryOptions);
}
