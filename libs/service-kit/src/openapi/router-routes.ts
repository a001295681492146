import type Koa from 'koa';
import type Router from '@koa/router';
import type { HttpMethod } from './operations.ts';

export interface RouterRoute {
  method: HttpMethod;
  path: string;
}

const METHODS = new Set<string>(['get', 'post', 'put', 'patch', 'delete']);

/**
 * Every method + path the routers mounted on `app` answer (read from `router.routes()`'s `router.stack`),
 * skipping `router.use` layers and the HEAD that Koa's router adds to every GET.
 */
export function routerRoutes(app: Koa): RouterRoute[] {
  const routes: RouterRoute[] = [];
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: Router }).router;
    if (!router) continue;
    for (const layer of router.stack) {
      for (const method of layer.methods.map((m) => m.toLowerCase())) {
        if (METHODS.has(method)) routes.push({ method: method as HttpMethod, path: layer.path as string });
      }
    }
  }
  return routes;
}
