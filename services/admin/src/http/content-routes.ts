import Router from '@koa/router';
import {
  bulkContentRequestSchema,
  contentClassificationRequestSchema,
  contentGenerateRequestSchema,
  contentIdParamsSchema,
  contentQuerySchema,
} from '@alive/contracts';
import { parseBody, parseParams, parseQuery, requireAdmin } from '@alive/service-kit';
import {
  bulkClassify,
  contentAnalytics,
  createContent,
  generateClassification,
  listContent,
  removeContent,
  replaceContent,
  type ContentLibraryDeps,
} from '../domain/content-library.ts';

/**
 * The content classification library (docs/product/admin.md, Content library). Admin only, checked
 * before any input is read (http/admin-enforcement.test.ts).
 */
export function contentRoutes(deps: ContentLibraryDeps): Router {
  const router = new Router();

  router.get('/api/admin/content', requireAdmin, async (ctx) => {
    ctx.body = await listContent(deps, parseQuery(ctx, contentQuerySchema));
  });

  // Before /:id, so `analytics` is never read as an id.
  router.get('/api/admin/content/analytics', requireAdmin, async (ctx) => {
    ctx.body = await contentAnalytics(deps);
  });

  router.post('/api/admin/content', requireAdmin, async (ctx) => {
    ctx.body = await createContent(deps, parseBody(ctx, contentClassificationRequestSchema));
    ctx.status = 201;
  });

  router.post('/api/admin/content/generate', requireAdmin, async (ctx) => {
    const { title, contentType, additionalInfo } = parseBody(ctx, contentGenerateRequestSchema);
    ctx.body = await generateClassification(deps, { title, contentType, ...additionalInfo });
  });

  router.post('/api/admin/content/bulk', requireAdmin, async (ctx) => {
    ctx.body = await bulkClassify(deps, parseBody(ctx, bulkContentRequestSchema).contentList);
  });

  router.put('/api/admin/content/:id', requireAdmin, async (ctx) => {
    const { id } = parseParams(ctx, contentIdParamsSchema);
    ctx.body = await replaceContent(deps, id, parseBody(ctx, contentClassificationRequestSchema));
  });

  router.delete('/api/admin/content/:id', requireAdmin, async (ctx) => {
    const { id } = parseParams(ctx, contentIdParamsSchema);
    ctx.body = await removeContent(deps, id);
  });

  return router;
}
