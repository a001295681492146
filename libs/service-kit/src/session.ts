import type Koa from 'koa';
import type { Middleware } from 'koa';
import createSession from 'koa-session';
import type { ServiceConfig } from './config.ts';
import { CookieSigner } from './cookie-signer.ts';

/** One cookie for the whole site; every service reads it, only auth writes who is signed in. */
export const SESSION_COOKIE_NAME = 'alive.sid';

export function sessionOptions(config: ServiceConfig) {
  return {
    key: SESSION_COOKIE_NAME,
    // The cookie lives exactly as long as the session record may (docs/architecture.md "Sessions").
    maxAge: config.sessionAbsoluteLifetimeMs,
    httpOnly: true,
    signed: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    // Never extended: the absolute lifetime counts from sign-in; activity only matters to the idle timeout,
    // which the session record tracks server-side.
    renew: false,
    rolling: false,
  } as const;
}

/** koa-session over the signed `alive.sid` cookie; sets `app.keys` from SESSION_KEYS. */
export function sessionMiddleware(app: Koa, config: ServiceConfig): Middleware {
  // Keygrip's interface, remembering verified signatures (cookie-signer.ts).
  app.keys = new CookieSigner(config.sessionKeys);
  return createSession({ ...sessionOptions(config) }, app) as Middleware;
}
