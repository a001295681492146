import type { ContentClassification, ContentType, PrismaClient } from '@alive/db';
import { enhancedRecommendationId, type EnhancedContentType } from '@alive/contracts';
import type { ContentCandidate } from '@alive/domain';
import { leaningsOf } from './catalogue-repository.ts';

/**
 * The content library (`content_classifications`, written by admins and the seed; read here,
 * docs/data-ownership.md) as enhanced-content candidates carrying what an enhanced card shows.
 */
export interface LibraryTitle extends ContentCandidate {
  /** `enhanced-<slug of the title>` (enhancedRecommendationId). */
  id: string;
  contentType: EnhancedContentType;
  year: number | null;
  director: string | null;
  author: string | null;
  description: string;
  warnings: string[];
  similarTo: string[];
  imdbRating: number | null;
  rottenTomatoesScore: number | null;
}

/** The library says `tv`; the enhanced API says `tv_show` (docs/product/recommendations.md, Constants). */
const API_TYPE: Record<ContentType, EnhancedContentType> = { movie: 'movie', tv: 'tv_show', book: 'book' };
const LIBRARY_TYPE: Record<EnhancedContentType, ContentType> = { movie: 'movie', tv_show: 'tv', book: 'book' };

function readStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function toLibraryTitle(row: ContentClassification): LibraryTitle {
  return {
    id: enhancedRecommendationId(row.title),
    title: row.title,
    contentType: API_TYPE[row.contentType],
    genre: row.genre,
    tags: readStrings(row.tags),
    leanings: leaningsOf(row),
    year: row.year,
    director: row.director,
    author: row.author,
    description: row.description ?? '',
    warnings: readStrings(row.warnings),
    similarTo: readStrings(row.similarTo),
    imdbRating: row.imdbRating === null ? null : Number(row.imdbRating),
    rottenTomatoesScore: row.rottenTomatoesScore,
  };
}

export function createContentLibraryRepository(prisma: PrismaClient) {
  return {
    /** Every title of the library, or of one type, in id order. */
    async titles(type?: EnhancedContentType): Promise<LibraryTitle[]> {
      const rows = await prisma.contentClassification.findMany({
        where: type ? { contentType: LIBRARY_TYPE[type] } : {},
        orderBy: { id: 'asc' },
      });
      return rows.map(toLibraryTitle);
    },

    /** Title and description of the library titles with these enhanced ids (My list); see tagsByEnhancedId. */
    async summariesByEnhancedId(ids: readonly string[]): Promise<Map<string, { title: string; description: string }>> {
      if (ids.length === 0) return new Map();
      const wanted = new Set(ids);
      const rows = await prisma.contentClassification.findMany({ select: { title: true, description: true }, orderBy: { id: 'asc' } });
      const found = new Map<string, { title: string; description: string }>();
      for (const row of rows) {
        const id = enhancedRecommendationId(row.title);
        if (wanted.has(id) && !found.has(id)) found.set(id, { title: row.title, description: row.description ?? '' });
      }
      return found;
    },

    /**
     * The titles whose enhanced id is one of these, with the tags feedback stores for them (genre and
     * descriptive tags). Ids are derived from titles in code (accents folded), so the titles are read
     * and matched here; the library is a few hundred rows.
     */
    async tagsByEnhancedId(ids: readonly string[]): Promise<Map<string, string[]>> {
      if (ids.length === 0) return new Map();
      const wanted = new Set(ids);
      const rows = await prisma.contentClassification.findMany({ select: { title: true, genre: true, tags: true }, orderBy: { id: 'asc' } });
      const found = new Map<string, string[]>();
      for (const row of rows) {
        const id = enhancedRecommendationId(row.title);
        if (!wanted.has(id) || found.has(id)) continue;
        found.set(id, [...(row.genre ? [row.genre] : []), ...readStrings(row.tags)]);
      }
      return found;
    },
  };
}

export type ContentLibraryRepository = ReturnType<typeof createContentLibraryRepository>;
