import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { endRateLimitWindows, expectError, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { AUTH_PATHS } from '@alive/contracts';
import { createAuthService } from './app.ts';

// Requests that start a sign-in, limited per address. A window is ended, not waited out: its rows expire
// on the database's clock and the fake Date moves past the limiter's in-memory block.
// The provider is unreachable on purpose: the limit comes before grant asks it anything.
const config = loadServiceConfig({ SESSION_KEYS: 'auth-limit-test-key', OIDC_ISSUER: 'http://127.0.0.1:1', LOG_LEVEL: 'silent' , TRUSTED_PROXIES: '127.0.0.1, ::1' });
let db: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startTestServer(createAuthService({ prisma: db.as('auth'), config, signInRateLimit: { points: 3, durationSeconds: 1 } }));
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

/** Behind the edge (trusted on loopback): the client's own X-Forwarded-For entry first, then the address the edge saw. */
const get = (path: string, address = '192.0.2.40') =>
  fetch(`${server.url}${path}`, { redirect: 'manual', headers: { 'x-forwarded-for': `10.1.2.3, ${address}` } });

describe('sign-in start limit', () => {
  it('counts /api/login and the authorization request per address, answers 429 with Retry-After over it, and lets sign-in start again after the window', async () => {
    expect((await get(AUTH_PATHS.login)).status).toBe(302);
    expect((await get(AUTH_PATHS.connect)).status).toBe(503); // counted, then grant finds no provider
    expect((await get(AUTH_PATHS.login)).status).toBe(302);

    const refused = await get(AUTH_PATHS.login);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await expectError(refused, 429)).toBe('Too many sign-in attempts from this address; please try again in 1 second.');
    expect(await expectError(await get(AUTH_PATHS.connect), 429)).toMatch(/^Too many sign-in attempts/);
    expect(await expectError(await get(`${AUTH_PATHS.grantPrefix}/other`), 429)).toMatch(/^Too many sign-in attempts/);

    // Finishing a sign-in and everything else are not counted; nor is another address.
    expect((await get(AUTH_PATHS.callback)).status).toBe(400);
    expect((await get(AUTH_PATHS.currentUser)).status).toBe(401);
    expect((await get(AUTH_PATHS.login, '192.0.2.41')).status).toBe(302);

    await endRateLimitWindows(db.prisma, 'auth_rate_limits', 'auth-sign-in-start');
    vi.setSystemTime(Date.now() + 60_000);
    expect((await get(AUTH_PATHS.login)).status).toBe(302);
  });
});
