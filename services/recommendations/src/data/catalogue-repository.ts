import type { PrismaClient, RecommendationItem } from '@alive/db';
import { DIMENSIONS, type DimensionKey, type RecommendationCandidate } from '@alive/domain';

/**
 * The recommendation catalogue (`recommendation_items`, written by the seed and later admins; read
 * here, docs/data-ownership.md) as engine candidates carrying what a card shows.
 */
export interface CatalogueItem extends RecommendationCandidate {
  /** The slug: the public recommendation id. */
  id: string;
  description: string;
  timeCommitment: string;
  estimatedCost: string;
  location: string | null;
  year: number | null;
  streamingPlatforms: string[];
  links: { url: string; text: string }[];
  actionable: boolean;
}

/** Tag maps are written by the seed or an admin: keep finite numeric weights only. */
export function readTagWeights(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const tags: Record<string, number> = {};
  for (const [tag, weight] of Object.entries(value as Record<string, unknown>)) {
    if (typeof weight === 'number' && Number.isFinite(weight)) tags[tag] = weight;
  }
  return tags;
}

function readStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function readLinks(value: unknown): { url: string; text: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((link: unknown) => {
    if (!link || typeof link !== 'object') return [];
    const { url, text } = link as Record<string, unknown>;
    return typeof url === 'string' && typeof text === 'string' ? [{ url, text }] : [];
  });
}

/** The five −2..+2 score columns as the engine's leanings. */
export function leaningsOf(row: Record<(typeof DIMENSIONS)[number]['contentScoreField'], number>): Record<DimensionKey, number> {
  return Object.fromEntries(DIMENSIONS.map((d) => [d.key, row[d.contentScoreField]])) as Record<DimensionKey, number>;
}

export function toCatalogueItem(row: RecommendationItem): CatalogueItem {
  return {
    id: row.slug,
    category: row.category,
    title: row.title,
    description: row.description,
    tags: readTagWeights(row.tags),
    leanings: leaningsOf(row),
    timeCommitment: row.timeCommitment,
    estimatedCost: row.estimatedCost,
    location: row.location,
    year: row.year,
    streamingPlatforms: readStrings(row.streamingPlatforms),
    links: readLinks(row.links),
    actionable: row.actionable,
  };
}

export function createCatalogueRepository(prisma: PrismaClient) {
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

  return {
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

    /** Tag maps of the items with these slugs (feedback rows written without their tags). */
    async tagsBySlug(slugs: readonly string[]): Promise<Map<string, Record<string, number>>> {
      if (slugs.length === 0) return new Map();
      const rows = await prisma.recommendationItem.findMany({ where: { slug: { in: [...slugs] } }, select: { slug: true, tags: true } });
      return new Map(rows.map((row) => [row.slug, readTagWeights(row.tags)]));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
