import type { PrismaClient } from '@alive/db';
import { readTagWeights, toCatalogueItem, type CatalogueItem, type StarterSignals } from '@alive/domain';

/** The recommendation catalogue as engine candidates; the row mapping is @alive/domain's (catalogue-item.ts). */
export { leaningsOf, readTagWeights, toCatalogueItem, type CatalogueItem } from '@alive/domain';

/** How long the site's starter signals are kept between starter generations: figures, not data. */
export const STARTER_SIGNALS_KEEP_MS = 60_000;

export function createCatalogueRepository(prisma: PrismaClient, { now = () => Date.now() }: { now?: () => number } = {}) {
  /**
   * The active catalogue, kept between generations while it is unchanged: one cheap statement
   * (row count, active count, latest update) tells whether an admin or the seed changed it since it
   * was read, so a generation does not map every item again (docs/product/recommendations.md, Freshness).
   */
  let snapshot: { version: string; items: CatalogueItem[] } | undefined;

  async function activeCatalogue(): Promise<CatalogueItem[]> {
    const [row] = await prisma.$queryRaw<{ version: string }[]>`
      SELECT count(*)::text || '/' || count(*) FILTER (WHERE is_active)::text || '/' || coalesce(max(updated_at)::text, '') AS version
      FROM recommendation_items`;
    const version = row?.version ?? '';
    if (snapshot?.version === version) return snapshot.items;
    const rows = await prisma.recommendationItem.findMany({ where: { isActive: true }, orderBy: { slug: 'asc' } });
    snapshot = { version, items: rows.map(toCatalogueItem) };
    return snapshot.items;
  }

  let signals: { at: number; value: StarterSignals } | undefined;

  return {
    /**
     * What orders starter picks (docs/recommendation-engine.md, Starter order): each item's popularity
     * (people who stand by a like, a save or an "I'll try this" on it, less those who disliked it) and
     * everyone's mean score per preference tag. Read for starter lists only and kept
     * STARTER_SIGNALS_KEEP_MS, so a burst of sign-ups reads the two tables once.
     */
    async starterSignals(): Promise<StarterSignals> {
      if (signals && now() - signals.at < STARTER_SIGNALS_KEEP_MS) return signals.value;
      const [popular, population] = await Promise.all([
        prisma.$queryRaw<{ id: string; net: number }[]>`
          SELECT recommendation_id AS id,
            (count(DISTINCT user_id) FILTER (WHERE action IN ('liked', 'used', 'bookmarked'))
              - count(DISTINCT user_id) FILTER (WHERE action = 'disliked'))::int AS net
          FROM recommendation_feedback GROUP BY recommendation_id`,
        prisma.$queryRaw<{ tag: string; score: number }[]>`SELECT tag_name AS tag, avg(score)::float8 AS score FROM user_preferences GROUP BY tag_name`,
      ]);
      const value = { popularity: new Map(popular.map((row) => [row.id, row.net])), populationScores: Object.fromEntries(population.map((row) => [row.tag, row.score])) };
      signals = { at: now(), value };
      return value;
    },

    /** Active items of these categories, in slug order (the engine orders them itself). */
    async activeItems(categories: readonly string[]): Promise<CatalogueItem[]> {
      const wanted = new Set(categories);
      return (await activeCatalogue()).filter((item) => wanted.has(item.category));
    },

    /** Every active item, whatever its category (smart pairs draw from the whole catalogue). */
    async allActiveItems(): Promise<CatalogueItem[]> {
      return activeCatalogue();
    },

    /** The item with this slug, active or not (feedback may name an item retired since it was shown). */
    async itemBySlug(slug: string): Promise<{ slug: string; category: string; tags: Record<string, number> } | null> {
      const row = await prisma.recommendationItem.findUnique({ where: { slug }, select: { slug: true, category: true, tags: true } });
      return row && { slug: row.slug, category: row.category, tags: readTagWeights(row.tags) };
    },

    /** Title, description and category of the items with these slugs, active or not (My list). */
    async summariesBySlug(slugs: readonly string[]): Promise<Map<string, { title: string; description: string; category: string }>> {
      if (slugs.length === 0) return new Map();
      const rows = await prisma.recommendationItem.findMany({ where: { slug: { in: [...slugs] } }, select: { slug: true, title: true, description: true, category: true } });
      return new Map(rows.map((row) => [row.slug, { title: row.title, description: row.description, category: row.category }]));
    },

    /** Tag maps of the items with these slugs (feedback rows written without their tags). */
    async tagsBySlug(slugs: readonly string[]): Promise<Map<string, Record<string, number>>> {
      if (slugs.length === 0) return new Map();
      const rows = await prisma.recommendationItem.findMany({ where: { slug: { in: [...slugs] } }, select: { slug: true, tags: true } });
      return new Map(rows.map((row) => [row.slug, readTagWeights(row.tags)]));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
