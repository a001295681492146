import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import {
  ACCOUNT_DELAY_DEFAULT,
  authServiceClient,
  createIdentityProvider,
  createSignInLimiters,
  DEVICE_COOKIE_LIFETIME_SECONDS,
  DEVICE_COOKIE_PATH,
  deviceCookieName,
  SEED_ACCOUNTS,
  SEED_PASSWORD,
  signInAccountKey,
} from '@alive/identity-service';
import { loadServiceConfig } from '@alive/service-kit';
import { endRateLimitWindows, reserveTestServer, type ReservedTestServer } from '@alive/service-kit/testing';
import { createAuthService } from './app.ts';
import { BrowserLikeClient, findForm, type Hop } from './test-support/browser-like-client.ts';

// Issue 43: 28 wrong passwords for Maya over 32 minutes, from 17 rotating addresses, kept her account
// delayed (429, Retry-After up to 15 minutes) from any address she had not signed in from. Device cookies
// (docs/architecture.md, "Sign-in limits") let her own browser in at once from anywhere, while everyone else, and any cookie that is not hers,
// still waits. Sign-ins go through the auth service to the local provider as a browser makes them.

const CLIENT_ID = 'alive-web-device-test';
const CLIENT_SECRET = 'device-test-client-secret';
const MAYA = 'maya@alive.local';
const ALEX = 'alex@alive.local';
/** A small device limit keeps the test short; the default is IDENTITY_DEVICE_FAILURE_LIMIT's. */
const DEVICE_LIMIT = { points: 3, durationSeconds: 600 };
const MAYA_HOME = '198.51.100.7';

let db: TestDatabase;
let identity: ReservedTestServer;
let site: ReservedTestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  identity = await reserveTestServer();
  site = await reserveTestServer();
  identity.attach(
    await createIdentityProvider({
      issuer: identity.url,
      clients: [authServiceClient({ publicUrl: site.url, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET })],
      accounts: SEED_ACCOUNTS,
      // Behind a proxy on loopback: each request's X-Forwarded-For stands for the browser's address.
      trustedProxies: ['127.0.0.1', '::1'],
      // The default account delay, as in the report; the device limit made small.
      signInLimiters: createSignInLimiters({ database: db.as('identity'), perDevice: DEVICE_LIMIT }),
      deviceCookieKeys: ['device-cookie-key-of-this-test-0123456789'],
    }),
  );
  const config = loadServiceConfig({
    LOG_LEVEL: 'silent',
    SESSION_KEYS: 'device-test-key',
    PUBLIC_URL: site.url,
    OIDC_ISSUER: identity.url,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
  });
  // Many sign-ins start from the test's one address; that limit has its own test.
  site.attach(createAuthService({ prisma: db.as('auth'), config, signInRateLimit: { points: 10_000, durationSeconds: 60 } }));
});

afterAll(async () => {
  await site?.close();
  await identity?.close();
  await db?.drop();
});

const from = (address: string) => ({ 'x-forwarded-for': address });

/** The provider's login form of a new sign-in started at the site. */
async function loginFormOf(browser: BrowserLikeClient): Promise<string> {
  const { final } = await browser.follow(`${site.url}/api/login`);
  expect(final.url.startsWith(`${identity.url}/interaction/`)).toBe(true);
  const form = findForm(final.body, /\/login$/);
  expect(form).toBeDefined();
  return new URL(form!.action, final.url).href;
}

/** One submission of the login form from `address`: the provider's answer. */
async function submit(browser: BrowserLikeClient, action: string, email: string, password: string, address: string): Promise<Hop> {
  return browser.request(action, { form: { email, password }, headers: from(address) });
}

/** A whole sign-in from `address`; on success the browser goes on to the site and is signed in there. */
async function signIn(browser: BrowserLikeClient, email: string, address: string, password = SEED_PASSWORD): Promise<Hop> {
  const answer = await submit(browser, await loginFormOf(browser), email, password, address);
  if (answer.status === 303) {
    const { final } = await browser.follow(answer.location!);
    expect(final.url).toBe(`${site.url}/`);
    const user = await browser.request(`${site.url}/api/auth/user`);
    expect(user.status).toBe(200);
    expect((JSON.parse(user.body) as { email: string }).email).toBe(email);
  }
  return answer;
}

const deviceCookieOf = (browser: BrowserLikeClient, email: string) => browser.cookie(deviceCookieName(signInAccountKey(email)));

/** A browser holding only a device cookie for `email`: the owner's after its sessions ended, or a copy of it. */
function browserWithDeviceCookie(email: string, value: string): BrowserLikeClient {
  const browser = new BrowserLikeClient();
  browser.setCookie(identity.url, `${deviceCookieName(signInAccountKey(email))}=${value}; Path=${DEVICE_COOKIE_PATH}`);
  return browser;
}

async function accountFailuresOf(email: string): Promise<number> {
  const rows = await db.prisma.$queryRawUnsafe<{ points: number }[]>(
    'SELECT points FROM identity_rate_limits WHERE key = $1 AND expires_at > now()',
    `identity-sign-in-account-failures:${signInAccountKey(email)}`,
  );
  return Number(rows[0]?.points ?? 0);
}

function expectDelayed(answer: Hop): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toContain('Too many sign-in attempts; please try again in');
  expect(answer.setCookies.filter((header) => header.startsWith('alive_device_'))).toEqual([]);
}

describe('device cookies against guessing from rotating addresses (issue 43)', () => {
  /** Maya's device cookie before and after the sign-in that replaces it. */
  const maya: { first?: string; current?: string } = {};

  it('a sign-in gives the browser a device cookie: HttpOnly, SameSite=Lax, for the sign-in pages only, long-lived', async () => {
    const laptop = new BrowserLikeClient();
    const answer = await signIn(laptop, MAYA, MAYA_HOME);
    expect(answer.status).toBe(303);
    const header = answer.setCookies.find((cookie) => cookie.startsWith(`${deviceCookieName(signInAccountKey(MAYA))}=`));
    expect(header).toBeDefined();
    const attributes = header!.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining([`Path=${DEVICE_COOKIE_PATH}`, `Max-Age=${DEVICE_COOKIE_LIFETIME_SECONDS}`, 'HttpOnly', 'SameSite=Lax']));
    // The provider is reached over http here; over https the cookie is Secure (device-cookies.test.ts).
    expect(attributes).not.toContain('Secure');
    maya.first = deviceCookieOf(laptop, MAYA);
    expect(maya.first).toBeDefined();
    // A failed attempt gives no cookie.
    const guesser = new BrowserLikeClient();
    const wrong = await submit(guesser, await loginFormOf(guesser), ALEX, 'wrong', '192.0.2.200');
    expect(wrong.status).toBe(401);
    expect(wrong.setCookies.filter((cookie) => cookie.startsWith('alive_device_'))).toEqual([]);
  });

  it('28 failures from 17 addresses delay Maya from any new address, not from home, and her browser with its device cookie gets in at once', async () => {
    const attacker = new BrowserLikeClient();
    const action = await loginFormOf(attacker);
    for (let i = 0; i < 28; i += 1) {
      // The attacker waits out each delay, as the 32 minutes of the report did.
      await endRateLimitWindows(db.prisma, 'identity_rate_limits', 'identity-sign-in-account-delay');
      const answer = await submit(attacker, action, MAYA, `guess-${i}`, `203.0.113.${1 + (i % 17)}`);
      expect(answer.status, `guess ${i + 1}`).toBe(401);
    }
    expect(await accountFailuresOf(MAYA)).toBe(28);

    // Anyone at a new address, Maya included, waits for the account's longest delay.
    const stranger = await signIn(new BrowserLikeClient(), MAYA, '192.0.2.50');
    expectDelayed(stranger);
    expect(Number(stranger.retryAfter)).toBeGreaterThan(ACCOUNT_DELAY_DEFAULT.maxDelaySeconds - 5);
    expect(Number(stranger.retryAfter)).toBeLessThanOrEqual(ACCOUNT_DELAY_DEFAULT.maxDelaySeconds);

    // Her usual address is not slowed, as before.
    expect((await signIn(new BrowserLikeClient(), MAYA, MAYA_HOME)).status).toBe(303);

    // Her own browser, presenting its device cookie, signs in at once from a new address, and gets a new cookie.
    const laptop = browserWithDeviceCookie(MAYA, maya.first!);
    expect((await signIn(laptop, MAYA, '192.0.2.51')).status).toBe(303);
    maya.current = deviceCookieOf(laptop, MAYA);
    expect(maya.current).toBeDefined();
    expect(maya.current).not.toBe(maya.first);
    // Without the cookie that address is still delayed: the trust is the browser's, not the address's.
    expectDelayed(await signIn(new BrowserLikeClient(), MAYA, '192.0.2.52'));
  });

  it('a forged cookie, another account\'s cookie or a replaced (stolen earlier) cookie does not get past the delay', async () => {
    const [version, account, nonce, issuedAt, signature] = maya.current!.split('.') as [string, string, string, string, string];
    const forgedSignature = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expectDelayed(await signIn(browserWithDeviceCookie(MAYA, [version, account, nonce, issuedAt, forgedSignature].join('.')), MAYA, '192.0.2.60'));

    // Alex's own device cookie, presented under Maya's name or under his own, is not Maya's.
    const alexBrowser = new BrowserLikeClient();
    expect((await signIn(alexBrowser, ALEX, '192.0.2.61')).status).toBe(303);
    const alexCookie = deviceCookieOf(alexBrowser, ALEX)!;
    expectDelayed(await signIn(browserWithDeviceCookie(MAYA, alexCookie), MAYA, '192.0.2.62'));
    expectDelayed(await signIn(browserWithDeviceCookie(ALEX, alexCookie), MAYA, '192.0.2.63'));

    // The cookie Maya's browser had before its last sign-in was replaced: a copy of it counts for nothing.
    expectDelayed(await signIn(browserWithDeviceCookie(MAYA, maya.first!), MAYA, '192.0.2.64'));
  });

  it('wrong passwords with a device cookie count against that cookie only, and after the limit it is locked out', async () => {
    const failuresBefore = await accountFailuresOf(MAYA);
    // A thief with a copy of Maya's current cookie, guessing from new addresses: not delayed by the
    // account, but the guesses count against the cookie.
    const thief = browserWithDeviceCookie(MAYA, maya.current!);
    const action = await loginFormOf(thief);
    for (let i = 0; i < DEVICE_LIMIT.points; i += 1) {
      expect((await submit(thief, action, MAYA, `stolen-cookie-guess-${i}`, `203.0.113.${100 + i}`)).status, `guess ${i + 1}`).toBe(401);
    }
    expect(await accountFailuresOf(MAYA)).toBe(failuresBefore);

    // On the lockout list: the cookie is no longer trusted, even with the right password from a new address.
    expectDelayed(await submit(thief, action, MAYA, SEED_PASSWORD, '203.0.113.200'));
    // The lockout runs from the last failure for its own window, past the end of the failures' count.
    await endRateLimitWindows(db.prisma, 'identity_rate_limits', 'identity-sign-in-device-failures');
    expectDelayed(await signIn(browserWithDeviceCookie(MAYA, maya.current!), MAYA, '192.0.2.70'));
    // Her usual address still lets her in meanwhile.
    expect((await signIn(new BrowserLikeClient(), MAYA, MAYA_HOME)).status).toBe(303);

    // Once the lockout window has passed, the cookie is trusted again and is replaced at its next sign-in.
    await endRateLimitWindows(db.prisma, 'identity_rate_limits', 'identity-sign-in-device-lockout');
    const laptop = browserWithDeviceCookie(MAYA, maya.current!);
    expect((await signIn(laptop, MAYA, '192.0.2.71')).status).toBe(303);
    expect(deviceCookieOf(laptop, MAYA)).not.toBe(maya.current);
  });

  it('keeps no e-mail address in its counters', async () => {
    const keys = await db.prisma.$queryRawUnsafe<{ key: string }[]>('SELECT key FROM identity_rate_limits');
    expect(keys.some((row) => row.key.startsWith('identity-sign-in-device-'))).toBe(true);
    expect(keys.filter((row) => row.key.includes('@'))).toEqual([]);
  });
});
