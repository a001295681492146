import Router from '@koa/router';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { loadServiceConfig } from '../config.ts';
import { createServiceApp } from '../create-service-app.ts';
import { requireUser } from '../middleware/require-user.ts';
import { sessionCookieFor, startTestServer, type TestServer } from '../testing.ts';
import { manualClock } from '../test-support/manual-clock.ts';
import { accountLimiterOf, type AccountLimiter } from './account-rate-limit.ts';

// The per-account limit on a real Prisma client and Postgres session records (docs/architecture.md,
// "Rate limits"): two people at the same moment, one of them over the limit.
const BURST = 5;
const config = loadServiceConfig({ SESSION_KEYS: 'account-limit-key', LOG_LEVEL: 'silent', ACCOUNT_REQUESTS_PER_SECOND: '1', ACCOUNT_REQUEST_BURST: String(BURST) });

describe('per-account limit with Postgres', () => {
  let db: TestDatabase;
  let server: TestServer;
  let limiter: AccountLimiter;
  const clock = manualClock();

  beforeAll(async () => {
    db = await createTestDatabase();
    // Time stands still unless the test moves it, so the counts below do not depend on the machine's speed.
    limiter = accountLimiterOf(config, config.accountRateLimit!, clock);
    const router = new Router();
    router.get('/api/kit/me', requireUser, (ctx) => {
      ctx.body = { id: ctx.state.user!.id };
    });
    server = await startTestServer(createServiceApp({ name: 'kit-limit', prisma: db.prisma, routers: [router], config }));
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('answers one account over its limit 429 with Retry-After while another account at the same time gets 200', async () => {
    const [flooder, other] = [await createTestUser(db.prisma), await createTestUser(db.prisma)];
    const [flooderCookie, otherCookie] = [await sessionCookieFor(db.prisma, flooder.id, config), await sessionCookieFor(db.prisma, other.id, config)];
    const me = (cookie: string) => fetch(`${server.url}/api/kit/me`, { headers: { cookie } });

    const floodPending = Array.from({ length: BURST * 3 }, () => me(flooderCookie));
    const others = await Promise.all(Array.from({ length: BURST - 1 }, () => me(otherCookie)));
    expect(others.map((r) => r.status)).toEqual(Array(BURST - 1).fill(200));
    expect(await Promise.all(others.map((r) => r.json()))).toEqual(Array(BURST - 1).fill({ id: other.id }));

    // The flooder's refusals: a burst of them held until their Retry-After, the rest answered at once.
    await vi.waitFor(() => expect(limiter.held.size).toBe(BURST));
    clock.advance(1_000); // also the flooder's next token (1 a second)
    const flood = await Promise.all(floodPending);
    const statuses = flood.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(BURST);
    expect(statuses.filter((s) => s === 429)).toHaveLength(BURST * 2);
    for (const refused of flood.filter((r) => r.status === 429)) {
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(await refused.json()).toEqual({ code: 'rate_limited', message: 'Too many requests from your account; please try again in 1 second.' });
    }

    // That one token, and no more, for the flooder; the other person is served throughout.
    expect((await me(flooderCookie)).status).toBe(200);
    const next = me(flooderCookie);
    await vi.waitFor(() => expect(limiter.held.size).toBe(1));
    expect((await me(otherCookie)).status).toBe(200);
    clock.advance(1_000);
    expect((await next).status).toBe(429);
  });
});
