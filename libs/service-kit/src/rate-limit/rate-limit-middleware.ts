import type { Context, Middleware } from 'koa';
import type { RateLimiter } from './rate-limiter.ts';

export interface RateLimitMiddlewareOptions {
  /** What is counted; default the client's address (`ctx.ip`, the address the edge saw). */
  key?: (ctx: Context) => string;
}

/**
 * Counts every request that reaches it against `limiter`; over the limit the request ends in a 429 with
 * `Retry-After` and `{ message }` before anything behind this middleware runs, so it writes nothing.
 */
export function rateLimit(limiter: RateLimiter, options: RateLimitMiddlewareOptions = {}): Middleware {
  const keyOf = options.key ?? ((ctx: Context) => ctx.ip);
  return async function rateLimitMiddleware(ctx, next) {
    await limiter.consume(keyOf(ctx));
    await next();
  };
}
