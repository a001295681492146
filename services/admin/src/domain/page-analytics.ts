import { ANALYTICS_DAYS, type DailyAnalytics, type EngagementAnalytics, type RealtimeAnalytics } from '@alive/contracts';
import type { PrismaClient } from '@alive/db';
import type { AnalyticsRepository } from '../data/analytics-repository.ts';
import { recordPageView } from '../data/page-view-repository.ts';

/** A page view as the track call carries it, after validation (docs/product/admin.md, Analytics). */
export interface TrackedPageView {
  visitorId: string;
  sessionId: string;
  page: string;
  referrer: string;
  userAgent: string;
}

/** Stores a page view, tied to the signed-in user when there is one; empty referrer and agent are stored as absent. */
export async function trackPageView(prisma: PrismaClient, view: TrackedPageView, userId: string | null): Promise<void> {
  await recordPageView(prisma, {
    visitorId: view.visitorId,
    sessionId: view.sessionId,
    page: view.page,
    referrer: view.referrer || null,
    userAgent: view.userAgent || null,
    userId,
  });
}

/** The admin figures the analytics call asks for: engagement by default, realtime, or `days` daily rows. */
export function readAnalytics(
  analytics: AnalyticsRepository,
  { type = 'overview', days = ANALYTICS_DAYS.default }: { type?: 'overview' | 'realtime' | 'daily'; days?: number },
): Promise<EngagementAnalytics | RealtimeAnalytics | DailyAnalytics> {
  if (type === 'realtime') return analytics.realtime();
  if (type === 'daily') return analytics.daily(days);
  return analytics.engagement();
}
