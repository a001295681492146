import Router from '@koa/router';
import {
  endpointName,
  successStatus,
  type Endpoint,
  type EndpointParsedBody,
  type EndpointParsedHeaders,
  type EndpointParsedParams,
  type EndpointParsedQuery,
  type EndpointResult,
  type EndpointTable,
} from '@alive/contracts';
import type { Middleware, ParameterizedContext } from 'koa';
import type { SessionUser } from '../koa-context.ts';
import { requireAdmin, requireUser } from '../middleware/require-user.ts';
import { parseBody, parseHeaders, parseParams, parseQuery } from '../validation.ts';

/** What a handler receives: the validated input and, behind `user`/`admin` access, the signed-in user. */
export interface EndpointRequest<E extends Endpoint> {
  params: EndpointParsedParams<E>;
  query: EndpointParsedQuery<E>;
  headers: EndpointParsedHeaders<E>;
  body: EndpointParsedBody<E>;
  user: E['access'] extends 'public' ? SessionUser | undefined : SessionUser;
}

/**
 * One operation's handler: returns the success body, which the router sends with the declared success
 * status. A handler that answers otherwise (a redirect, a cookie, another status) sets `ctx` itself and
 * returns nothing.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  ctx: ParameterizedContext,
) => Promise<EndpointResult<E> | void> | EndpointResult<E> | void;

type Routed<T extends EndpointTable> = {
  [K in keyof T['endpoints']]: T['endpoints'][K] extends { servedBy: string } ? never : K;
}[keyof T['endpoints']];

/** A handler for every endpoint of the table that a route serves (not the `servedBy` ones). */
export type EndpointHandlers<T extends EndpointTable> = { [K in Routed<T>]: EndpointHandler<T['endpoints'][K]> };

export interface EndpointRouterOptions<T extends EndpointTable> {
  /** Middleware for each rate-limit class the table names (`rateLimit(limiter)`); a missing class fails at start. */
  rateLimits?: Readonly<Record<string, Middleware>>;
  /** Middleware in front of one endpoint's validation, after access and rate limit. */
  before?: Partial<Record<Routed<T>, Middleware[]>>;
}

const accessMiddleware: Record<Endpoint['access'], Middleware[]> = { public: [], user: [requireUser], admin: [requireAdmin] };

/**
 * Mounts every routed endpoint of `table` in declaration order (docs/api.md, Endpoint tables): access
 * (401/403), the rate-limit class (429), then params, query, declared headers and body through their schemas (400 naming
 * each failing field), then the handler, whose result is sent with the declared success status.
 */
export function endpointRouter<T extends EndpointTable>(
  table: T,
  handlers: EndpointHandlers<T>,
  options: EndpointRouterOptions<T> = {},
): Router {
  const router = new Router();
  const byName = handlers as unknown as Record<string, EndpointHandler<Endpoint> | undefined>;
  const before = (options.before ?? {}) as Record<string, Middleware[] | undefined>;
  for (const name of Object.keys(byName)) {
    if (!table.endpoints[name]) throw new Error(`${table.service}: a handler is given for "${name}", which the endpoint table does not declare`);
  }
  for (const [name, endpoint] of Object.entries(table.endpoints)) {
    if (endpoint.servedBy) continue;
    const handler = byName[name];
    if (!handler) throw new Error(`${table.service}: ${endpointName(endpoint)} ("${name}") has no handler`);
    const limit = endpoint.rateLimit ? options.rateLimits?.[endpoint.rateLimit] : undefined;
    if (endpoint.rateLimit && !limit) {
      throw new Error(`${table.service}: ${endpointName(endpoint)} names rate-limit class "${endpoint.rateLimit}", which has no limiter`);
    }
    const status = successStatus(endpoint);
    const handle: Middleware = async (ctx) => {
      const request = {
        params: endpoint.params ? parseParams(ctx, endpoint.params) : undefined,
        query: endpoint.query ? parseQuery(ctx, endpoint.query) : undefined,
        headers: endpoint.headers ? parseHeaders(ctx, endpoint.headers) : undefined,
        body: endpoint.body ? parseBody(ctx, endpoint.body) : undefined,
        user: ctx.state.user as SessionUser | undefined,
      } as EndpointRequest<Endpoint>;
      ctx.status = status;
      const result = await handler(request, ctx);
      if (result !== undefined) ctx.body = result;
    };
    router[endpoint.method](name, endpoint.path, ...accessMiddleware[endpoint.access], ...(limit ? [limit] : []), ...(before[name] ?? []), handle);
  }
  return router;
}
