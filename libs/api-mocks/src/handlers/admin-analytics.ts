import { adminEndpoints, recommendationsEndpoints, type DailyAnalytics, type EngagementAnalytics, type RealtimeAnalytics } from '@alive/contracts';
import { dailyAnalytics, engagementAnalytics, realtimeAnalytics, recommendationPerformance } from '../fixtures/admin-analytics.ts';
import { mockApi } from '../mock-endpoint.ts';
import type { Failure, Reply } from '../reply.ts';

/**
 * Admin analytics (`analytics`, with its realtime and daily types), as `adminEndpoints` declares it.
 * Use only `analytics` here; page views are in analytics.ts and the other admin calls have their own files.
 */
export const adminAnalyticsApi = mockApi(adminEndpoints);

type Figures = EngagementAnalytics | RealtimeAnalytics | DailyAnalytics;

/**
 * One reply per `type` of the one analytics call (the screens read two of them at once): each given
 * reply, else the fixture. `adminAnalyticsApi.analytics(analyticsByType({ realtime: failure(500, 'x') }))`.
 */
export function analyticsByType(replies: { engagement?: Reply<EngagementAnalytics>; realtime?: Reply<RealtimeAnalytics>; daily?: Reply<DailyAnalytics> }) {
  return async (request: Request): Promise<Figures | Failure> => {
    const url = new URL(request.url);
    const type = url.searchParams.get('type');
    const reply: Reply<Figures> =
      type === 'realtime'
        ? (replies.realtime ?? realtimeAnalytics())
        : type === 'daily'
          ? (replies.daily ?? dailyAnalytics(Number(url.searchParams.get('days') ?? 30)))
          : (replies.engagement ?? engagementAnalytics());
    return typeof reply === 'function' ? reply(request) : reply;
  };
}

/** Defaults: the fixture figures of each type, and the recommendation service's cache figures the Analytics screen shows. */
export function adminAnalyticsHandlers() {
  return [adminAnalyticsApi.analytics(analyticsByType({})), mockApi(recommendationsEndpoints).performance(recommendationPerformance())];
}
