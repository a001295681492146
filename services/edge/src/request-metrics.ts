import type { IncomingMessage, ServerResponse } from 'node:http';
import { RUM_PATH } from '@alive/contracts';
import { requestMethodLabel } from '@alive/service-kit';
import type { Histogram } from 'prom-client';
import { API_DOCS_PATH } from './api-docs.ts';
import { resolveApiRoute, type ApiRoute } from './route-table.ts';

/** The labels of the edge's `http_request_duration_seconds`, the services' histogram with `upstream` beside. */
export type EdgeRequestLabel = 'method' | 'route' | 'status' | 'upstream';

/** `upstream` of an answer the edge gives itself (pages, files, /remotes.json, /api/rum, 404 and 501 of the API table). */
export const EDGE_ITSELF = 'edge';

/** Paths the edge answers itself that keep their own `route` label. */
const OWN_PATHS = new Set(['/healthz', '/readyz', '/readyz/edge', '/remotes.json', RUM_PATH]);

/**
 * `route` and `upstream` of one request, bounded whatever the client asks (docs/architecture.md,
 * "Metrics"): a proxied API request is labelled with the API prefix that owns it and its service, so the
 * labels come from the feature registry; the edge's own paths keep their path, release files are
 * `/remotes/*`, every page and shell file `/*`, and an `/api` path no live service owns `unmatched`.
 */
export function edgeRouteOf(path: string, routes: readonly ApiRoute[]): { route: string; upstream: string } {
  if (OWN_PATHS.has(path)) return { route: path, upstream: EDGE_ITSELF };
  if (path === API_DOCS_PATH || path.startsWith(`${API_DOCS_PATH}/`)) return { route: API_DOCS_PATH, upstream: EDGE_ITSELF };
  if (path.startsWith('/api/')) {
    const owner = resolveApiRoute(path, routes);
    if (!owner) return { route: 'unmatched', upstream: EDGE_ITSELF };
    // A planned service's prefix is answered 501 by the edge itself.
    return { route: owner.prefix, upstream: owner.status === 'planned' ? EDGE_ITSELF : owner.service };
  }
  if (path.startsWith('/remotes/')) return { route: '/remotes/*', upstream: EDGE_ITSELF };
  return { route: '/*', upstream: EDGE_ITSELF };
}

/**
 * Times every request of the edge, the Koa chain's and the API path's (api-requests.ts) alike, from its arrival to
 * its last byte handed to the socket. A request whose client left before the answer ended is not
 * counted: there was no answer to measure.
 */
export function edgeRequestObserver(histogram: Histogram<EdgeRequestLabel>, routes: readonly ApiRoute[]): (req: IncomingMessage, res: ServerResponse) => void {
  return function observeRequest(req, res) {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const url = req.url ?? '';
      const query = url.indexOf('?');
      const { route, upstream } = edgeRouteOf(query < 0 ? url : url.slice(0, query), routes);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      histogram.observe({ method: requestMethodLabel(req.method ?? ''), route, status: String(res.statusCode), upstream }, seconds);
    });
  };
}
