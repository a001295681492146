import type { Prisma, PrismaClient } from '@alive/db';
import { createTagPopularity, type TagPopularityOptions } from './tag-popularity.ts';
import { ANALYTICS_TOP, ANALYTICS_TOP_PAGES, type DailyAnalytics, type EngagementAnalytics, type RealtimeAnalytics } from '@alive/contracts';

/**
 * The admin figures, each computed by the database from real rows (users, user_choices, page_views,
 * choice_pairs, user_preferences; docs/product/admin.md, Analytics, defines every one), through rollups
 * that are exact at every read (choice-rollups.ts, page-view-repository.ts). Day boundaries
 * are UTC. Reads only; page views are written by the track route.
 */
export function createAnalyticsRepository(prisma: PrismaClient, options: { tags?: TagPopularityOptions } = {}) {
  const tagPopularity = createTagPopularity(prisma, options.tags);

  /**
   * Runs `read` in one snapshot (REPEATABLE READ) with the fold's state (choice-rollups.ts): the rollups
   * hold every choice up to `mark`, and `read` counts those above it live. The mark is passed as a value
   * so the planner sees how few rows lie above it (an index range of the primary key).
   */
  function inFoldSnapshot<T>(read: (tx: Prisma.TransactionClient, fold: { mark: number; totalChoices: number }) => Promise<T>): Promise<T> {
    return prisma.$transaction(
      async (tx) => {
        const [fold] = await tx.$queryRaw<{ mark: number; totalChoices: number }[]>`
          SELECT folded_through AS mark, total_choices::int AS "totalChoices" FROM choice_rollup_state WHERE id = 1`;
        return read(tx, fold ?? { mark: 0, totalChoices: 0 });
      },
      { isolationLevel: 'RepeatableRead' },
    );
  }

  /** People and choices from the rollups plus the choices above the last fold. */
  function choiceAndPeopleTotals() {
    return inFoldSnapshot(async (tx, { mark, totalChoices }) => {
      const [live] = await tx.$queryRaw<{ totalUsers: number | null; activeUsers: number; choicesAboveMark: number; avgSessionTime: number | null }[]>`
        -- Active people: a choice or a signed-in page view in the last 7 days, each from a table with one
        -- row per person (choice_people, page_view_people) and the few choices not folded yet. Counted as
        -- three disjoint parts rather than a UNION: the largest is an index-only count, and only the
        -- smaller parts probe it (a UNION hashed every active person's id: 372 ms at 176k of them).
        WITH since AS (SELECT now() - interval '7 days' AS t),
        chose AS (
          SELECT count(*)::int AS n FROM choice_people, since WHERE last_choice > since.t
        ), viewed AS (
          SELECT count(*)::int AS n FROM page_view_people pv, since
           WHERE pv.last_view > since.t
             AND NOT EXISTS (SELECT 1 FROM choice_people cp WHERE cp.user_id = pv.user_id AND cp.last_choice > since.t)
        ), chose_lately AS (
          SELECT count(DISTINCT uc.user_id)::int AS n FROM user_choices uc, since
           WHERE uc.id > ${mark} AND uc.created_at > since.t
             AND NOT EXISTS (SELECT 1 FROM choice_people cp WHERE cp.user_id = uc.user_id AND cp.last_choice > since.t)
             AND NOT EXISTS (SELECT 1 FROM page_view_people pv WHERE pv.user_id = uc.user_id AND pv.last_view > since.t)
        )
        SELECT
          (SELECT users::int FROM user_totals WHERE id = 1) AS "totalUsers",
          (SELECT chose.n + viewed.n + chose_lately.n FROM chose, viewed, chose_lately) AS "activeUsers",
          (SELECT count(*)::int FROM user_choices WHERE id > ${mark}) AS "choicesAboveMark",
          (SELECT round((sum(session_seconds) / nullif(sum(sessions), 0) / 60)::numeric, 1)::float8
           FROM page_view_days WHERE day > (now() AT TIME ZONE 'UTC')::date - 30) AS "avgSessionTime"`;
      return {
        totalUsers: live?.totalUsers ?? 0,
        activeUsers: live?.activeUsers ?? 0,
        totalChoices: totalChoices + (live?.choicesAboveMark ?? 0),
        avgSessionTime: live?.avgSessionTime ?? null,
      };
    });
  }

  return {
    async engagement(): Promise<EngagementAnalytics> {
      const [totals, pairs, tags] = await Promise.all([
        choiceAndPeopleTotals(),
        prisma.$queryRaw<EngagementAnalytics['choicePairStats']>`
          SELECT id, option1, option2, option1_votes AS "option1Votes", option2_votes AS "option2Votes", total_votes AS "totalVotes"
          FROM choice_pairs WHERE owner_user_id IS NULL AND total_votes > 0
          ORDER BY total_votes DESC, id LIMIT ${ANALYTICS_TOP}`,
        tagPopularity.read(),
      ]);
      return {
        totalUsers: totals.totalUsers,
        activeUsers: totals.activeUsers,
        totalChoices: totals.totalChoices,
        avgSessionTime: totals.avgSessionTime ?? 0,
        choicePairStats: pairs,
        popularTags: tags.tags,
        popularTagsAsOf: tags.asOf?.toISOString() ?? null,
      };
    },

    /**
     * Read from the rollups the track route keeps (data/page-view-repository.ts): a visitor's last
     * sighting answers "seen in the last 24 hours / 7 days / today" exactly with an index range count,
     * and per-day rows answer the day totals, so the cost does not grow with the page views.
     */
    async realtime(): Promise<RealtimeAnalytics> {
      const [[figures], topPages] = await Promise.all([
        prisma.$queryRaw<
          {
            activeUsers: number;
            todayVisitors: number;
            todayViews: number;
            todayNewUsers: number;
            yesterdayVisitors: number;
            yesterdayViews: number;
            yesterdayNewUsers: number;
            weekVisitors: number;
          }[]
        >`
          WITH bounds AS (
            SELECT (now() AT TIME ZONE 'UTC')::date AS today,
                   (date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS today_start
          )
          SELECT
            (SELECT count(*)::int FROM page_visitors WHERE last_seen > now() - interval '24 hours') AS "activeUsers",
            (SELECT count(*)::int FROM page_visitors, bounds WHERE last_seen >= today_start) AS "todayVisitors",
            coalesce((SELECT page_views FROM page_view_days, bounds WHERE day = today), 0) AS "todayViews",
            (SELECT count(*)::int FROM users, bounds WHERE created_at >= today_start) AS "todayNewUsers",
            coalesce((SELECT unique_visitors FROM page_view_days, bounds WHERE day = today - 1), 0) AS "yesterdayVisitors",
            coalesce((SELECT page_views FROM page_view_days, bounds WHERE day = today - 1), 0) AS "yesterdayViews",
            (SELECT count(*)::int FROM users, bounds
              WHERE created_at >= today_start - interval '1 day' AND created_at < today_start) AS "yesterdayNewUsers",
            (SELECT count(*)::int FROM page_visitors, bounds WHERE last_seen >= today_start - interval '6 days') AS "weekVisitors"`,
        prisma.$queryRaw<{ page: string; views: number }[]>`
          SELECT page, views FROM page_view_day_pages
          WHERE day = (now() AT TIME ZONE 'UTC')::date
          ORDER BY views DESC, page LIMIT ${ANALYTICS_TOP_PAGES}`,
      ]);
      const f = figures!;
      return {
        activeUsers: f.activeUsers,
        today: { uniqueVisitors: f.todayVisitors, totalPageViews: f.todayViews, newUsers: f.todayNewUsers },
        yesterday: { uniqueVisitors: f.yesterdayVisitors, totalPageViews: f.yesterdayViews, newUsers: f.yesterdayNewUsers },
        thisWeek: { uniqueVisitors: f.weekVisitors },
        topPages,
        timeZone: 'UTC',
      };
    },

    /** One row per UTC day, oldest first, the last being today; page figures from page_view_days, new people from user_days. */
    async daily(days: number): Promise<DailyAnalytics> {
      // Choices per day: the folded days plus the choices above the fold's mark.
      const rows = await inFoldSnapshot(
        (tx, { mark }) => tx.$queryRaw<DailyAnalytics['days']>`
        WITH span AS (
          SELECT (date_trunc('day', now() AT TIME ZONE 'UTC') - (${days - 1}::int * interval '1 day')) AS first_day
        ), series AS (
          SELECT generate_series(first_day, date_trunc('day', now() AT TIME ZONE 'UTC'), interval '1 day') AS day FROM span
        ), views AS (
          SELECT day::timestamp AS day, page_views, unique_visitors AS visitors
          FROM page_view_days, span WHERE day >= first_day::date
        ), joined AS (
          SELECT day::timestamp AS day, new_users FROM user_days, span WHERE day >= first_day::date
        ), chosen AS (
          SELECT day, sum(choices)::int AS choices FROM (
            SELECT day::timestamp AS day, choices FROM choice_days, span WHERE day >= first_day::date
            UNION ALL
            SELECT date_trunc('day', created_at AT TIME ZONE 'UTC'), count(*)
            FROM user_choices, span WHERE id > ${mark} AND created_at >= first_day AT TIME ZONE 'UTC' GROUP BY 1
          ) AS parts GROUP BY day
        )
        SELECT to_char(series.day, 'YYYY-MM-DD') AS date,
               coalesce(views.visitors, 0) AS "uniqueVisitors", coalesce(views.page_views, 0) AS "pageViews",
               coalesce(joined.new_users, 0) AS "newUsers", coalesce(chosen.choices, 0) AS choices
        FROM series
        LEFT JOIN views USING (day) LEFT JOIN joined USING (day) LEFT JOIN chosen USING (day)
        ORDER BY series.day`,
      );
      return { days: rows };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
