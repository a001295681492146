import type Router from '@koa/router';
import type { Middleware, ParameterizedContext } from 'koa';
import { AUTH_PATHS, authEndpoints, isSafeReturnPath, type CurrentUser } from '@alive/contracts';
import { endpointRouter, isSessionId, type ServiceConfig, type SessionDatabase, type SessionUser } from '@alive/service-kit';
import { signIn, InvalidIdentityError } from '../domain/sign-in.ts';
import { endSession, startSession } from '../domain/sessions.ts';
import { logoutConfirmPage } from './logout-page.ts';
import type { AdminPolicy } from '../domain/identity-claims.ts';
import type { UserRepository } from '../data/user-repository.ts';
import { IdTokenError, type OpenIdProvider } from './openid-provider.ts';
import type { PendingSignIn } from './grant-connect.ts';

interface GrantTokens {
  id_token?: string;
  access_token?: string;
  error?: unknown;
  error_description?: unknown;
}

export interface AuthRoutesDeps {
  config: ServiceConfig;
  openid: OpenIdProvider;
  users: UserRepository;
  /** Where session records live (the shared database). */
  sessions: SessionDatabase;
  /** Also end the provider's session on logout (RP-initiated logout) when it supports it. */
  endProviderSession: boolean;
  /** The `signInStart` rate-limit class (sign-in-start-limit.ts). */
  signInStartLimit: Middleware;
}

export function toCurrentUser(user: SessionUser): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
  };
}

function hasClaim(claims: Record<string, unknown>, name: string) {
  return claims[name] !== undefined && claims[name] !== null;
}

/**
 * The auth routes, as `authEndpoints` declares them (`connect` is grant's, in front of the routers).
 * Sign-in and logout answer with redirects, cookies and a page, so those handlers set `ctx` themselves.
 */
export function authRoutes(deps: AuthRoutesDeps): Router {
  const { config, openid, users } = deps;
  const policy: AdminPolicy = { adminEmails: config.adminEmails, adminClaim: config.oidc.adminClaim };

  // Reached after grant exchanged the code (grant calls next() with the tokens in ctx.state.grant).
  const finishSignIn = async (ctx: ParameterizedContext) => {
    ctx.set('Cache-Control', 'no-store');
    const pending = ctx.state.pendingSignIn as PendingSignIn | undefined;
    const tokens = (ctx.state.grant as { response?: GrantTokens } | undefined)?.response;
    if (!pending || !tokens) ctx.throw(400, 'Sign-in expired; please log in again');
    // The attempt is used up whatever happens next: a replayed callback finds nothing pending.
    if (ctx.session) delete ctx.session.grant;

    if (tokens.error) {
      if (tokens.error === 'access_denied') {
        ctx.log.info('sign-in cancelled at the provider');
        ctx.redirect('/');
        return;
      }
      ctx.log.warn({ error: tokens.error, description: tokens.error_description }, 'sign-in failed at the provider');
      ctx.throw(401, 'Sign-in failed; please try again');
    }
    if (!tokens.id_token) ctx.throw(401, 'Sign-in failed: the provider returned no id_token');

    let user: SessionUser;
    try {
      const idTokenClaims = await openid.verifyIdToken(tokens.id_token, { nonce: pending.nonce });
      const needsUserinfo = !hasClaim(idTokenClaims, 'email') && tokens.access_token;
      const userinfoClaims = needsUserinfo ? await openid.userinfo(tokens.access_token!) : undefined;
      user = await signIn({ idTokenClaims, userinfoClaims }, { users, policy });
    } catch (error) {
      if (error instanceof IdTokenError || error instanceof InvalidIdentityError) {
        ctx.log.warn({ err: error }, 'sign-in rejected');
        ctx.throw(401, 'Sign-in failed: the identity could not be verified');
      }
      if ((error as { code?: string }).code === 'P2002') {
        ctx.throw(409, 'This e-mail address already belongs to another account');
      }
      throw error;
    }

    // Where the Login button was pressed (checked again: the session is the browser's to send).
    const returnTo = typeof ctx.session?.returnTo === 'string' && isSafeReturnPath(ctx.session.returnTo) ? ctx.session.returnTo : '/';
    // A brand-new session object and a brand-new session record: nothing from before sign-in (grant's
    // state, anything an attacker planted) survives, so there is no session fixation. Only the record's
    // id goes into the cookie (docs/architecture.md "Sessions").
    ctx.session = null;
    ctx.session = { sid: await startSession(deps.sessions, user.id, config) };
    ctx.state.user = user;
    ctx.log.info({ userId: user.id, isAdmin: user.isAdmin }, 'signed in');
    ctx.redirect(returnTo);
  };

  /**
   * Only this site's own pages may end a session. The kit's Origin check lets a POST without Origin
   * pass; logout is stricter: a browser says where the form was (Origin, or Sec-Fetch-Site where it sends
   * no Origin), and a request that says neither cannot be told apart from one planted elsewhere.
   */
  const fromThisSite = (ctx: ParameterizedContext) => {
    const origin = ctx.get('origin');
    if (origin) return origin === config.publicOrigin;
    return ctx.get('sec-fetch-site') === 'same-origin';
  };

  // Ends the session everywhere (its record is deleted, so every copy of the cookie is signed out), then
  // the provider's session when it supports RP-initiated logout.
  const logout = async (ctx: ParameterizedContext, wasSignedIn: boolean) => {
    ctx.set('Cache-Control', 'no-store');
    if (!fromThisSite(ctx)) ctx.throw(403, 'Forbidden: log out from this site');
    const sid = ctx.session?.sid;
    if (isSessionId(sid)) await endSession(deps.sessions, sid);
    ctx.session = null;
    let location = '/';
    if (deps.endProviderSession && wasSignedIn) {
      try {
        location = (await openid.endSessionUrl(`${config.publicUrl}/`)) ?? '/';
      } catch (error) {
        ctx.log.warn({ err: error }, 'provider logout skipped: provider unreachable');
      }
    }
    ctx.redirect(location);
  };

  return endpointRouter(
    authEndpoints,
    {
      // Full-page navigation from the Login buttons.
      login: ({ query }, ctx) => {
        ctx.set('Cache-Control', 'no-store');
        // Kept beside grant's pending sign-in until the callback; a new login without one forgets the old.
        if (ctx.session) {
          const returnTo = query.returnTo ?? returnPathOfReferer(ctx.get('referer'), config.publicUrl);
          if (returnTo) ctx.session.returnTo = returnTo;
          else delete ctx.session.returnTo;
        }
        ctx.redirect(AUTH_PATHS.connect);
      },
      callback: (_request, ctx) => finishSignIn(ctx),
      // A link or an image on another site can send a GET, so GET only asks (docs/product/platform.md "Logout").
      logoutPage: ({ user }, ctx) => {
        ctx.set('Cache-Control', 'no-store');
        ctx.type = 'html';
        ctx.body = logoutConfirmPage({ signedInAs: user ? (user.email ?? user.firstName ?? user.id) : undefined });
      },
      logout: ({ user }, ctx) => logout(ctx, Boolean(user)),
      currentUser: ({ user }, ctx) => {
        ctx.set('Cache-Control', 'no-store');
        return toCurrentUser(user);
      },
    },
    { rateLimits: { signInStart: deps.signInStartLimit } },
  );
}

/**
 * The page a Login link without `returnTo` was followed from, when it is a page of this site: a link
 * clicked before the page's script has made it carry its path (a signed-out landing painted from its
 * document, docs/product/platform.md, Auth gate) still comes back there after sign-in. The browser sends
 * the whole address to the same origin (Referrer-Policy strict-origin-when-cross-origin, set by the
 * edge); from elsewhere, or for `/`, there is nothing to come back to.
 */
export function returnPathOfReferer(referer: string, publicUrl: string): string | undefined {
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(publicUrl).origin) return undefined;
    const path = `${from.pathname}${from.search}`;
    return path !== '/' && !path.startsWith('/api/') && isSafeReturnPath(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
