import { adminEndpoints, type ContentClassification, type EndpointParsedBody } from '@alive/contracts';
import { contentAnalytics, contentClassification } from '../fixtures/admin-content.ts';
import { mockApi, requestBody } from '../mock-endpoint.ts';

/**
 * Admin service: the content library (`listContent` … `deleteContent`), as `adminEndpoints` declares it.
 * Answers go through the response schemas, bodies through the request schemas (400 otherwise).
 */
export const adminContentApi = mockApi(adminEndpoints);

const { endpoints } = adminEndpoints;
const idOf = (request: Request) => Number(new URL(request.url).pathname.split('/').pop());

const asStored = (body: EndpointParsedBody<typeof endpoints.createContent>, id: number) =>
  contentClassification({
    ...body,
    id,
    genre: body.genre ?? null,
    year: body.year ?? null,
    author: body.author ?? null,
    director: body.director ?? null,
    seasons: body.seasons ?? null,
    description: body.description ?? null,
    reasoning: body.reasoning ?? null,
    confidence: body.confidence.toFixed(2),
    tags: body.tags ?? [],
    warnings: body.warnings ?? [],
    similarTo: body.similarTo ?? [],
  });

/**
 * `GET /api/admin/content` over these titles as the service answers it: type and search filtered, in
 * the given order, `pageSize` a page (or the request's `limit`), the cursor being the offset of the next page.
 */
export function contentPagesOf(items: readonly ContentClassification[], pageSize = 50) {
  return adminContentApi.listContent((request) => {
    const url = new URL(request.url);
    const type = url.searchParams.get('contentType');
    const term = url.searchParams.get('searchTerm')?.toLowerCase();
    const limit = Number(url.searchParams.get('limit') ?? pageSize);
    const offset = Number(url.searchParams.get('cursor')?.replace(/^o/, '') ?? 0);
    const matching = items.filter(
      (item) =>
        (!type || type === 'all' || item.contentType === (type === 'tv_show' ? 'tv' : type)) &&
        (!term || [item.title, item.author, item.director, item.genre].some((text) => text?.toLowerCase().includes(term))),
    );
    return { content: matching.slice(offset, offset + limit), nextCursor: offset + limit < matching.length ? `o${offset + limit}` : null, total: matching.length };
  });
}

/** Defaults: an admin's library of one title, whose calls succeed. */
export function adminContentHandlers() {
  let nextId = 100;
  return [
    adminContentApi.listContent({ content: [contentClassification()], nextCursor: null, total: 1 }),
    adminContentApi.contentAnalytics(contentAnalytics()),
    adminContentApi.createContent(async (request) => asStored(await requestBody(endpoints.createContent, request), nextId++)),
    adminContentApi.updateContent(async (request) => asStored(await requestBody(endpoints.updateContent, request), idOf(request))),
    adminContentApi.deleteContent((request) => ({ id: idOf(request), message: 'Content classification deleted' })),
    adminContentApi.generateContent(async (request) => {
      const body = await requestBody(endpoints.generateContent, request);
      return {
        success: true,
        data: {
          primaryDriveScore: 0,
          happinessOrientationScore: 1,
          lifeEngagementScore: 2,
          valueInvestmentScore: 1,
          locusControlScore: 1,
          confidence: 0.65,
          reasoning: `Read from the genre of ${body.title}.`,
          engine: 'builtin',
        },
      };
    }),
    adminContentApi.bulkContent(async (request) => {
      const body = await requestBody(endpoints.bulkContent, request);
      const results = body.contentList.map((item, index) => ({ index, title: (item as { title?: string }).title ?? null, success: true, id: nextId++ }));
      return { success: true, created: results.length, failed: 0, results };
    }),
  ];
}
