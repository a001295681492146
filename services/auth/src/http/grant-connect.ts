import grant from 'grant';
import createError from 'http-errors';
import type { Middleware } from 'koa';
import { AUTH_PATHS, AUTH_PROVIDER_NAME } from '@alive/contracts';
import type { ServiceConfig } from '@alive/service-kit';
import type { OpenIdProvider } from './openid-provider.ts';

/** What grant keeps in the session between /api/auth/connect/alive and the callback. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  code_verifier: string;
}

function pendingSignIn(value: unknown): PendingSignIn | undefined {
  const pending = value as Partial<PendingSignIn> | undefined;
  return pending && typeof pending.state === 'string' && typeof pending.nonce === 'string' && typeof pending.code_verifier === 'string'
    ? (pending as PendingSignIn)
    : undefined;
}

/**
 * grant's koa handler for the authorization code flow with PKCE, state and nonce, scopes
 * `openid email profile` joined by spaces. Endpoints come from discovery per request (so the provider may
 * start after auth). The tokens are handed over in `ctx.state.grant.response` (transport "state") and
 * never written to the session.
 *
 * Before grant sees a callback, this checks there is a pending sign-in in this browser's session and that
 * `state` matches it: grant itself skips the state check when the session has no state.
 */
export function grantConnect(opts: { config: ServiceConfig; openid: OpenIdProvider }): Middleware {
  const { config } = opts;
  const grantHandler = grant.koa()({
    defaults: {
      origin: config.publicUrl,
      prefix: AUTH_PATHS.grantPrefix,
      transport: 'state',
      state: true,
      nonce: true,
      pkce: true,
    },
    [AUTH_PROVIDER_NAME]: {
      oauth: 2,
      key: config.oidc.clientId,
      secret: config.oidc.clientSecret,
      scope: ['openid', 'email', 'profile'],
      scope_delimiter: ' ',
      token_endpoint_auth_method: 'client_secret_post',
      response: ['tokens'],
      // Nothing a request sends may override these settings: grant would otherwise take the query string of
      // /api/auth/connect/alive as overrides, and with a session present it throws on them (a 500).
      dynamic: [],
      // Replaced per request from discovery; present so grant accepts the provider as configured.
      authorize_url: `${config.oidc.issuer}/auth`,
      access_url: `${config.oidc.issuer}/token`,
    },
  });

  return async function grantConnectMiddleware(ctx, next) {
    if (ctx.path !== AUTH_PATHS.connect && ctx.path !== AUTH_PATHS.callback) return next();
    if (ctx.method !== 'GET') throw createError(405, 'Method Not Allowed');

    if (ctx.path === AUTH_PATHS.connect) {
      // Starting sign-in takes no parameters. grant would read any query string here as provider
      // overrides (and crash on them with a 500), so whatever a link carries is dropped.
      ctx.querystring = '';
    }

    if (ctx.path === AUTH_PATHS.callback) {
      const pending = pendingSignIn(ctx.session?.grant);
      // Any refused callback abandons the attempt: the pending state is single-use.
      const abandon = (message: string) => {
        if (ctx.session) delete ctx.session.grant;
        return createError(400, message);
      };
      if (!pending) throw abandon('Sign-in expired or was started in another browser; please log in again');
      const { state, code, error } = ctx.query;
      if (state !== pending.state) throw abandon('Sign-in state mismatch; please log in again');
      if (typeof code !== 'string' && typeof error !== 'string') throw abandon('Sign-in response incomplete; please log in again');
      ctx.state.pendingSignIn = pending;
    }

    let discovery;
    try {
      discovery = await opts.openid.discovery();
    } catch (error) {
      ctx.log.error({ err: error }, 'OpenID provider unreachable');
      throw createError(503, 'Sign-in is temporarily unavailable; please try again shortly');
    }
    ctx.state.grant = {
      dynamic: { authorize_url: discovery.authorization_endpoint, access_url: discovery.token_endpoint },
    };
    await grantHandler(ctx, next);
  };
}
