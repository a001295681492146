import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { isApiPath } from './api-requests.ts';
import { NO_CACHE, NO_STORE } from './cache-policy.ts';
import { sendJson } from './send-json.ts';

/** Koa's 'error' listener: a visitor who leaves while a file is still streaming closes it early, and nothing went wrong. */
export function logEdgeErrors(logger: Logger | undefined): (error: NodeJS.ErrnoException, ctx?: Context) => void {
  return (error, ctx) => {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
    logger?.error({ err: error, path: ctx?.path }, 'edge error');
  };
}

export function errorToJson(logger: Logger | undefined): Middleware {
  return async function errorToJson(ctx, next) {
    try {
      await next();
    } catch (error) {
      logger?.error({ err: error, path: ctx.path }, 'edge error');
      // An API path's answer is never stored, a failure included (docs/architecture.md "Security headers").
      sendJson(ctx, 500, { message: 'Internal Server Error' }, isApiPath(ctx.path) ? NO_STORE : NO_CACHE);
    }
  };
}

/** The headers every answer of the site carries (security-headers.ts). */
export function withHeaders(headers: Readonly<Record<string, string>>): Middleware {
  return async function securityHeaders(ctx, next) {
    ctx.set(headers);
    await next();
  };
}

/** Production keeps the builds' source maps private (docs/architecture.md "Security headers"). */
export function hideSourceMaps(sourceMaps: boolean): Middleware {
  return async function hideSourceMaps(ctx, next) {
    if (!sourceMaps && ctx.path.toLowerCase().endsWith('.map')) return sendJson(ctx, 404, { message: `Not found: ${ctx.path}` });
    await next();
  };
}
