import type { Middleware } from 'koa';
import { AUTH_PATHS } from '@alive/contracts';
import type { RateLimiter, RateLimitSetting } from '@alive/service-kit';

/**
 * Requests per address that start a sign-in: one sign-in is two of them (`/api/login`, then the
 * authorization request), so the default lets 30 sign-ins a minute through one address.
 */
export const SIGN_IN_START_RATE_LIMIT_DEFAULT: RateLimitSetting = { points: 60, durationSeconds: 60 };

function startsSignIn(path: string): boolean {
  return path === AUTH_PATHS.login || (path.startsWith(`${AUTH_PATHS.grantPrefix}/`) && path !== AUTH_PATHS.callback);
}

/**
 * Counts every request that starts a sign-in (`/api/login`, `/api/auth/connect/...` except the
 * callback, which only finishes one) per client address; over the limit: 429 with Retry-After before
 * grant stores anything in the session or asks the provider.
 */
export function limitSignInStarts(limiter: RateLimiter): Middleware {
  return async function signInStartLimit(ctx, next) {
    if (startsSignIn(ctx.path)) await limiter.consume(ctx.ip);
    await next();
  };
}
