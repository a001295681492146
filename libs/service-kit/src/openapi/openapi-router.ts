import Router from '@koa/router';
import { createOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';
import type { ServiceOperations } from './operations.ts';

/** The path every service answers its API document on (not under /api: the edge serves it as /api/docs/<service>.json). */
export const OPENAPI_PATH = '/openapi.json';

/** `GET /openapi.json`: the service's document, built on first request (no cost at startup). */
export function openApiRouter(table: ServiceOperations): Router {
  let document: OpenApiDocument | undefined;
  const router = new Router();
  router.get(OPENAPI_PATH, (ctx) => {
    document ??= createOpenApiDocument(table);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = document;
  });
  return router;
}
