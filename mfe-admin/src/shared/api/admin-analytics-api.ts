import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { DailyAnalytics, EngagementAnalytics, RealtimeAnalytics, RecommendationPerformance } from '@alive/contracts';

/** The analytics reads of the two analytics screens (docs/product/admin.md, Analytics and Website Analytics). */
export const ANALYTICS_PATH = '/api/analytics';

/** Website analytics reads again every 30 s (docs/product/admin.md, Website Analytics). */
export const REALTIME_REFRESH_MS = 30_000;

export const engagementQueryOptions = queryOptions({
  queryKey: [ANALYTICS_PATH, 'engagement'] as const,
  queryFn: () => apiJson<EngagementAnalytics>('GET', ANALYTICS_PATH),
});

export const realtimeQueryOptions = queryOptions({
  queryKey: [ANALYTICS_PATH, 'realtime'] as const,
  queryFn: () => apiJson<RealtimeAnalytics>('GET', `${ANALYTICS_PATH}?type=realtime`),
  refetchInterval: REALTIME_REFRESH_MS,
});

export function dailyQueryOptions(days: number) {
  return queryOptions({
    queryKey: [ANALYTICS_PATH, 'daily', days] as const,
    queryFn: () => apiJson<DailyAnalytics>('GET', `${ANALYTICS_PATH}?type=daily&days=${days}`),
  });
}

export const performanceQueryOptions = queryOptions({
  queryKey: ['/api/debug/recommendation-performance'] as const,
  queryFn: () => apiJson<RecommendationPerformance>('GET', '/api/debug/recommendation-performance'),
});
