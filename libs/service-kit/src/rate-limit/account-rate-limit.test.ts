import Router from '@koa/router';
import { errorResponseSchema } from '@alive/contracts';
import { loadServiceConfig } from '../config.ts';
import { createServiceApp } from '../create-service-app.ts';
import { requireUser } from '../middleware/require-user.ts';
import { DEFAULT_ACCOUNT_RATE_LIMIT } from '../settings/index.ts';
import { createFakePrisma } from '../test-support/fake-prisma.ts';
import { manualClock } from '../test-support/manual-clock.ts';
import { sessionCookieFor, startTestServer, type TestServer } from '../testing.ts';
import { AccountBuckets, AccountLines, accountLimiterOf, HeldRefusals, RATE_LIMITED_CODE, type AccountLimiter } from './account-rate-limit.ts';

const takeMany = (buckets: AccountBuckets, account: string, times: number) => Array.from({ length: times }, () => buckets.take(account).allowed);

describe('AccountBuckets (token bucket per account, fake time)', () => {
  it('lets a full burst through, then one request per 1/rate seconds, and says how long to wait', () => {
    const clock = manualClock();
    const buckets = new AccountBuckets({ perSecond: 4, burst: 10, now: clock.now });
    expect(takeMany(buckets, 'alex', 10)).toEqual(Array(10).fill(true));
    expect(buckets.take('alex')).toEqual({ allowed: false, retryAfterMs: 250 });
    clock.advance(100);
    expect(buckets.take('alex')).toEqual({ allowed: false, retryAfterMs: 150 }); // a refused request costs nothing
    clock.advance(150);
    expect(buckets.take('alex').allowed).toBe(true);
    expect(buckets.take('alex').allowed).toBe(false);
    // A second at 4/s is 4 more, never more than the burst however long the pause.
    clock.advance(1_000);
    expect(takeMany(buckets, 'alex', 5)).toEqual([true, true, true, true, false]);
    clock.advance(60_000);
    expect(takeMany(buckets, 'alex', 11).filter(Boolean)).toHaveLength(10);
  });

  it('says when a request leaves the bucket empty: the account is sending faster than the rate', () => {
    const clock = manualClock();
    const buckets = new AccountBuckets({ perSecond: 1, burst: 3, now: clock.now });
    expect([buckets.take('alex'), buckets.take('alex'), buckets.take('alex')]).toEqual([
      { allowed: true, spent: false },
      { allowed: true, spent: false },
      { allowed: true, spent: true },
    ]);
    clock.advance(1_000);
    expect(buckets.take('alex')).toEqual({ allowed: true, spent: true });
  });

  it('keeps accounts apart', () => {
    const clock = manualClock();
    const buckets = new AccountBuckets({ perSecond: 1, burst: 2, now: clock.now });
    expect(takeMany(buckets, 'alex', 3)).toEqual([true, true, false]);
    expect(takeMany(buckets, 'sam', 2)).toEqual([true, true]);
  });

  it('holds only accounts seen within one refill time, and never more than its cap', () => {
    const clock = manualClock();
    const buckets = new AccountBuckets({ perSecond: 10, burst: 20, maxAccounts: 100, now: clock.now }); // refill: 2 s
    for (let i = 0; i < 1_000; i += 1) buckets.take(`person-${i}`);
    expect(buckets.size).toBe(100); // the cap, not the thousand
    for (let i = 0; i < 1_000; i += 1) buckets.rememberSession(`session-${i}`, `person-${i}`);
    expect(buckets.sessionCount).toBe(100);
    expect(buckets.accountOfSession('session-999')).toBe('person-999');
    expect(buckets.accountOfSession('session-0')).toBeUndefined();

    // Idle for a whole refill, a bucket is full again, the same as none: the next use drops them all.
    clock.advance(2_000);
    buckets.take('someone-new');
    buckets.rememberSession('session-new', 'someone-new');
    expect(buckets.size).toBe(1);
    expect(buckets.sessionCount).toBe(1);
  });

  it('drops a bucket only once it is full again, so forgetting never lets a flood through', () => {
    const clock = manualClock();
    const buckets = new AccountBuckets({ perSecond: 10, burst: 20, now: clock.now });
    expect(takeMany(buckets, 'flood', 21).filter(Boolean)).toHaveLength(20);
    clock.advance(1_500);
    buckets.take('someone-else');
    expect(buckets.size).toBe(2); // 'flood' is still refilling (15 of 20 tokens), so it stays
    expect(takeMany(buckets, 'flood', 16).filter(Boolean)).toHaveLength(15);
  });

  it('refuses a rate of 0 or an empty bucket: that is what turns the limit off, not a bucket', () => {
    expect(() => new AccountBuckets({ perSecond: 0, burst: 60 })).toThrow(/rate above 0/);
    expect(() => new AccountBuckets({ perSecond: 20, burst: 0 })).toThrow(/burst of at least 1/);
  });
});

describe('AccountLines (requests of one account in progress at once)', () => {
  it('lets `perAccount` run, lines the rest up in order, and passes each place on when one ends', async () => {
    const lines = new AccountLines(2, 3);
    const started: string[] = [];
    const enter = (account: string, name: string) => lines.enter(account)!.then((release) => (started.push(name), release));
    const [a1, a2] = [enter('alex', 'a1'), enter('alex', 'a2')];
    const [a3, a4] = [enter('alex', 'a3'), enter('alex', 'a4')];
    const s1 = enter('sam', 's1');
    const releaseA1 = await a1;
    await a2;
    await s1; // another account never waits behind alex's line
    expect(started).toEqual(['a1', 'a2', 's1']);
    releaseA1();
    releaseA1(); // twice changes nothing: one place per request
    expect(started).toEqual(['a1', 'a2', 's1']); // a3's place is handed over, not yet taken up
    (await a3)();
    await a4;
    expect(started).toEqual(['a1', 'a2', 's1', 'a3', 'a4']);
    expect(lines.size).toBe(2);
  });

  it('gives a request asking for one place only room once all of its account\'s others are done, in order', async () => {
    const lines = new AccountLines(3, 5);
    const started: string[] = [];
    const enter = (name: string, places?: number) => lines.enter('flood', places)!.then((release) => (started.push(name), release));
    const [r1, r2] = [await enter('r1'), await enter('r2')];
    const spent = enter('spent', 1);
    const after = enter('after'); // behind it in line, though there is room for three
    await Promise.resolve();
    expect(started).toEqual(['r1', 'r2']);
    r1();
    await Promise.resolve();
    expect(started).toEqual(['r1', 'r2']);
    r2();
    (await spent)();
    (await after)();
    expect(started).toEqual(['r1', 'r2', 'spent', 'after']);
    expect(lines.size).toBe(0);
  });

  it('refuses beyond its longest line, and forgets an account with nothing in progress', async () => {
    const lines = new AccountLines(1, 1);
    const first = await lines.enter('alex')!;
    const second = lines.enter('alex')!;
    expect(lines.enter('alex')).toBeUndefined();
    first();
    (await second)();
    expect(lines.size).toBe(0);
  });
});

describe('ACCOUNT_REQUESTS_PER_SECOND, ACCOUNT_REQUEST_BURST and ACCOUNT_CONCURRENT_REQUESTS', () => {
  const base = { SESSION_KEYS: 'k', LOG_LEVEL: 'silent' };
  it('default to the declared limit outside the test runner, and to off under it unless set', () => {
    expect(loadServiceConfig({ ...base }).accountRateLimit).toEqual({ perSecond: 0, burst: 0, concurrent: 0 });
    expect(loadServiceConfig({ ...base, ACCOUNT_REQUEST_BURST: '9' }).accountRateLimit).toEqual({ ...DEFAULT_ACCOUNT_RATE_LIMIT, burst: 9 });
    expect(loadServiceConfig({ ...base, ACCOUNT_REQUESTS_PER_SECOND: '0', ACCOUNT_REQUEST_BURST: '60', ACCOUNT_CONCURRENT_REQUESTS: '0' }).accountRateLimit).toEqual({
      perSecond: 0,
      burst: 60,
      concurrent: 0,
    });
    expect(() => loadServiceConfig({ ...base, ACCOUNT_REQUESTS_PER_SECOND: 'fast' })).toThrow(/ACCOUNT_REQUESTS_PER_SECOND: expected a whole number of at least 0/);
  });
});

describe('HeldRefusals', () => {
  it('holds a few refusals per account and a bounded number in all, and gives room back once', () => {
    const held = new HeldRefusals(2, 3);
    const [a1, a2] = [held.enter('alex')!, held.enter('alex')!];
    expect(held.enter('alex')).toBeUndefined(); // alex's third is answered at once
    const s1 = held.enter('sam')!;
    expect(held.enter('priya')).toBeUndefined(); // the process holds three already
    a1();
    a1();
    expect(held.size).toBe(2);
    expect(held.enter('priya')).toBeDefined();
    a2();
    s1();
  });
});

// A condition met in a few milliseconds on a quiet machine took over vi.waitFor's 1 s default in CI with
// every core busy (the requests it waits for are real HTTP); the clock the limits read is the manual one.
const SETTLED = { timeout: 15_000 };

describe('the per-account limit in createServiceApp', () => {
  const alex = { id: 'u-alex', email: 'alex@alive.local', firstName: 'Alex', lastName: null, profileImageUrl: null, isAdmin: false };
  const sam = { id: 'u-sam', email: 'sam@alive.local', firstName: 'Sam', lastName: null, profileImageUrl: null, isAdmin: false };
  const BURST = 5;
  const config = loadServiceConfig({ SESSION_KEYS: 'limit-key', LOG_LEVEL: 'silent', ACCOUNT_REQUESTS_PER_SECOND: '2', ACCOUNT_REQUEST_BURST: String(BURST) });
  const clock = manualClock();
  const fake = createFakePrisma([alex, sam]);
  let limiter: AccountLimiter;
  let choices: TestServer;
  let profile: TestServer;
  let alexCookie: string;
  let samCookie: string;
  const get = (server: TestServer, cookie: string) => fetch(`${server.url}/api/me`, { headers: { cookie } });

  const app = (name: string) => {
    const router = new Router();
    router.get('/api/me', requireUser, (ctx) => {
      ctx.body = { id: ctx.state.user!.id };
    });
    router.post('/api/echo', (ctx) => {
      ctx.body = ctx.request.body;
    });
    router.get('/api/open', (ctx) => {
      ctx.body = { ok: true };
    });
    return createServiceApp({ name, prisma: fake.prisma, routers: [router], config });
  };

  beforeAll(async () => {
    // Made first, on the manual clock: both apps below are built from `config` and use this limiter.
    limiter = accountLimiterOf(config, config.accountRateLimit!, clock);
    choices = await startTestServer(app('choices'));
    profile = await startTestServer(app('profile'));
    alexCookie = await sessionCookieFor(fake.prisma, alex.id, config);
    samCookie = await sessionCookieFor(fake.prisma, sam.id, config);
  });
  afterAll(async () => {
    await choices?.close();
    await profile?.close();
  });

  it('refuses an account over its limit with 429, Retry-After and { code, message } once that wait has passed, while another account is served', async () => {
    const alexPending = Array.from({ length: BURST + 3 }, () => get(choices, alexCookie));
    const samPending = Array.from({ length: BURST - 1 }, () => get(choices, samCookie));
    await vi.waitFor(() => expect(limiter.held.size).toBe(3), SETTLED); // alex's three refusals wait for their Retry-After
    expect((await Promise.all(samPending)).map((r) => r.status)).toEqual(Array(BURST - 1).fill(200));

    clock.advance(1_000); // the Retry-After the refusals named (0.5 s at 2/s, rounded up); alex gains two tokens
    const alexAnswers = await Promise.all(alexPending);
    expect(alexAnswers.map((r) => r.status).sort()).toEqual([...Array(BURST).fill(200), 429, 429, 429]);
    const refused = alexAnswers.find((r) => r.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const body = errorResponseSchema.parse(await refused.json());
    expect(body).toEqual({ code: RATE_LIMITED_CODE, message: 'Too many requests from your account; please try again in 1 second.' });

    // One bucket per account across the services built from one configuration (the embedded site).
    expect((await get(profile, alexCookie)).status).toBe(200);
    expect((await get(choices, alexCookie)).status).toBe(200);
    const third = get(profile, alexCookie);
    await vi.waitFor(() => expect(limiter.held.size).toBe(1), SETTLED);
    expect((await get(profile, samCookie)).status).toBe(200);
    clock.advance(1_000);
    expect((await third).status).toBe(429);
  });

  it('refuses a known session before its lookup and before its body is read, holding only a burst of refusals', async () => {
    // The last second gave alex two tokens: spend them.
    expect((await get(choices, alexCookie)).status).toBe(200);
    expect((await get(choices, alexCookie)).status).toBe(200);
    const lookups = fake.state.lookups;
    let answered = 0;
    const posts = Array.from({ length: 20 }, () =>
      fetch(`${choices.url}/api/echo`, { method: 'POST', headers: { cookie: alexCookie, 'content-type': 'application/json' }, body: '{"not json' }).then(
        (response) => ((answered += 1), response),
      ),
    );
    // Past the burst held, the rest are answered at once.
    await vi.waitFor(() => expect([limiter.held.size, answered]).toEqual([BURST, 20 - BURST]), SETTLED);
    clock.advance(1_000);
    // A malformed body would be a 400: none was parsed, and no session was looked up again.
    expect((await Promise.all(posts)).map((r) => r.status)).toEqual(Array(20).fill(429));
    expect(fake.state.lookups).toBe(lookups);
  });

  it('stops holding a refusal when its client goes away', async () => {
    expect((await get(choices, alexCookie)).status).toBe(200);
    expect((await get(choices, alexCookie)).status).toBe(200);
    const leaving = new AbortController();
    const request = fetch(`${choices.url}/api/me`, { headers: { cookie: alexCookie }, signal: leaving.signal }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(limiter.held.size).toBe(1), SETTLED);
    leaving.abort();
    await request;
    await vi.waitFor(() => expect(limiter.held.size).toBe(0), SETTLED);
  });

  it('never limits health, readiness, metrics or signed-out requests', async () => {
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      const answers = await Promise.all(Array.from({ length: BURST * 2 }, () => fetch(`${choices.url}${path}`, { headers: { cookie: alexCookie } })));
      expect(answers.map((r) => r.status), path).toEqual(Array(BURST * 2).fill(200));
    }
    const signedOut = await Promise.all(Array.from({ length: BURST * 2 }, () => fetch(`${choices.url}/api/open`)));
    expect(signedOut.map((r) => r.status)).toEqual(Array(BURST * 2).fill(200));
  });

  it('counts refusals per service on /metrics', async () => {
    const refusedBy = async (server: TestServer, service: string) => {
      const text = await (await fetch(`${server.url}/metrics`)).text();
      const line = text.split('\n').find((l) => l.startsWith(`http_requests_rate_limited_total{service="${service}"}`));
      return Number(line?.split(' ')[1]);
    };
    const before = await refusedBy(profile, 'profile');
    const refused = get(profile, alexCookie); // alex has no token left
    await vi.waitFor(async () => expect(await refusedBy(profile, 'profile')).toBe(before + 1), SETTLED);
    clock.advance(1_000);
    expect((await refused).status).toBe(429);
    expect(await refusedBy(choices, 'choices')).toBeGreaterThanOrEqual(3 + 20 + 1);
  });
});

describe('the per-account line in createServiceApp', () => {
  const alex = { id: 'u-alex', email: 'alex@alive.local', firstName: 'Alex', lastName: null, profileImageUrl: null, isAdmin: false };
  const sam = { id: 'u-sam', email: 'sam@alive.local', firstName: 'Sam', lastName: null, profileImageUrl: null, isAdmin: false };
  const config = loadServiceConfig({ SESSION_KEYS: 'line-key', LOG_LEVEL: 'silent', ACCOUNT_REQUESTS_PER_SECOND: '1', ACCOUNT_REQUEST_BURST: '10', ACCOUNT_CONCURRENT_REQUESTS: '1' });
  const fake = createFakePrisma([alex, sam]);
  const held: (() => void)[] = [];
  const started: string[] = [];
  let server: TestServer;

  beforeAll(async () => {
    accountLimiterOf(config, config.accountRateLimit!, manualClock());
    const router = new Router();
    // Holds each request until the test lets it go, so "in progress" lasts as long as the test wants.
    router.get('/api/slow', requireUser, async (ctx) => {
      started.push(ctx.state.user!.id);
      await new Promise<void>((resolve) => held.push(resolve));
      ctx.body = { id: ctx.state.user!.id };
    });
    server = await startTestServer(createServiceApp({ name: 'lines', prisma: fake.prisma, routers: [router], config }));
  });
  afterAll(() => server?.close());

  it('works on one request of an account at a time while another account goes straight in', async () => {
    const [alexCookie, samCookie] = [await sessionCookieFor(fake.prisma, alex.id, config), await sessionCookieFor(fake.prisma, sam.id, config)];
    const slow = (cookie: string) => fetch(`${server.url}/api/slow`, { headers: { cookie } });
    const first = slow(alexCookie);
    await vi.waitFor(() => expect(started).toEqual([alex.id]), SETTLED);
    const second = slow(alexCookie);
    const samAnswer = slow(samCookie);
    await vi.waitFor(() => expect(started).toEqual([alex.id, sam.id]), SETTLED); // alex's second waits in his line
    held.shift()!(); // alex's first ends
    expect((await first).status).toBe(200);
    await vi.waitFor(() => expect(started).toEqual([alex.id, sam.id, alex.id]), SETTLED);
    for (const release of held.splice(0)) release();
    expect((await second).status).toBe(200);
    expect((await samAnswer).status).toBe(200);
  });
});
