import { http } from 'msw';
import {
  bulkContentRequestSchema,
  bulkContentResponseSchema,
  contentAnalyticsSchema,
  contentClassificationRequestSchema,
  contentClassificationSchema,
  contentGenerateRequestSchema,
  contentGenerateResponseSchema,
  contentListSchema,
  removedContentSchema,
  type BulkContentResponse,
  type ContentAnalytics,
  type ContentClassification,
  type ContentGenerateResponse,
  type ContentList,
} from '@alive/contracts';
import { contentAnalytics, contentClassification } from '../fixtures/admin-content.ts';
import { isFailure, readBody, respond, type Reply } from '../reply.ts';

/** Admin service: the content library. Answers go through the response schemas, bodies through the request schemas. */
export const adminContentApi = {
  list: (reply: Reply<ContentList>) => http.get('/api/admin/content', respond(contentListSchema, reply)),
  analytics: (reply: Reply<ContentAnalytics>) => http.get('/api/admin/content/analytics', respond(contentAnalyticsSchema, reply)),
  create: (reply: Reply<ContentClassification>) => http.post('/api/admin/content', respond(contentClassificationSchema, reply, 201)),
  update: (reply: Reply<ContentClassification>) => http.put('/api/admin/content/:id', respond(contentClassificationSchema, reply)),
  remove: (reply: Reply<{ id: number; message: string }>) => http.delete('/api/admin/content/:id', respond(removedContentSchema, reply)),
  generate: (reply: Reply<ContentGenerateResponse>) => http.post('/api/admin/content/generate', respond(contentGenerateResponseSchema, reply)),
  bulk: (reply: Reply<BulkContentResponse>) => http.post('/api/admin/content/bulk', respond(bulkContentResponseSchema, reply)),
};

const asStored = (body: ReturnType<typeof contentClassificationRequestSchema.parse>, id: number) =>
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

/** Defaults: an admin's library of one title, whose calls succeed. */
export function adminContentHandlers() {
  let nextId = 100;
  return [
    adminContentApi.list({ content: [contentClassification()] }),
    adminContentApi.analytics(contentAnalytics()),
    adminContentApi.create(async (request) => {
      const body = await readBody(request, contentClassificationRequestSchema);
      return isFailure(body) ? body : asStored(body, nextId++);
    }),
    adminContentApi.update(async (request) => {
      const body = await readBody(request, contentClassificationRequestSchema);
      return isFailure(body) ? body : asStored(body, Number(new URL(request.url).pathname.split('/').pop()));
    }),
    adminContentApi.remove((request) => ({ id: Number(new URL(request.url).pathname.split('/').pop()), message: 'Content classification deleted' })),
    adminContentApi.generate(async (request) => {
      const body = await readBody(request, contentGenerateRequestSchema);
      if (isFailure(body)) return body;
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
    adminContentApi.bulk(async (request) => {
      const body = await readBody(request, bulkContentRequestSchema);
      if (isFailure(body)) return body;
      const results = body.contentList.map((item, index) => ({ index, title: (item as { title?: string }).title ?? null, success: true, id: nextId++ }));
      return { success: true, created: results.length, failed: 0, results };
    }),
  ];
}
