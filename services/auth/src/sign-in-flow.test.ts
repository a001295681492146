import { createPrismaClient } from '@alive/db';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { createIdentityProvider, SEED_ACCOUNTS, SEED_PASSWORD, authServiceClient } from '@alive/identity-service';
import { loadServiceConfig } from '@alive/service-kit';
import { CurrentUser } from '@alive/contracts';
import { USER_SIGNED_UP_SUBJECT, userSignedUpV1Schema } from '@alive/events';
import { expectContract, expectError, reserveTestServer, signedSessionCookie, type ReadResponse, type ReservedTestServer } from '@alive/service-kit/testing';
import { createAuthService } from './app.ts';
import { BrowserLikeClient, findForm, type Hop } from './test-support/browser-like-client.ts';

const CLIENT_ID = 'alive-web-test';
const CLIENT_SECRET = 'test-client-secret';
const SESSION_KEYS = 'flow-test-key';

interface AuthSite {
  server: ReservedTestServer;
  url: string;
}

let db: TestDatabase;
let identity: ReservedTestServer;
let site: AuthSite;
let claimSite: AuthSite;

function serviceEnv(publicUrl: string, extra: Record<string, string> = {}) {
  return loadServiceConfig({
    LOG_LEVEL: 'silent',
    SESSION_KEYS,
    PUBLIC_URL: publicUrl,
    OIDC_ISSUER: identity.url,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    ...extra,
  });
}

// These tests start far more sign-ins from one address than a person would; the limit has its own test
// (sign-in-start-limit.test.ts).
const MANY_SIGN_INS = { points: 10_000, durationSeconds: 60 };

beforeAll(async () => {
  db = await createTestDatabase();
  identity = await reserveTestServer();
  const authServer = await reserveTestServer();
  const claimServer = await reserveTestServer();
  const mainClient = authServiceClient({ publicUrl: authServer.url, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  const claimClient = authServiceClient({ publicUrl: claimServer.url, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  identity.attach(
    await createIdentityProvider({
      issuer: identity.url,
      clients: [
        {
          ...mainClient,
          redirectUris: [...mainClient.redirectUris, ...claimClient.redirectUris],
          postLogoutRedirectUris: [...(mainClient.postLogoutRedirectUris ?? []), ...(claimClient.postLogoutRedirectUris ?? [])],
        },
      ],
      accounts: SEED_ACCOUNTS,
    }),
  );
  authServer.attach(createAuthService({ prisma: db.as('auth'), config: serviceEnv(authServer.url), signInRateLimit: MANY_SIGN_INS }));
  // Same flow, admin rights from the provider's alive_admin claim instead of e-mails.
  claimServer.attach(
    createAuthService({
      prisma: db.as('auth'),
      config: serviceEnv(claimServer.url, { ADMIN_EMAILS: '', OIDC_ADMIN_CLAIM: 'alive_admin' }),
      signInRateLimit: MANY_SIGN_INS,
    }),
  );
  site = { server: authServer, url: authServer.url };
  claimSite = { server: claimServer, url: claimServer.url };
});

afterAll(async () => {
  await site?.server.close();
  await claimSite?.server.close();
  await identity?.close();
  await db?.drop();
});

const isCallback = (auth: AuthSite) => (url: string) => url.startsWith(`${auth.url}/api/auth/connect/alive/callback`);

/** /api/login → provider login page. */
async function openLoginPage(browser: BrowserLikeClient, auth: AuthSite) {
  const { final, hops } = await browser.follow(`${auth.url}/api/login`);
  expect(hops[0]?.status).toBe(302);
  expect(hops[0]?.location).toBe(`${auth.url}/api/auth/connect/alive`);
  expect(final.status).toBe(200);
  expect(final.url).toMatch(new RegExp(`^${identity.url}/interaction/`));
  return { page: final, hops };
}

/** Submits the login form and follows through consent up to (not into) the callback. */
async function submitCredentials(browser: BrowserLikeClient, auth: AuthSite, email: string, password = SEED_PASSWORD) {
  const { page } = await openLoginPage(browser, auth);
  const form = findForm(page.body, /\/login$/);
  expect(form).toBeDefined();
  return browser.follow(new URL(form!.action, page.url).href, { form: { email, password }, stopBefore: isCallback(auth) });
}

async function signIn(browser: BrowserLikeClient, auth: AuthSite, email: string) {
  const submitted = await submitCredentials(browser, auth, email);
  expect(submitted.pending).toBeDefined();
  return browser.follow(submitted.pending!);
}

/** A JSON hop as the contract helpers read it. */
function jsonOf(hop: Hop): ReadResponse {
  return { status: hop.status, body: hop.body ? (JSON.parse(hop.body) as unknown) : undefined, url: hop.url };
}

async function currentUser(browser: BrowserLikeClient, auth: AuthSite): Promise<ReadResponse> {
  return jsonOf(await browser.request(`${auth.url}/api/auth/user`));
}

/** GET /api/auth/user must answer 200 with the CurrentUser contract. */
async function signedInUser(browser: BrowserLikeClient, auth: AuthSite): Promise<CurrentUser> {
  return expectContract(CurrentUser, await currentUser(browser, auth), { status: 200 });
}

async function expectSignedOut(browser: BrowserLikeClient, auth: AuthSite): Promise<void> {
  expect(await expectError(await currentUser(browser, auth), 401)).toBe('Unauthorized');
}

describe('sign-in through the local OpenID provider', () => {
  it('GET /api/auth/user is 401 when signed out', async () => {
    await expectSignedOut(new BrowserLikeClient(), site);
  });

  it('the authorization request uses code + PKCE (S256) + state + nonce with space-separated scopes', async () => {
    const browser = new BrowserLikeClient();
    const hop = await browser.request(`${site.url}/api/auth/connect/alive`);
    expect(hop.status).toBe(302);
    const authorize = new URL(hop.location!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${identity.url}/auth`);
    const params = authorize.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('redirect_uri')).toBe(`${site.url}/api/auth/connect/alive/callback`);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toMatch(/^[0-9a-f]{40}$/);
    expect(params.get('nonce')).toMatch(/^[0-9a-f]{40}$/);
  });

  it('shows the login page with email/password fields, the Sign in button and the demo accounts', async () => {
    const { page } = await openLoginPage(new BrowserLikeClient(), site);
    expect(page.body).toContain('name="email"');
    expect(page.body).toContain('name="password"');
    expect(page.body).toContain('>Sign in</button>');
    expect(page.body).toContain('admin@alive.local');
    expect(page.body).toContain('alex@alive.local');
    expect(page.body).toContain('alive-demo');
  });

  it('signs the admin in, upserts the user and returns it from /api/auth/user', async () => {
    const browser = new BrowserLikeClient();
    const { final } = await signIn(browser, site, 'admin@alive.local');
    expect(final.status).toBe(404); // landed on `/` of the bare auth service (the edge serves the shell there)
    expect(final.url).toBe(`${site.url}/`);

    expect(await signedInUser(browser, site)).toEqual({
      id: 'local-admin',
      email: 'admin@alive.local',
      firstName: 'Ada',
      lastName: 'Admin',
      profileImageUrl: `${identity.url}/avatars/local-admin.svg`,
      isAdmin: true,
    });
    const row = await db.prisma.user.findUnique({ where: { id: 'local-admin' } });
    expect(row).toMatchObject({ email: 'admin@alive.local', firstName: 'Ada', isAdmin: true });
  });

  it('signs a regular user in without admin rights', async () => {
    const browser = new BrowserLikeClient();
    await signIn(browser, site, 'alex@alive.local');
    expect(await signedInUser(browser, site)).toMatchObject({ id: 'local-alex', email: 'alex@alive.local', firstName: 'Alex', lastName: 'Rivera', isAdmin: false });
  });

  it('keeps only the session record id in the session cookie: no user id, no tokens, no leftover sign-in state', async () => {
    const browser = new BrowserLikeClient();
    await signIn(browser, site, 'alex@alive.local');
    const raw = browser.cookie('alive.sid');
    expect(raw).toBeDefined();
    const session = JSON.parse(Buffer.from(raw!, 'base64').toString('utf8')) as Record<string, unknown>;
    expect(Object.keys(session).sort()).toEqual(['_expire', '_maxAge', 'sid']);
    expect(session.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await db.prisma.session.findUnique({ where: { id: session.sid as string } })).toMatchObject({ userId: 'local-alex' });
  });

  it('starts a fresh session at sign-in (nothing from before survives)', async () => {
    const browser = new BrowserLikeClient();
    const submitted = await submitCredentials(browser, site, 'alex@alive.local');
    const before = browser.cookie('alive.sid');
    const beforeSession = JSON.parse(Buffer.from(before!, 'base64').toString('utf8')) as Record<string, unknown>;
    expect(beforeSession.grant).toBeDefined();
    await browser.follow(submitted.pending!);
    const after = JSON.parse(Buffer.from(browser.cookie('alive.sid')!, 'base64').toString('utf8')) as Record<string, unknown>;
    expect(after.grant).toBeUndefined();
    expect(after.sid).toEqual(expect.any(String));
    expect(after.sid).not.toBe(beforeSession.sid);
  });

  it('updates the stored profile on the next sign-in instead of duplicating the user', async () => {
    await db.prisma.user.update({ where: { id: 'local-alex' }, data: { firstName: 'Stale', isAdmin: true } });
    await signIn(new BrowserLikeClient(), site, 'alex@alive.local');
    const rows = await db.prisma.user.findMany({ where: { email: 'alex@alive.local' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Alex', isAdmin: false });
  });

  it('announces a first sign-in once, as user.signed_up in the outbox, and never a later one', async () => {
    const signedUp = () => db.prisma.authOutboxEvent.findMany({ where: { subject: USER_SIGNED_UP_SUBJECT, payload: { path: ['userId'], equals: 'local-sam' } } });
    expect(await signedUp()).toEqual([]);
    await signIn(new BrowserLikeClient(), site, 'sam@alive.local');
    const events = await signedUp();
    expect(events).toHaveLength(1);
    expect(userSignedUpV1Schema.parse(events[0]!.payload)).toMatchObject({ userId: 'local-sam', eventId: events[0]!.id });
    await signIn(new BrowserLikeClient(), site, 'sam@alive.local');
    expect(await signedUp()).toHaveLength(1);
  });

  it('rejects a wrong password on the login page', async () => {
    const browser = new BrowserLikeClient();
    const submitted = await submitCredentials(browser, site, 'alex@alive.local', 'wrong-password');
    expect(submitted.final.status).toBe(401);
    expect(submitted.final.body).toContain('Invalid email or password.');
    expect(submitted.pending).toBeUndefined();
    await expectSignedOut(browser, site);
  });

  it('returns to / signed out when the user cancels at the provider', async () => {
    const browser = new BrowserLikeClient();
    const { page } = await openLoginPage(browser, site);
    const cancel = findForm(page.body, /\/abort$/);
    const { final } = await browser.follow(new URL(cancel!.action, page.url).href, { form: {} });
    expect(final.url).toBe(`${site.url}/`);
    await expectSignedOut(browser, site);
  });

  it('logout clears the session, ends the provider session and lands on /', async () => {
    const browser = new BrowserLikeClient();
    await signIn(browser, site, 'admin@alive.local');
    await signedInUser(browser, site);

    const logout = await browser.follow(`${site.url}/api/logout`, { method: 'POST', headers: { origin: site.url } });
    expect(logout.hops[0]?.status).toBe(302);
    await expectSignedOut(browser, site);
    // The provider asks its logout page to confirm; the page submits itself in a browser.
    expect(logout.final.url).toMatch(new RegExp(`^${identity.url}/session/end`));
    const confirm = findForm(logout.final.body, /session\/end\/confirm/);
    expect(confirm).toBeDefined();
    const confirmed = await browser.follow(new URL(confirm!.action, logout.final.url).href, { form: { ...confirm!.hidden, logout: 'yes' } });
    expect(confirmed.final.url).toBe(`${site.url}/`);

    // The provider forgot the person too: the next login asks for credentials again.
    await openLoginPage(browser, site);
  });

  it('logout when signed out just returns to /', async () => {
    const hop = await new BrowserLikeClient().request(`${site.url}/api/logout`, { method: 'POST', headers: { origin: site.url } });
    expect(hop.status).toBe(302);
    expect(hop.location).toBe(`${site.url}/`);
  });

  it('refuses a callback whose state was tampered with, and signs nobody in', async () => {
    const browser = new BrowserLikeClient();
    const submitted = await submitCredentials(browser, site, 'alex@alive.local');
    const callback = new URL(submitted.pending!);
    callback.searchParams.set('state', 'f'.repeat(40));
    const hop = await browser.request(callback.href);
    expect(await expectError(jsonOf(hop), 400)).toBe('Sign-in state mismatch; please log in again');
    await expectSignedOut(browser, site);
    // The genuine callback is no longer accepted either: the attempt was abandoned.
    expect(await expectError(jsonOf(await browser.request(submitted.pending!)), 400)).toMatch(/^Sign-in expired/);
    await expectSignedOut(browser, site);
  });

  it('refuses a callback delivered to a different browser (no pending sign-in)', async () => {
    const victim = new BrowserLikeClient();
    const attacker = new BrowserLikeClient();
    const submitted = await submitCredentials(attacker, site, 'alex@alive.local');
    expect(await expectError(jsonOf(await victim.request(submitted.pending!)), 400)).toMatch(/^Sign-in expired or was started in another browser/);
    await expectSignedOut(victim, site);
  });

  it('refuses a state-changing request from a foreign Origin', async () => {
    const browser = new BrowserLikeClient();
    await signIn(browser, site, 'alex@alive.local');
    const hop = await browser.request(`${site.url}/api/logout`, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(await expectError(jsonOf(hop), 403)).toBe('Forbidden: cross-origin request refused');
    await signedInUser(browser, site);
    const sameOrigin = await browser.request(`${site.url}/api/logout`, { method: 'POST', headers: { origin: site.url } });
    expect(sameOrigin.status).toBe(302);
    await expectSignedOut(browser, site);
  });

  it('gives the session cookie the absolute lifetime (30 days) from sign-in', async () => {
    const browser = new BrowserLikeClient();
    const submitted = await submitCredentials(browser, site, 'alex@alive.local');
    const response = await fetch(submitted.pending!, { redirect: 'manual', headers: { cookie: browser.cookieHeader(submitted.pending!) } });
    const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith('alive.sid=') && !/expires=Thu, 01 Jan 1970/i.test(cookie));
    const expires = Date.parse(/expires=([^;]+)/i.exec(sid ?? '')?.[1] ?? '');
    expect(Math.abs(expires - (Date.now() + 30 * 24 * 60 * 60 * 1000))).toBeLessThan(60_000);
  });

  it('can take admin rights from the configured provider claim instead of e-mails', async () => {
    const admin = new BrowserLikeClient();
    await signIn(admin, claimSite, 'admin@alive.local');
    expect((await signedInUser(admin, claimSite)).isAdmin).toBe(true);
    const regular = new BrowserLikeClient();
    await signIn(regular, claimSite, 'alex@alive.local');
    expect((await signedInUser(regular, claimSite)).isAdmin).toBe(false);
  });
});

describe('coming back after sign-in (GET /api/login?returnTo=)', () => {
  /** Signs in from `loginUrl` and follows the callback's redirect. */
  async function signInFrom(browser: BrowserLikeClient, loginUrl: string, email: string, referer?: string) {
    const { final: page } = await browser.follow(loginUrl, referer ? { headers: { referer } } : {});
    expect(page.url).toMatch(new RegExp(`^${identity.url}/interaction/`));
    const form = findForm(page.body, /\/login$/);
    const submitted = await browser.follow(new URL(form!.action, page.url).href, { form: { email, password: SEED_PASSWORD }, stopBefore: isCallback(site) });
    expect(submitted.pending).toBeDefined();
    return browser.follow(submitted.pending!);
  }

  it('lands on the path the person signed in from, query included', async () => {
    const browser = new BrowserLikeClient();
    const back = '/groups/join/ABCD2345?from=link';
    const { hops, final } = await signInFrom(browser, `${site.url}/api/login?returnTo=${encodeURIComponent(back)}`, 'sam@alive.local');
    expect(hops[0]?.location).toBe(`${site.url}${back}`);
    expect(final.url).toBe(`${site.url}${back}`);
    expect(await signedInUser(browser, site)).toMatchObject({ email: 'sam@alive.local' });
    // Nothing of the return path stays in the signed-in session.
    const session = JSON.parse(Buffer.from(browser.cookie('alive.sid')!, 'base64').toString('utf8')) as Record<string, unknown>;
    expect(Object.keys(session).sort()).toEqual(['_expire', '_maxAge', 'sid']);
  });

  it('a later login without returnTo lands on / again', async () => {
    const browser = new BrowserLikeClient();
    await browser.request(`${site.url}/api/login?returnTo=${encodeURIComponent('/groups')}`);
    const { final } = await signInFrom(browser, `${site.url}/api/login`, 'sam@alive.local');
    expect(final.url).toBe(`${site.url}/`);
  });

  it("without returnTo comes back to the page of this site the Login link was followed from (a link clicked before the page's script ran)", async () => {
    const back = '/groups/join/ABCD2345';
    const { final } = await signInFrom(new BrowserLikeClient(), `${site.url}/api/login`, 'sam@alive.local', `${site.url}${back}`);
    expect(final.url).toBe(`${site.url}${back}`);
  });

  it.each([
    ['another site', 'https://evil.example/groups/join/ABCD2345', '/'],
    ['the landing itself', '/', '/'],
    ['an API address', '/api/auth/user', '/'],
    ['a returnTo given as well', '/groups', '/dashboard'],
  ])('a Referer from %s does not decide where sign-in lands', async (_case, from, lands) => {
    const referer = from.startsWith('http') ? from : `${site.url}${from}`;
    const loginUrl = lands === '/dashboard' ? `${site.url}/api/login?returnTo=${encodeURIComponent('/dashboard')}` : `${site.url}/api/login`;
    const { final } = await signInFrom(new BrowserLikeClient(), loginUrl, 'sam@alive.local', referer);
    expect(final.url).toBe(`${site.url}${lands}`);
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'groups', '/groups\nSet-Cookie: a=b', `/${'a'.repeat(2000)}`])(
    'answers 400 for %j (not a path of this site) and starts no sign-in',
    async (returnTo) => {
      const browser = new BrowserLikeClient();
      const hop = await browser.request(`${site.url}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(await expectError(jsonOf(hop), 400)).toMatch(/returnTo must be a path of this site/);
      expect(hop.location).toBeUndefined();
      expect(browser.cookie('alive.sid')).toBeUndefined();
    },
  );
});

describe('sign-in endpoints never answer 500', () => {
  const ODD_QUERIES = [
    '?x=1',
    '?provider=evil',
    '?authorize_url=https://evil.example/auth',
    '?redirect_uri=https://evil.example/cb',
    '?scope=openid%20admin',
    '?dynamic[x]=1',
    '?__proto__[polluted]=1',
    '?a[b][c][d][e][f][g]=1',
    '?state=&nonce=',
    '?%',
    '?x=%E0%A4%A',
    '?code=abc',
    '?error=access_denied',
    '?x=1&x=2&x=3',
  ];

  it.each(ODD_QUERIES)('GET /api/auth/connect/alive%s ignores the query and sends the browser to the provider', async (query) => {
    const hop = await new BrowserLikeClient().request(`${site.url}/api/auth/connect/alive${query}`);
    expect(hop.status).toBe(302);
    const authorize = new URL(hop.location!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${identity.url}/auth`);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${site.url}/api/auth/connect/alive/callback`);
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
  });

  it.each(['', ...ODD_QUERIES])('GET /api/auth/connect/alive/callback%s without a pending sign-in is 400', async (query) => {
    const hop = await new BrowserLikeClient().request(`${site.url}/api/auth/connect/alive/callback${query}`);
    expect(await expectError(jsonOf(hop), 400)).toMatch(/^Sign-in expired/);
  });

  it.each(['', ...ODD_QUERIES])('GET /api/auth/connect/alive/callback%s during a sign-in is 400 and abandons the attempt', async (query) => {
    const browser = new BrowserLikeClient();
    const submitted = await submitCredentials(browser, site, 'alex@alive.local');
    const hop = await browser.request(`${site.url}/api/auth/connect/alive/callback${query}`);
    expect(await expectError(jsonOf(hop), 400)).toMatch(/^Sign-in/);
    // The genuine callback is no longer accepted: the attempt was abandoned.
    expect(await expectError(jsonOf(await browser.request(submitted.pending!)), 400)).toMatch(/^Sign-in expired/);
    await expectSignedOut(browser, site);
  });

  it.each(['', '&x=1', '&code=a&code=b', '&error[]=x'])(
    'a callback with the right state but no single code or error (%s) is 400 and abandons the attempt',
    async (extra) => {
      const browser = new BrowserLikeClient();
      const submitted = await submitCredentials(browser, site, 'alex@alive.local');
      const state = new URL(submitted.pending!).searchParams.get('state')!;
      const hop = await browser.request(`${site.url}/api/auth/connect/alive/callback?state=${state}${extra}`);
      expect(await expectError(jsonOf(hop), 400)).toBe('Sign-in response incomplete; please log in again');
      expect(await expectError(jsonOf(await browser.request(submitted.pending!)), 400)).toMatch(/^Sign-in expired/);
      await expectSignedOut(browser, site);
    },
  );

  it.each([{ userId: 'local-admin' }, { sid: 'A'.repeat(43) }])(
    'signs in normally from a browser still holding an old or ended session cookie (%o)',
    async (content) => {
      const browser = new BrowserLikeClient();
      const hop = await browser.request(`${site.url}/api/auth/connect/alive`, { headers: { cookie: signedSessionCookie(content, SESSION_KEYS) } });
      expect(hop.status).toBe(302);
      const { final: page } = await browser.follow(hop.location!);
      const form = findForm(page.body, /\/login$/);
      const submitted = await browser.follow(new URL(form!.action, page.url).href, {
        form: { email: 'alex@alive.local', password: SEED_PASSWORD },
        stopBefore: isCallback(site),
      });
      await browser.follow(submitted.pending!);
      expect((await signedInUser(browser, site)).id).toBe('local-alex');
    },
  );

  it('a callback with the right state and a code the provider never issued is refused, not a 500', async () => {
    const browser = new BrowserLikeClient();
    const submitted = await submitCredentials(browser, site, 'alex@alive.local');
    const callback = new URL(submitted.pending!);
    callback.searchParams.set('code', 'not-a-real-code');
    const hop = await browser.request(callback.href);
    expect(hop.status).toBeGreaterThanOrEqual(400);
    expect(hop.status).toBeLessThan(500);
    await expectSignedOut(browser, site);
  });
});

describe('auth readiness', () => {
  it('/readyz is 200 with the database up', async () => {
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
  });

  it('/readyz is 503 when the database is unreachable', async () => {
    const unreachable = createPrismaClient({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere' });
    const server = await reserveTestServer();
    server.attach(createAuthService({ prisma: unreachable, config: serviceEnv(server.url) }));
    try {
      const response = await fetch(`${server.url}/readyz`);
      expect(await expectError(response, 503)).toBe('Not ready: database');
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.close();
      await unreachable.$disconnect();
    }
  });
});
