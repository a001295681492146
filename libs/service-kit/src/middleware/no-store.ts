import type { Middleware } from 'koa';

export const NO_STORE = 'no-store';

/**
 * API answers are personal (the signed-in user's profile, choices, recommendations), so no browser or
 * shared cache may keep them: every response gets `Cache-Control: no-store` unless its route chose a
 * policy itself (e.g. a public document). Error answers always get no-store, whatever the route set
 * before failing (docs/architecture.md "Security headers"). Every answer also says `nosniff`.
 */
export function noStoreByDefault(): Middleware {
  return async function noStoreByDefaultMiddleware(ctx, next) {
    try {
      await next();
    } finally {
      if (ctx.status >= 400 || !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', NO_STORE);
      // In Kubernetes the Ingress sends /api/* straight to the service, past the edge's security headers
      // (docs/deploy.md, Topology): a JSON answer must never be sniffed into something a browser runs.
      ctx.set('X-Content-Type-Options', 'nosniff');
    }
  };
}
