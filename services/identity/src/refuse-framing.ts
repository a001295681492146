import type { Middleware } from 'koa';

/**
 * The provider's pages (login, consent, logout, errors) must never render inside another site's frame,
 * where a hidden or disguised login form could be clicked through (clickjacking). Both headers: CSP
 * frame-ancestors for current browsers, X-Frame-Options for older ones (docs/architecture.md
 * "Security headers").
 */
export function refuseFraming(): Middleware {
  return async function refuseFramingMiddleware(ctx, next) {
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Content-Security-Policy', "frame-ancestors 'none'");
    await next();
  };
}
