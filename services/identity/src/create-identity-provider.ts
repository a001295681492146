import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type InteractionDetails, type KoaContextWithOIDC } from 'oidc-provider';
import type { Context } from 'koa';
import { isTooManyRequests, trustedClientAddress, trustedProxiesFrom } from '@alive/service-kit';
import { createAccountDirectory, type IdentityAccount } from './accounts.ts';
import { createDeviceCookies, signInAccountKey } from './device-cookies.ts';
import { avatarSvg, consentPage, errorPage, loginPage, logoutPage, signedOutPage } from './pages.ts';
import { readForm } from './read-form.ts';
import { createSignInLimiters, limitSignInAttempt, type SignInLimiters } from './sign-in-limits.ts';
import { refuseFraming } from './refuse-framing.ts';

export interface IdentityClient {
  clientId: string;
  clientSecret: string;
  clientName?: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  /** First-party clients get consent granted without asking. */
  firstParty?: boolean;
}

export interface CreateIdentityProviderOptions {
  /** Issuer URL as clients reach it, e.g. http://localhost:4100. */
  issuer: string;
  clients: IdentityClient[];
  accounts: readonly IdentityAccount[];
  /**
   * The login page lists the accounts and, when they share one, their password (default true). Off in
   * production: a demo site asked for by name still does not print it (docs/deploy.md, "Production settings").
   */
  listAccounts?: boolean;
  /** Keys signing the provider's own cookies; a random key made at start when omitted (state is in memory anyway). */
  cookieKeys?: string[];
  /** RS256 private JWK for id_tokens; generated at start when omitted (clients fetch the JWKS). */
  signingKey?: JWK;
  /** Limits on failed sign-ins (sign-in-limits.ts); default: the default limits, counted in memory. */
  signInLimiters?: SignInLimiters;
  /** TRUSTED_PROXIES entries; default none. */
  trustedProxies?: readonly string[];
  /**
   * Keys signing the device cookies of the sign-in limits (device-cookies.ts; IDENTITY_DEVICE_COOKIE_KEYS);
   * a random key made at start when omitted, so earlier device cookies then stop counting.
   */
  deviceCookieKeys?: readonly string[];
}

/** Claims per scope; `alive_admin` is the custom claim that services may map to isAdmin. */
const CLAIMS_BY_SCOPE = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'given_name', 'family_name', 'picture', 'alive_admin'],
};

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, alg: 'RS256', use: 'sig', kid: `local-${Date.now().toString(36)}` };
}

/**
 * A local OpenID provider (oidc-provider v9) standing in for the third-party developer platform:
 * authorization code flow with PKCE required, a login page for the given accounts, consent granted
 * automatically for first-party clients, RP-initiated logout. Returns a Koa app to listen on.
 */
export async function createIdentityProvider(opts: CreateIdentityProviderOptions): Promise<Provider> {
  const issuer = opts.issuer.replace(/\/+$/, '');
  const directory = createAccountDirectory(opts.accounts);
  const listed = opts.listAccounts === false ? [] : directory.all();
  const firstParty = new Set(opts.clients.filter((client) => client.firstParty !== false).map((client) => client.clientId));
  const signingKey = opts.signingKey ?? (await generateSigningKey());
  const signInLimiters = opts.signInLimiters ?? createSignInLimiters();
  const deviceCookies = createDeviceCookies({
    keys: opts.deviceCookieKeys?.length ? opts.deviceCookieKeys : [randomBytes(32).toString('base64url')],
    // The browser reaches the provider at its issuer URL, so that decides, as PUBLIC_URL does for the session cookie.
    secure: new URL(issuer).protocol === 'https:',
  });

  const pictureOf = (account: IdentityAccount) => account.picture ?? `${issuer}/avatars/${encodeURIComponent(account.id)}.svg`;

  const provider = new Provider(issuer, {
    clients: opts.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      client_name: client.clientName ?? client.clientId,
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris ?? [],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    async findAccount(_ctx: unknown, sub: string) {
      const account = directory.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        async claims() {
          return {
            sub: account.id,
            email: account.email,
            email_verified: true,
            name: `${account.givenName} ${account.familyName}`,
            given_name: account.givenName,
            family_name: account.familyName,
            picture: pictureOf(account),
            alive_admin: account.isAdmin,
          };
        },
      };
    },
    claims: CLAIMS_BY_SCOPE,
    // Put the requested scope claims in the id_token too, so the client needs no userinfo round trip.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    responseTypes: ['code'],
    // Never a key from the source: signed cookies would be forgeable by whoever reads it.
    cookies: { keys: opts.cookieKeys ?? [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey] },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: Context, form: string) {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        async postLogoutSuccessSource(ctx: Context) {
          ctx.type = 'html';
          ctx.body = signedOutPage();
        },
      },
    },
    async renderError(ctx: Context, out: { error?: string; error_description?: string }) {
      ctx.type = 'html';
      ctx.body = errorPage('Sign-in problem', out.error_description ?? out.error ?? 'Something went wrong.');
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
  });
  provider.proxy = true;
  // ctx.ip, the sign-in limits' address key, believes X-Forwarded-For only from TRUSTED_PROXIES (none by
  // default: browsers reach the provider directly), so a made-up header never buys a fresh quota
  // (docs/architecture.md, "Trusted proxies").
  provider.use(trustedClientAddress(trustedProxiesFrom(opts.trustedProxies ?? [])));

  const clientNameOf = async (details: InteractionDetails) => {
    const clientId = String(details.params.client_id ?? '');
    const client = await provider.Client.find(clientId);
    return { clientId, clientName: client?.clientName ?? clientId };
  };

  /** Grants every scope/claim the consent prompt says is missing, then resumes the authorization. */
  const grantConsent = async (ctx: Context, details: InteractionDetails) => {
    const accountId = details.session?.accountId;
    const clientId = String(details.params.client_id ?? '');
    if (!accountId) throw Object.assign(new Error('Sign in first'), { status: 400 });
    const grant = (details.grantId && (await provider.Grant.find(details.grantId))) || new provider.Grant({ accountId, clientId });
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope?.length) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    return provider.interactionResult(ctx.req, ctx.res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  };

  const redirectAfterPost = (ctx: Context, location: string) => {
    ctx.status = 303;
    ctx.redirect(location);
    ctx.status = 303;
  };

  const router = new Router();

  router.get('/interaction/:uid', async (ctx) => {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const { clientId, clientName } = await clientNameOf(details);
    ctx.set('Cache-Control', 'no-store');
    if (details.prompt.name === 'login') {
      ctx.type = 'html';
      ctx.body = loginPage({ uid: details.uid, clientName, accounts: listed });
      return;
    }
    if (details.prompt.name === 'consent' && firstParty.has(clientId)) {
      ctx.redirect(await grantConsent(ctx, details));
      return;
    }
    ctx.type = 'html';
    ctx.body = consentPage({ uid: details.uid, clientName, scopes: String(details.params.scope ?? '').split(' ') });
  });

  router.post('/interaction/:uid/login', async (ctx) => {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const form = await readForm(ctx);
    const email = form.get('email') ?? '';
    const showLoginAgain = async (status: number, error: string) => {
      const { clientName } = await clientNameOf(details);
      ctx.status = status;
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = loginPage({ uid: details.uid, clientName, email, error, accounts: listed });
    };
    const accountKey = signInAccountKey(email);
    // Not signed with the provider's cookie keys (koa's default here): device cookies carry their own HMAC.
    const device = deviceCookies.verify(ctx.cookies.get(deviceCookies.nameFor(accountKey), { signed: false }), accountKey);
    let account: IdentityAccount | undefined;
    try {
      account = await limitSignInAttempt(signInLimiters, { address: ctx.ip, email, device }, () =>
        directory.authenticate(email, form.get('password') ?? ''),
      );
    } catch (error) {
      if (!isTooManyRequests(error)) throw error;
      ctx.set('Retry-After', String(error.retryAfterSeconds));
      await showLoginAgain(429, error.message);
      return;
    }
    if (!account) {
      await showLoginAgain(401, 'Invalid email or password.');
      return;
    }
    // A new device cookie at every sign-in; the one presented, if any, is retired (sign-in-limits.ts).
    ctx.append('Set-Cookie', deviceCookies.setCookieHeader(accountKey, deviceCookies.issue(accountKey)));
    const location = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    );
    redirectAfterPost(ctx, location);
  });

  router.post('/interaction/:uid/confirm', async (ctx) => {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    redirectAfterPost(ctx, await grantConsent(ctx, details));
  });

  router.post('/interaction/:uid/abort', async (ctx) => {
    const location = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
      { mergeWithLastSubmission: false },
    );
    redirectAfterPost(ctx, location);
  });

  // Same probes as every service, so start scripts and orchestrators can wait for the provider.
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'alive' };
  });
  router.get('/readyz', (ctx) => {
    ctx.body = { status: 'ready' };
  });

  router.get('/avatars/:file', (ctx) => {
    const match = /^(.+)\.svg$/.exec(ctx.params.file ?? '');
    const account = match?.[1] ? directory.findById(match[1]) : undefined;
    if (!account) {
      ctx.status = 404;
      ctx.body = { message: 'Not Found' };
      return;
    }
    ctx.type = 'image/svg+xml';
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = avatarSvg(account);
  });

  provider.use(refuseFraming());

  // Interaction cookies missing/expired (e.g. the login page was left open for an hour): a clear page.
  provider.use(async function interactionErrors(ctx, next) {
    try {
      await next();
    } catch (error) {
      if (!ctx.path.startsWith('/interaction/')) throw error;
      const status = (error as { status?: number }).status ?? 500;
      ctx.status = status >= 400 && status < 500 ? status : 500;
      ctx.type = 'html';
      ctx.body = errorPage(
        'Sign-in expired',
        status < 500 ? 'This sign-in attempt is no longer valid. Go back to A.L.I.V.E and choose Login again.' : 'Something went wrong.',
      );
    }
  });
  provider.use(router.routes());
  return provider;
}

export type { Provider, KoaContextWithOIDC };
