import { Prisma, type ContentClassification as ContentRow, type ContentType, type PrismaClient } from '@alive/db';
import type { ContentClassification, ContentClassificationInput, ContentPageSort } from '@alive/contracts';

/**
 * The content library as an admin reads and changes it (`content_classifications`,
 * docs/data-ownership.md). Enhanced recommendations read the same rows on every request, so a change
 * here is served at once (docs/product/admin.md, Content library).
 */

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function toContentClassification(row: ContentRow): ContentClassification {
  return {
    id: row.id,
    title: row.title,
    contentType: row.contentType,
    genre: row.genre,
    year: row.year,
    author: row.author,
    director: row.director,
    seasons: row.seasons,
    description: row.description,
    primaryDriveScore: row.primaryDriveScore,
    happinessOrientationScore: row.happinessOrientationScore,
    lifeEngagementScore: row.lifeEngagementScore,
    valueInvestmentScore: row.valueInvestmentScore,
    locusControlScore: row.locusControlScore,
    confidence: Number(row.confidence).toFixed(2),
    reasoning: row.reasoning,
    tags: strings(row.tags),
    warnings: strings(row.warnings),
    similarTo: strings(row.similarTo),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toData(input: ContentClassificationInput) {
  return {
    title: input.title,
    contentType: input.contentType as ContentType,
    genre: input.genre || null,
    year: input.year ?? null,
    author: input.author || null,
    director: input.director || null,
    seasons: input.seasons ?? null,
    description: input.description || null,
    primaryDriveScore: input.primaryDriveScore,
    happinessOrientationScore: input.happinessOrientationScore,
    lifeEngagementScore: input.lifeEngagementScore,
    valueInvestmentScore: input.valueInvestmentScore,
    locusControlScore: input.locusControlScore,
    confidence: new Prisma.Decimal(input.confidence.toFixed(2)),
    reasoning: input.reasoning || null,
    ...(input.tags ? { tags: input.tags } : {}),
    ...(input.warnings ? { warnings: input.warnings } : {}),
    ...(input.similarTo ? { similarTo: input.similarTo } : {}),
  };
}

export interface ContentFilter {
  contentType?: ContentType;
  genre?: string;
  searchTerm?: string;
}

/** Where a page ends: the last row's sort value (ISO time, title or confidence) and id. */
export interface ContentKeyset {
  value: string;
  id: number;
}

export function createContentLibraryRepository(prisma: PrismaClient) {
  function matching(filter: ContentFilter): Prisma.ContentClassificationWhereInput {
    const contains = (text: string) => ({ contains: text, mode: 'insensitive' as const });
    return {
      ...(filter.contentType ? { contentType: filter.contentType } : {}),
      ...(filter.genre ? { genre: contains(filter.genre) } : {}),
      ...(filter.searchTerm
        ? { OR: [{ title: contains(filter.searchTerm) }, { author: contains(filter.searchTerm) }, { director: contains(filter.searchTerm) }, { genre: contains(filter.searchTerm) }] }
        : {}),
    };
  }

  /** Rows after the keyset in the sort's order; ties broken by id in the same direction. */
  function beyond(sort: ContentPageSort, after: ContentKeyset): Prisma.ContentClassificationWhereInput {
    switch (sort) {
      case 'title':
        return { OR: [{ title: { gt: after.value } }, { title: after.value, id: { gt: after.id } }] };
      case 'confidence': {
        const value = new Prisma.Decimal(after.value);
        return { OR: [{ confidence: { lt: value } }, { confidence: value, id: { lt: after.id } }] };
      }
      default: {
        const value = new Date(after.value);
        return { OR: [{ updatedAt: { lt: value } }, { updatedAt: value, id: { lt: after.id } }] };
      }
    }
  }

  const ORDER: Record<ContentPageSort, Prisma.ContentClassificationOrderByWithRelationInput[]> = {
    recent: [{ updatedAt: 'desc' }, { id: 'desc' }],
    title: [{ title: 'asc' }, { id: 'asc' }],
    confidence: [{ confidence: 'desc' }, { id: 'desc' }],
  };

  return {
    /**
     * One page of the library after `after` (keyset on the sort value and the id, so a change between
     * two pages neither repeats nor skips a title), and how many titles match in all. Genre and search
     * match any part, any case (search: title, author, director, genre).
     */
    async page(options: { filter: ContentFilter; sort: ContentPageSort; after: ContentKeyset | null; limit: number }): Promise<{ rows: ContentClassification[]; total: number }> {
      const where = matching(options.filter);
      const [rows, total] = await Promise.all([
        prisma.contentClassification.findMany({
          where: options.after ? { AND: [where, beyond(options.sort, options.after)] } : where,
          orderBy: ORDER[options.sort],
          take: options.limit,
        }),
        prisma.contentClassification.count({ where }),
      ]);
      return { rows: rows.map(toContentClassification), total };
    },

    async analytics(): Promise<{ byType: Record<ContentType, number>; averageConfidence: number }> {
      const [groups, average] = await Promise.all([
        prisma.contentClassification.groupBy({ by: ['contentType'], _count: { _all: true } }),
        prisma.contentClassification.aggregate({ _avg: { confidence: true } }),
      ]);
      const byType: Record<ContentType, number> = { movie: 0, tv: 0, book: 0 };
      for (const group of groups) byType[group.contentType] = group._count._all;
      return { byType, averageConfidence: average._avg.confidence === null ? 0 : Number(average._avg.confidence) };
    },

    async create(input: ContentClassificationInput): Promise<ContentClassification> {
      return toContentClassification(await prisma.contentClassification.create({ data: toData(input) }));
    },

    /** Null when there is no such title. */
    async replace(id: number, input: ContentClassificationInput): Promise<ContentClassification | null> {
      const { count } = await prisma.contentClassification.updateMany({ where: { id }, data: toData(input) });
      if (count === 0) return null;
      const row = await prisma.contentClassification.findUnique({ where: { id } });
      return row ? toContentClassification(row) : null;
    },

    /** False when there is no such title. */
    async remove(id: number): Promise<boolean> {
      const { count } = await prisma.contentClassification.deleteMany({ where: { id } });
      return count > 0;
    },
  };
}

export type ContentLibraryRepository = ReturnType<typeof createContentLibraryRepository>;
