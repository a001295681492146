import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { ErrorResponse } from '@alive/contracts';

/** The methods the platform's routes are written with; the routers answer anything else. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * A method no route is written with (TRACE, PROPFIND, CONNECT, made-up ones) is the caller's mistake,
 * not the service's: 405 with the `Allow` header of the path (empty for a path nobody serves) and a
 * `{ message }` body, logged at info like any refusal. The router would answer 501, which the request
 * log files at error level, so anyone could fill the error log (docs/api.md, Input rules).
 * `routers` may depend on the request: a public port off loopback does not list the internal
 * endpoints (docs/architecture.md, "Internal endpoints").
 */
export function refuseUnknownMethods(routers: readonly Router[] | ((ctx: Context) => readonly Router[])): Middleware {
  return async function refuseUnknownMethodsMiddleware(ctx, next) {
    if (KNOWN_METHODS.has(ctx.method)) return next();
    const allowed = new Set<string>();
    for (const router of typeof routers === 'function' ? routers(ctx) : routers) {
      for (const layer of router.match(ctx.path, 'GET').path) for (const method of layer.methods) allowed.add(method);
    }
    ctx.set('Allow', [...allowed].join(', '));
    ctx.status = 405;
    const body: ErrorResponse = { message: `Method ${ctx.method} is not allowed here` };
    ctx.body = body;
  };
}
