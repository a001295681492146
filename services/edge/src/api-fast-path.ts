import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { endHttpSpan, startSpan } from '@alive/service-kit';
import { RUM_PATH } from '@alive/contracts';
import type { Logger } from 'pino';
import { API_DOCS_PATH } from './api-docs.ts';
import { proxyExchange, sendApiMessage } from './proxy.ts';
import { resolveApiRoute, type ApiRoute } from './route-table.ts';
import type { UpstreamPool } from './upstream-pool.ts';

export interface ApiFastPathOptions {
  routes: readonly ApiRoute[];
  pools: ReadonlyMap<string, UpstreamPool>;
  /** The headers every response of the site carries (security-headers.ts). */
  headers: Readonly<Record<string, string>>;
  logger?: Logger;
  upstreamTimeoutMs?: number;
  /** Whether the edge serves `/api/docs` itself (app.ts). */
  apiDocs: boolean;
}

/**
 * The edge's own cost on a proxied API request, without Koa: the same answer the Koa chain gives
 * (security headers, compression, the edge's span passed on as `traceparent`, one log line,
 * X-Forwarded-*, retries on another replica, 502/504 JSON), for about a third of the CPU. The choice
 * loop is the site's hottest path and the edge is on every request of it: through Koa the edge spent
 * about 300 µs of CPU and added 0.6 ms per request where a bare Node proxy spends 95 µs and adds 0.2 ms
 * (docs/performance.md, "The edge's overhead"). Everything the fast path does not own (an unknown or
 * planned service, the edge's own `/api/rum` and `/api/docs`, every page and file) goes on to Koa, so
 * its answers stay in one place.
 * Returns false for a request it leaves to Koa.
 */
export function apiFastPath(options: ApiFastPathOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const securityHeaders = Object.entries(options.headers);
  const { logger } = options;

  return function handleApiRequest(req, res) {
    const url = req.url ?? '';
    if (!url.startsWith('/api/')) return false;
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (path === RUM_PATH || (options.apiDocs && (path === API_DOCS_PATH || path.startsWith(`${API_DOCS_PATH}/`)))) return false;
    const route = resolveApiRoute(path, options.routes);
    if (!route || route.status === 'planned') return false;
    const pool = options.pools.get(route.service);
    if (!pool) return false;

    const started = performance.now();
    const { span, traceId, traceparent } = startSpan(`${req.method} edge`, req.headers, { service: 'edge' });
    res.setHeader('traceparent', traceparent);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    res.once('finish', () => {
      endHttpSpan(span, res.statusCode);
      logger?.info({ method: req.method, path, status: res.statusCode, ms: Math.round(performance.now() - started), traceId }, 'request');
    });
    // As the Koa chain's compression middleware leaves it on every answer it passes through: the edge's
    // own 502/504 here; a service's answer gets it merged with its own Vary and is compressed under the
    // Koa chain's rule (proxy.ts, response-compression.ts).
    res.setHeader('Vary', 'Accept-Encoding');
    // Only used without X-Forwarded-Proto, which proxy.ts then passes on as it came.
    const protocol = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
    proxyExchange(req, res, { pool, service: route.service, logger, timeoutMs: options.upstreamTimeoutMs }, { protocol, traceparent, path }).catch((error: unknown) => {
      logger?.error({ err: error, path }, 'edge error');
      if (res.headersSent) {
        res.destroy(error as Error);
        return;
      }
      // As the Koa chain's errorToJson answers (app.ts).
      sendApiMessage(res, 500, 'Internal Server Error');
    });
    return true;
  };
}
