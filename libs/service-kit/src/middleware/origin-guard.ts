import type { Middleware } from 'koa';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence in depth beside SameSite=Lax: a browser always sends `Origin` on cross-origin
 * state-changing requests, so a present Origin that is not the site's own is refused. Requests without
 * Origin (server-to-server, curl) pass; they carry no ambient browser cookies of a victim.
 */
export function originGuard(opts: { allowedOrigins: string[] }): Middleware {
  const allowed = new Set(opts.allowedOrigins);
  return async function originGuardMiddleware(ctx, next) {
    if (STATE_CHANGING_METHODS.has(ctx.method)) {
      const origin = ctx.get('origin');
      if (origin && !allowed.has(origin)) {
        ctx.throw(403, 'Forbidden: cross-origin request refused');
      }
    }
    await next();
  };
}
