import { http } from 'msw';
import {
  dailyAnalyticsSchema,
  engagementAnalyticsSchema,
  realtimeAnalyticsSchema,
  recommendationPerformanceSchema,
  type DailyAnalytics,
  type EngagementAnalytics,
  type RealtimeAnalytics,
  type RecommendationPerformance,
} from '@alive/contracts';
import { dailyAnalytics, engagementAnalytics, realtimeAnalytics, recommendationPerformance } from '../fixtures/admin-analytics.ts';
import { respond, type Reply } from '../reply.ts';

/**
 * Admin analytics (`GET /api/analytics`, its realtime and daily types) and the recommendation
 * service's performance counters. One route answers the three types, so overrides give all three.
 */
export const adminAnalyticsApi = {
  analytics: (replies: { engagement?: Reply<EngagementAnalytics>; realtime?: Reply<RealtimeAnalytics>; daily?: Reply<DailyAnalytics> }) =>
    http.get('/api/analytics', async (info) => {
      const url = new URL(info.request.url);
      const type = url.searchParams.get('type');
      if (type === 'realtime') return respond(realtimeAnalyticsSchema, replies.realtime ?? realtimeAnalytics())(info);
      if (type === 'daily') return respond(dailyAnalyticsSchema, replies.daily ?? dailyAnalytics(Number(url.searchParams.get('days') ?? 30)))(info);
      return respond(engagementAnalyticsSchema, replies.engagement ?? engagementAnalytics())(info);
    }),
  performance: (reply: Reply<RecommendationPerformance>) => http.get('/api/debug/recommendation-performance', respond(recommendationPerformanceSchema, reply)),
};

export function adminAnalyticsHandlers() {
  return [adminAnalyticsApi.analytics({}), adminAnalyticsApi.performance(recommendationPerformance())];
}
