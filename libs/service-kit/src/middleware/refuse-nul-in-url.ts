import type { Middleware } from 'koa';
import createError from 'http-errors';
import { NUL_REFUSED_MESSAGE } from '../strict-input.ts';

/** `%00` in the raw URL: what the query parser and the router would decode into a NUL character. */
const ENCODED_NUL = /%00/i;

/**
 * Refuses a path or query string holding an (encoded) NUL character with 400 before any route runs, so a
 * route that reads `ctx.params` or `ctx.query` without a contract still cannot hand one to Postgres, whose
 * text columns refuse it with an error (a 500) (docs/api.md, Input rules).
 */
export function refuseNulInUrl(): Middleware {
  return async function refuseNulInUrlMiddleware(ctx, next) {
    const url = ctx.originalUrl;
    if (ENCODED_NUL.test(url) || url.includes('\u0000')) throw createError(400, `Invalid URL: ${NUL_REFUSED_MESSAGE}`);
    await next();
  };
}
