import createError from 'http-errors';
import { badPageCursor, decodePageCursor, encodePageCursor } from '@alive/service-kit';
import {
  CONTENT_PAGE_LIMIT,
  bulkContentItemSchema,
  contentClassificationRequestSchema,
  type BulkContentResponse,
  type ContentAnalytics,
  type ContentClassification,
  type ContentClassificationInput,
  type ContentGenerateResponse,
  type ContentList,
  type ContentPageSort,
  type ContentQuery,
} from '@alive/contracts';
import type { ContentKeyset, ContentLibraryRepository } from '../data/content-library-repository.ts';
import type { ClassifierAnswer, ContentToClassifyRequest } from '../generation/content-classifier.ts';

/** The content library's use cases (docs/product/admin.md, Content library). */
export interface ContentLibraryDeps {
  library: ContentLibraryRepository;
  /** The configured classifier with the built-in fallback. */
  classify: (content: ContentToClassifyRequest) => Promise<ClassifierAnswer>;
}

export const CONTENT_NOT_FOUND_MESSAGE = 'Content classification not found';

/** The cursor of a page: the sort, the last row's sort value and id (the service kit's page cursor). */
function encodeCursor(sort: ContentPageSort, row: ContentClassification): string {
  const value = sort === 'title' ? row.title : sort === 'confidence' ? row.confidence : row.updatedAt;
  return encodePageCursor({ s: sort, v: value, id: row.id });
}

/** A cursor of another sort, or one not made here, is refused rather than read as something else. */
function decodeCursor(cursor: string, sort: ContentPageSort): ContentKeyset {
  const value = decodePageCursor(cursor);
  const valid =
    value.s === sort &&
    typeof value.v === 'string' &&
    Number.isInteger(value.id) &&
    (sort === 'title' || (sort === 'confidence' ? /^[01]\.\d{2}$/.test(value.v) : !Number.isNaN(Date.parse(value.v))));
  if (!valid) throw badPageCursor();
  return { value: value.v as string, id: value.id as number };
}

/** GET /api/admin/content: one page of the filtered library (docs/product/admin.md, Content library). */
export async function listContent(deps: ContentLibraryDeps, query: ContentQuery): Promise<ContentList> {
  const sort = query.sort ?? 'recent';
  const limit = query.limit ?? CONTENT_PAGE_LIMIT.default;
  const { rows, total } = await deps.library.page({
    filter: { contentType: query.contentType, genre: query.genre || undefined, searchTerm: query.searchTerm || undefined },
    sort,
    after: query.cursor ? decodeCursor(query.cursor, sort) : null,
    limit: limit + 1,
  });
  const content = rows.slice(0, limit);
  const last = content.at(-1);
  return { content, nextCursor: rows.length > limit && last ? encodeCursor(sort, last) : null, total };
}

export async function contentAnalytics(deps: ContentLibraryDeps): Promise<ContentAnalytics> {
  const { byType, averageConfidence } = await deps.library.analytics();
  return {
    data: {
      totalContent: byType.movie + byType.tv + byType.book,
      byType,
      averageConfidence: Math.round(averageConfidence * 100) / 100,
    },
  };
}

export async function createContent(deps: ContentLibraryDeps, input: ContentClassificationInput): Promise<ContentClassification> {
  return deps.library.create(input);
}

export async function replaceContent(deps: ContentLibraryDeps, id: number, input: ContentClassificationInput): Promise<ContentClassification> {
  const updated = await deps.library.replace(id, input);
  if (!updated) throw createError(404, CONTENT_NOT_FOUND_MESSAGE);
  return updated;
}

export async function removeContent(deps: ContentLibraryDeps, id: number): Promise<{ id: number; message: string }> {
  if (!(await deps.library.remove(id))) throw createError(404, CONTENT_NOT_FOUND_MESSAGE);
  return { id, message: 'Content classification deleted' };
}

/** POST /api/admin/content/generate: scores only; the screen creates the title with them. */
export async function generateClassification(deps: ContentLibraryDeps, content: ContentToClassifyRequest): Promise<ContentGenerateResponse> {
  return { success: true, data: await deps.classify(content) };
}

function problem(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/**
 * POST /api/admin/content/bulk: each line checked, classified and written alone, so a bad line fails
 * with its reason and the rest are written.
 */
export async function bulkClassify(deps: ContentLibraryDeps, contentList: readonly unknown[]): Promise<BulkContentResponse> {
  const results: BulkContentResponse['results'] = [];
  for (const [index, raw] of contentList.entries()) {
    const title = typeof (raw as { title?: unknown })?.title === 'string' ? ((raw as { title: string }).title.trim() || null) : null;
    const line = bulkContentItemSchema.safeParse(raw);
    if (!line.success) {
      results.push({ index, title, success: false, error: problem(line.error) });
      continue;
    }
    const { engine: _engine, ...scores } = await deps.classify(line.data);
    const input = contentClassificationRequestSchema.parse({ ...line.data, ...scores });
    const created = await deps.library.create(input);
    results.push({ index, title: created.title, success: true, id: created.id });
  }
  const created = results.filter((result) => result.success).length;
  return { success: created === results.length, created, failed: results.length - created, results };
}
