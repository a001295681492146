import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Logger } from 'pino';
import { proxyExchange } from './proxy.ts';
import { traceRequest } from './request-log.ts';
import { notAvailableYetMessage, resolveApiRoute, type ApiRoute } from './route-table.ts';
import { sendApiMessage } from './send-json.ts';
import type { UpstreamPool } from './upstream-pool.ts';

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export interface ApiRequestsOptions {
  routes: readonly ApiRoute[];
  pools: ReadonlyMap<string, UpstreamPool>;
  /** The headers every response of the site carries (security-headers.ts). */
  headers: Readonly<Record<string, string>>;
  logger?: Logger;
  upstreamTimeoutMs?: number;
  /** The API paths the edge serves itself in its Koa chain (`/api/rum`, `/api/docs` where mounted). */
  servedByKoa: (path: string) => boolean;
}

/** The path of a request target as Koa reads it: an absolute-form one (`GET http://host/api/x`, sent to proxies) included. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  const target = query < 0 ? url : url.slice(0, query);
  if (target.startsWith('/')) return target;
  try {
    return new URL(target).pathname;
  } catch {
    return target;
  }
}

/** The replicas to proxy an API path to, or the edge's own answer when no live service takes it. */
function destination(path: string, routes: readonly ApiRoute[], pools: ReadonlyMap<string, UpstreamPool>): { service: string; pool: UpstreamPool } | { status: number; message: string } {
  const route = resolveApiRoute(path, routes);
  if (!route) return { status: 404, message: `No service handles ${path}` };
  // A planned service has no process yet: say so instead of a 502 from a proxy attempt.
  if (route.status === 'planned') return { status: 501, message: notAvailableYetMessage(route.service) };
  const pool = pools.get(route.service);
  if (!pool) return { status: 502, message: `${route.service} service is unavailable` };
  return { service: route.service, pool };
}

/**
 * Every `/api` request but the few the edge serves itself, answered without Koa: proxied to the
 * owning service (proxy.ts), or the edge's own `{ message }` when no live service takes it: 404 for a
 * path no service owns, 501 for a planned service, 502 for one with no replica configured. Each answer
 * has what the Koa chain gives its own (security headers, `Vary: Accept-Encoding`, the edge's span as
 * `traceparent`, one log line, never stored). The choice loop is the site's hottest path and the edge
 * is on every request of it: through Koa the edge spent about 300 µs of CPU and added 0.6 ms per
 * request where a bare Node proxy spends 95 µs and adds 0.2 ms (docs/performance.md, "The edge's
 * overhead"). Returns false for a request it leaves to Koa.
 */
export function apiRequests(options: ApiRequestsOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const securityHeaders = Object.entries(options.headers);
  const { logger, routes, pools } = options;

  return function handleApiRequest(req, res) {
    const path = pathOf(req.url ?? '');
    if (!isApiPath(path) || options.servedByKoa(path)) return false;
    const traceparent = traceRequest(req, res, path, logger);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    // As koa-compress leaves it on every answer of the Koa chain: on the edge's own answers here; a
    // service's answer gets it merged with its own Vary and is compressed under the same rule (proxy.ts).
    res.setHeader('Vary', 'Accept-Encoding');
    const to = destination(path, routes, pools);
    if ('message' in to) {
      sendApiMessage(res, to.status, to.message);
      return true;
    }
    // Only used without X-Forwarded-Proto, which proxy.ts then passes on as it came.
    const protocol = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
    proxyExchange(req, res, { ...to, logger, timeoutMs: options.upstreamTimeoutMs }, { protocol, traceparent, path }).catch((error: unknown) => {
      logger?.error({ err: error, path }, 'edge error');
      if (res.headersSent) {
        res.destroy(error as Error);
        return;
      }
      sendApiMessage(res, 500, 'Internal Server Error');
    });
    return true;
  };
}
