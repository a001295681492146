import createError from 'http-errors';
import {
  bulkContentItemSchema,
  contentClassificationRequestSchema,
  type BulkContentResponse,
  type ContentAnalytics,
  type ContentClassification,
  type ContentClassificationInput,
  type ContentGenerateResponse,
} from '@alive/contracts';
import type { ContentFilter, ContentLibraryRepository } from '../data/content-library-repository.ts';
import type { ClassifierAnswer, ContentToClassifyRequest } from '../generation/content-classifier.ts';

/** The content library's use cases (docs/product/admin.md, Content library). */
export interface ContentLibraryDeps {
  library: ContentLibraryRepository;
  /** The configured classifier with the built-in fallback. */
  classify: (content: ContentToClassifyRequest) => Promise<ClassifierAnswer>;
}

export const CONTENT_NOT_FOUND_MESSAGE = 'Content classification not found';

export async function listContent(deps: ContentLibraryDeps, filter: ContentFilter): Promise<{ content: ContentClassification[] }> {
  return { content: await deps.library.list(filter) };
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
