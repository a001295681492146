import type { PrismaClient } from '@alive/db';

export interface PageViewRecord {
  visitorId: string;
  sessionId: string;
  page: string;
  referrer: string | null;
  userAgent: string | null;
  userId: string | null;
}

/**
 * Stores a page view and, in the same statement, keeps the analytics rollups up to date: the visitor's
 * last sighting (page_visitors), the day's views and distinct visitors (page_view_days) and the day's
 * views of the path (page_view_day_pages). The admin figures then read a few rollup rows instead of
 * counting page views, which grow without bound (docs/product/admin.md, Built APIs). A visitor counts
 * once per UTC day: the upsert on page_visitors locks their row, so of two first views at once only
 * one sees the day change. `at` is for tests that record views in the past; the route uses the
 * database clock.
 */
export async function recordPageView(prisma: PrismaClient, view: PageViewRecord, at?: Date): Promise<void> {
  await prisma.$executeRaw`
    WITH recorded AS (
      INSERT INTO page_views (visitor_id, session_id, page, referrer, user_agent, user_id, created_at)
      VALUES (${view.visitorId}, ${view.sessionId}, ${view.page}, ${view.referrer}, ${view.userAgent}, ${view.userId},
              coalesce(${at ?? null}::timestamptz, now()))
      RETURNING created_at, (created_at AT TIME ZONE 'UTC')::date AS day
    ), visitor AS (
      INSERT INTO page_visitors (visitor_id, last_seen, last_day, first_view_of_day)
      SELECT ${view.visitorId}, created_at, day, true FROM recorded
      ON CONFLICT (visitor_id) DO UPDATE SET
        last_seen = greatest(page_visitors.last_seen, EXCLUDED.last_seen),
        last_day = greatest(page_visitors.last_day, EXCLUDED.last_day),
        first_view_of_day = page_visitors.last_day < EXCLUDED.last_day
      RETURNING first_view_of_day
    ), day_total AS (
      INSERT INTO page_view_days (day, page_views, unique_visitors)
      SELECT day, 1, CASE WHEN (SELECT first_view_of_day FROM visitor) THEN 1 ELSE 0 END FROM recorded
      ON CONFLICT (day) DO UPDATE SET
        page_views = page_view_days.page_views + 1,
        unique_visitors = page_view_days.unique_visitors + EXCLUDED.unique_visitors
    )
    INSERT INTO page_view_day_pages (day, page, views)
    SELECT day, ${view.page}, 1 FROM recorded
    ON CONFLICT (day, page) DO UPDATE SET views = page_view_day_pages.views + 1`;
}
