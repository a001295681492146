import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { CurrentUser } from '@alive/contracts';
import { loadServiceConfig, type ServiceConfig } from '@alive/service-kit';
import {
  expectContract,
  expectError,
  sessionCookieFor,
  sessionIdOf,
  signedSessionCookie,
  startTestServer,
  type TestServer,
} from '@alive/service-kit/testing';
import { createAuthService } from './app.ts';

/**
 * How sessions end (docs/product/platform.md "Sessions"): the record behind the cookie decides, so
 * logout, the absolute lifetime and the idle timeout end every copy of a cookie; old or forged cookies
 * are signed out. Cookies come from sessionCookieFor (a real session record, as after sign-in).
 */
const SITE = 'http://localhost:3000';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The key the source used to carry for development (before server-side sessions). */
const OLD_SOURCE_KEY = 'alive-dev-session-key-change-me';

let db: TestDatabase;
let config: ServiceConfig;
let server: TestServer;
let devDataDir: string;
let devServer: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  config = loadServiceConfig({ LOG_LEVEL: 'silent', SESSION_KEYS: 'session-end-test-key', PUBLIC_URL: SITE });
  server = await startTestServer(createAuthService({ prisma: db.as('auth'), config, endProviderSession: false }));
  // As `npm start` with nothing configured: the key comes from the development key file.
  devDataDir = mkdtempSync(path.join(tmpdir(), 'alive-session-end-'));
  const devConfig = loadServiceConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: SITE, PGLITE_DATA_DIR: path.join(devDataDir, 'pglite') });
  devServer = await startTestServer(createAuthService({ prisma: db.as('auth'), config: devConfig, endProviderSession: false }));
  await createTestUser(db.prisma, { id: 'local-admin', email: 'admin@alive.local', isAdmin: true });
});

afterAll(async () => {
  await server?.close();
  await devServer?.close();
  await db?.drop();
  if (devDataDir) rmSync(devDataDir, { recursive: true, force: true });
});

const currentUser = (cookie?: string, target: TestServer = server) =>
  fetch(`${target.url}/api/auth/user`, { headers: cookie ? { cookie } : {} });

const logout = (cookie: string, headers: Record<string, string> = { origin: SITE }) =>
  fetch(`${server.url}/api/logout`, { method: 'POST', redirect: 'manual', headers: { cookie, ...headers } });

async function expectSignedIn(cookie: string) {
  return expectContract(CurrentUser, await currentUser(cookie), { status: 200 });
}

async function expectSignedOut(cookie: string, target: TestServer = server) {
  const response = await currentUser(cookie, target);
  const cleared = response.headers.getSetCookie().find((c) => c.startsWith('alive.sid='));
  expect(await expectError(response, 401)).toBe('Unauthorized');
  return cleared;
}

async function signedInUser() {
  const user = await createTestUser(db.prisma);
  const cookie = await sessionCookieFor(db.prisma, user.id, config);
  return { user, cookie, sid: sessionIdOf(cookie)! };
}

const sessionRow = (sid: string) => db.prisma.session.findUnique({ where: { id: sid } });
const ago = (ms: number) => new Date(Date.now() - ms);

describe('cookies that name no live session are signed out', () => {
  it('refuses {"userId":"local-admin"} signed with the key the source used to carry, when nothing is configured', async () => {
    const forged = signedSessionCookie({ userId: 'local-admin' }, OLD_SOURCE_KEY);
    await expectSignedOut(forged, devServer);
    const forgedNewShape = signedSessionCookie({ sid: 'x'.repeat(43) }, OLD_SOURCE_KEY);
    await expectSignedOut(forgedNewShape, devServer);
  });

  it('signs out and clears an old-format cookie ({ userId }) even with a valid signature', async () => {
    const oldFormat = signedSessionCookie({ userId: 'local-admin', signedInAt: Date.now() }, config.sessionKeys[0]!);
    const cleared = await expectSignedOut(oldFormat);
    expect(cleared).toMatch(/expires=Thu, 01 Jan 1970/i);
  });

  it('signs out a cookie whose session record does not exist', async () => {
    const cookie = signedSessionCookie({ sid: 'A'.repeat(43) }, config.sessionKeys[0]!);
    expect(await expectSignedOut(cookie)).toMatch(/expires=Thu, 01 Jan 1970/i);
  });

  it('accepts a cookie from sessionCookieFor as signed in', async () => {
    const { user, cookie } = await signedInUser();
    expect((await expectSignedIn(cookie)).id).toBe(user.id);
  });
});

describe('session lifetimes', () => {
  it('ends a session older than the absolute lifetime (30 days), however active, and deletes its record', async () => {
    const { cookie, sid } = await signedInUser();
    await db.prisma.session.update({ where: { id: sid }, data: { createdAt: ago(config.sessionAbsoluteLifetimeMs - HOUR_MS) } });
    await expectSignedIn(cookie);
    await db.prisma.session.update({ where: { id: sid }, data: { createdAt: ago(config.sessionAbsoluteLifetimeMs + 1000), lastSeenAt: new Date() } });
    expect(await expectSignedOut(cookie)).toMatch(/expires=Thu, 01 Jan 1970/i);
    expect(await sessionRow(sid)).toBeNull();
  });

  it('ends a session unused for longer than the idle timeout (7 days)', async () => {
    const { cookie, sid } = await signedInUser();
    await db.prisma.session.update({ where: { id: sid }, data: { lastSeenAt: ago(config.sessionIdleTimeoutMs - HOUR_MS) } });
    await expectSignedIn(cookie);
    await db.prisma.session.update({ where: { id: sid }, data: { lastSeenAt: ago(config.sessionIdleTimeoutMs + 1000) } });
    await expectSignedOut(cookie);
    expect(await sessionRow(sid)).toBeNull();
  });

  it('uses 30 days and 7 days unless configured', () => {
    expect(config.sessionAbsoluteLifetimeMs).toBe(30 * DAY_MS);
    expect(config.sessionIdleTimeoutMs).toBe(7 * DAY_MS);
  });

  it('refreshes lastSeenAt when it is older than a minute, not on every request', async () => {
    const { cookie, sid } = await signedInUser();
    const recent = ago(30_000);
    await db.prisma.session.update({ where: { id: sid }, data: { lastSeenAt: recent } });
    await expectSignedIn(cookie);
    await expectSignedIn(cookie);
    expect((await sessionRow(sid))?.lastSeenAt.getTime()).toBe(recent.getTime());

    await db.prisma.session.update({ where: { id: sid }, data: { lastSeenAt: ago(61_000) } });
    const before = Date.now();
    await expectSignedIn(cookie);
    const refreshed = (await sessionRow(sid))!.lastSeenAt.getTime();
    expect(refreshed).toBeGreaterThanOrEqual(before - 5_000);
    await expectSignedIn(cookie);
    expect((await sessionRow(sid))!.lastSeenAt.getTime()).toBe(refreshed);
  });

  it('does not rewrite (renew) the cookie on ordinary requests', async () => {
    const { cookie } = await signedInUser();
    const response = await currentUser(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('POST /api/logout', () => {
  it('ends the session everywhere: a copy of the cookie replayed after logout is 401', async () => {
    const { cookie, sid } = await signedInUser();
    const copy = cookie;
    const response = await logout(cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.getSetCookie().find((c) => c.startsWith('alive.sid='))).toMatch(/expires=Thu, 01 Jan 1970/i);
    expect(await sessionRow(sid)).toBeNull();
    await expectSignedOut(copy);
  });

  it('refuses a cross-site logout (403) and the session still works', async () => {
    const { cookie, sid } = await signedInUser();
    expect(await expectError(await logout(cookie, { origin: 'https://evil.example' }), 403)).toMatch(/^Forbidden/);
    expect(await expectError(await logout(cookie, { origin: 'null' }), 403)).toMatch(/^Forbidden/);
    expect(await expectError(await logout(cookie, { 'sec-fetch-site': 'cross-site' }), 403)).toMatch(/^Forbidden/);
    expect(await expectError(await logout(cookie, { 'sec-fetch-site': 'same-site' }), 403)).toMatch(/^Forbidden/);
    expect(await sessionRow(sid)).not.toBeNull();
    await expectSignedIn(cookie);
  });

  it('refuses a logout that carries neither Origin nor Sec-Fetch-Site (403) without ending the session', async () => {
    const { cookie } = await signedInUser();
    expect(await expectError(await logout(cookie, {}), 403)).toBe('Forbidden: log out from this site');
    await expectSignedIn(cookie);
  });

  it('accepts Sec-Fetch-Site: same-origin when the browser sends no Origin', async () => {
    const { cookie } = await signedInUser();
    expect((await logout(cookie, { 'sec-fetch-site': 'same-origin' })).status).toBe(302);
    await expectSignedOut(cookie);
  });

  it('ends only that session: the same user signed in elsewhere stays signed in', async () => {
    const { user, cookie } = await signedInUser();
    const otherDevice = await sessionCookieFor(db.prisma, user.id, config);
    await logout(cookie);
    await expectSignedOut(cookie);
    await expectSignedIn(otherDevice);
  });

  it('signed out: just returns to /', async () => {
    const response = await fetch(`${server.url}/api/logout`, { method: 'POST', redirect: 'manual', headers: { origin: SITE } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });
});

describe('GET /api/logout', () => {
  it('does not log out: it shows a confirm page whose form POSTs to /api/logout, without scripts or inline styles', async () => {
    const { cookie, user } = await signedInUser();
    const response = await fetch(`${server.url}/api/logout`, { redirect: 'manual', headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.getSetCookie()).toEqual([]);
    const html = await response.text();
    expect(html).toMatch(/<form method="post" action="\/api\/logout">\s*<button type="submit">Log out<\/button>\s*<\/form>/);
    expect(html).toContain(user.email!);
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    await expectSignedIn(cookie);
  });

  it('says nobody is signed in when signed out, with no form', async () => {
    const response = await fetch(`${server.url}/api/logout`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('You are not signed in');
    expect(html).not.toContain('<form');
  });

  it('escapes what it shows of the user', async () => {
    const user = await createTestUser(db.prisma, { email: '<b>"x"</b>@example.test' });
    const cookie = await sessionCookieFor(db.prisma, user.id, config);
    const html = await (await fetch(`${server.url}/api/logout`, { headers: { cookie } })).text();
    expect(html).toContain('&lt;b&gt;&quot;x&quot;&lt;/b&gt;@example.test');
    expect(html).not.toContain('<b>');
  });
});
