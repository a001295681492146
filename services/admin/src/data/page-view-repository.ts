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
 * last sighting (page_visitors), a signed-in person's latest view (page_view_people), the session's
 * first and last view (page_view_sessions), the day's
 * views, distinct visitors, new sessions and the seconds its views added to their sessions' length
 * (page_view_days) and the day's views of the path (page_view_day_pages). The admin figures then read
 * a few rollup rows instead of counting page views, which grow without bound (docs/product/admin.md,
 * Built APIs). A visitor counts once per UTC day, and a session once: the upserts lock the visitor's
 * and the session's rows, so of two first views at once only one sees the change, and the seconds a
 * view adds are worked out from the session row as it was under that lock. `at` is for tests that
 * record views in the past; the route uses the database clock.
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
    ), person AS (
      INSERT INTO page_view_people (user_id, last_view)
      SELECT ${view.userId}, created_at FROM recorded WHERE ${view.userId}::text IS NOT NULL
      ON CONFLICT (user_id) DO UPDATE SET last_view = greatest(page_view_people.last_view, EXCLUDED.last_view)
    ), session AS (
      INSERT INTO page_view_sessions (session_id, first_view, last_view, added_seconds)
      SELECT ${view.sessionId}, created_at, created_at, 0 FROM recorded
      ON CONFLICT (session_id) DO UPDATE SET
        first_view = least(page_view_sessions.first_view, EXCLUDED.first_view),
        last_view = greatest(page_view_sessions.last_view, EXCLUDED.last_view),
        added_seconds = extract(epoch FROM
          (greatest(page_view_sessions.last_view, EXCLUDED.last_view) - least(page_view_sessions.first_view, EXCLUDED.first_view))
          - (page_view_sessions.last_view - page_view_sessions.first_view))::float8
      RETURNING xmax = 0 AS started, added_seconds
    ), day_total AS (
      INSERT INTO page_view_days (day, page_views, unique_visitors, sessions, session_seconds)
      SELECT day, 1,
             CASE WHEN (SELECT first_view_of_day FROM visitor) THEN 1 ELSE 0 END,
             CASE WHEN (SELECT started FROM session) THEN 1 ELSE 0 END,
             (SELECT added_seconds FROM session)
      FROM recorded
      ON CONFLICT (day) DO UPDATE SET
        page_views = page_view_days.page_views + 1,
        unique_visitors = page_view_days.unique_visitors + EXCLUDED.unique_visitors,
        sessions = page_view_days.sessions + EXCLUDED.sessions,
        session_seconds = page_view_days.session_seconds + EXCLUDED.session_seconds
    )
    INSERT INTO page_view_day_pages (day, page, views)
    SELECT day, ${view.page}, 1 FROM recorded
    ON CONFLICT (day, page) DO UPDATE SET views = page_view_day_pages.views + 1`;
}
