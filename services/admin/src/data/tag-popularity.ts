import type { PrismaClient } from '@alive/db';
import { ANALYTICS_TOP, engagementAnalyticsSchema, type EngagementAnalytics } from '@alive/contracts';

type PopularTags = EngagementAnalytics['popularTags'];

/**
 * Up to about this many preference rows (the planner's estimate), the overview groups them on every
 * read: exact and a few milliseconds. Above it, grouping every row costs most of a second at 8M rows
 * (docs/performance.md, "The admin figures over choices and people"), so the overview reads a snapshot.
 */
export const LIVE_TAG_ROWS_MAX = 200_000;
/** A snapshot older than this is computed again in the background. */
export const TAG_SNAPSHOT_REFRESH_MS = 10 * 60_000;

export interface PopularTagsRead {
  tags: PopularTags;
  /** When the tags were computed; null when they were grouped for this read. */
  asOf: Date | null;
}

export interface TagPopularityOptions {
  liveRowsMax?: number;
  refreshMs?: number;
}

/**
 * The engagement overview's popular tags (docs/product/admin.md, Engagement figures): the tags the most
 * people lean towards (score above 0.5), then by mean score. Preference scores change with every choice,
 * so they cannot be folded like the choices (choice-rollups.ts) without a write on the choice loop; a
 * large site reads them as last computed instead, and the screen says when that was.
 */
export function createTagPopularity(prisma: PrismaClient, options: TagPopularityOptions = {}) {
  const liveRowsMax = options.liveRowsMax ?? LIVE_TAG_ROWS_MAX;
  const refreshMs = options.refreshMs ?? TAG_SNAPSHOT_REFRESH_MS;

  const groupEveryRow = () =>
    prisma.$queryRaw<PopularTags>`
      SELECT tag_name AS "tagName", round(avg(score)::numeric, 4)::float8 AS score, count(*)::int AS people
      FROM user_preferences WHERE choice_count > 0
      GROUP BY tag_name
      ORDER BY count(*) FILTER (WHERE score > 0.5) DESC, avg(score) DESC, tag_name LIMIT ${ANALYTICS_TOP}`;

  /** The planner's row estimate (-1 before the table was ever analysed: small). */
  async function manyRows(): Promise<boolean> {
    const [row] = await prisma.$queryRaw<{ rows: number }[]>`SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = 'user_preferences'::regclass`;
    return (row?.rows ?? 0) > liveRowsMax;
  }

  async function store(tags: PopularTags): Promise<Date> {
    const json = JSON.stringify(tags);
    const [row] = await prisma.$queryRaw<{ computedAt: Date }[]>`
      INSERT INTO tag_popularity_snapshot (id, computed_at, tags) VALUES (1, now(), ${json}::jsonb)
      ON CONFLICT (id) DO UPDATE SET computed_at = EXCLUDED.computed_at, tags = EXCLUDED.tags
      RETURNING computed_at AS "computedAt"`;
    return row!.computedAt;
  }

  async function computeAndStore(): Promise<PopularTagsRead> {
    const tags = await groupEveryRow();
    return { tags, asOf: await store(tags) };
  }

  return {
    /** Live while the rows are few; else the snapshot, computed here when there is none or it is twice overdue. */
    async read(): Promise<PopularTagsRead> {
      if (!(await manyRows())) return { tags: await groupEveryRow(), asOf: null };
      const snapshot = await prisma.tagPopularitySnapshot.findUnique({ where: { id: 1 } });
      if (!snapshot || Date.now() - snapshot.computedAt.getTime() > 2 * refreshMs) return computeAndStore();
      return { tags: engagementAnalyticsSchema.shape.popularTags.parse(snapshot.tags), asOf: snapshot.computedAt };
    },

    /**
     * Computes the snapshot again when the rows are many and it is due. One replica does it: the first to
     * move `computed_at` forward claims the round (the others find it fresh).
     */
    async refreshIfDue(): Promise<boolean> {
      if (!(await manyRows())) return false;
      const claimed = await prisma.$queryRaw<{ id: number }[]>`
        UPDATE tag_popularity_snapshot SET computed_at = now()
         WHERE id = 1 AND computed_at < now() - make_interval(secs => ${refreshMs / 1000})
        RETURNING id`;
      // No snapshot yet: computed by whoever gets here (twice at worst, the same answer).
      if (claimed.length === 0 && (await prisma.tagPopularitySnapshot.count()) > 0) return false;
      await store(await groupEveryRow());
      return true;
    },
  };
}

export type TagPopularity = ReturnType<typeof createTagPopularity>;
