import type { Middleware } from 'koa';
import { AUTH_PATHS } from '@alive/contracts';
import { rateLimit, type RateLimiter, type RateLimitSetting } from '@alive/service-kit';

/**
 * Requests per address that start a sign-in: one sign-in is two of them (`/api/login`, then the
 * authorization request), so the default lets 30 sign-ins a minute through one address.
 */
export const SIGN_IN_START_RATE_LIMIT_DEFAULT: RateLimitSetting = { points: 60, durationSeconds: 60 };

/** The `signInStart` rate-limit class of `authEndpoints`: counts per client address. */
export function signInStartLimit(limiter: RateLimiter): Middleware {
  return rateLimit(limiter);
}

function grantStartsSignIn(path: string): boolean {
  return path.startsWith(`${AUTH_PATHS.grantPrefix}/`) && path !== AUTH_PATHS.callback;
}

/**
 * The same class in front of grant, which answers `/api/auth/connect/...` before any router (no route
 * can carry it): every path there except the callback, which only finishes a sign-in, is counted, and
 * over the limit it is 429 with Retry-After before grant stores anything in the session or asks the provider.
 */
export function limitGrantSignInStarts(limiter: RateLimiter): Middleware {
  const limit = signInStartLimit(limiter);
  return async function grantSignInStartLimit(ctx, next) {
    if (grantStartsSignIn(ctx.path)) return limit(ctx, next);
    await next();
  };
}
