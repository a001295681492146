import Router from '@koa/router';
import { createPrismaClient, databaseUrlAs, type PrismaClient, type RateLimitTable } from '@alive/db';
import { createPGliteTestDatabase, createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { loadServiceConfig } from '../config.ts';
import { createServiceApp } from '../create-service-app.ts';
import { endRateLimitWindows, startTestServer, type TestServer } from '../testing.ts';
import { RateLimiterPostgresStore } from './postgres-store.ts';
import { rateLimit } from './rate-limit-middleware.ts';
import { createRateLimiter, isTooManyRequests, type RateLimiter } from './rate-limiter.ts';

// The limiter on a real Postgres database. Windows run on the database's clock and a replica's memory
// block on Date.now(): a test ends a window by expiring its rows and moving the fake Date past it.
// The limiters count in one service's table, as that service's role (docs/data-ownership.md).
const TABLE: RateLimitTable = 'auth_rate_limits';
async function endWindows(database: PrismaClient, name: string) {
  await endRateLimitWindows(database, TABLE, name);
  vi.setSystemTime(Date.now() + 60_000);
}
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());
let nameCount = 0;
const uniqueName = () => `test-limit-${++nameCount}`;

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isTooManyRequests(error)) throw new Error(`expected a 429, got ${String(error)}`);
  return error;
}

describe('createRateLimiter on Postgres', () => {
  let db: TestDatabase;
  let replica: PrismaClient;

  beforeAll(async () => {
    db = await createTestDatabase();
    replica = createPrismaClient({ databaseUrl: databaseUrlAs(db.databaseUrl, 'auth'), maxConnections: 5 });
  });
  afterAll(async () => {
    await replica?.$disconnect();
    await db?.drop();
  });

  async function rowOf(limiter: RateLimiter, key: string) {
    return db.prisma.$queryRawUnsafe<{ points: number }[]>(`SELECT points FROM ${TABLE} WHERE key = $1`, `${limiter.name}:${key}`);
  }

  it('allows N in a window, refuses N+1 with the wait, and starts a new window in the same row afterwards', async () => {
    const limiter = createRateLimiter({ database: { client: db.as('auth'), table: TABLE }, name: uniqueName(), points: 3, durationSeconds: 1 });
    for (let i = 1; i <= 3; i += 1) {
      expect(await limiter.consume('1.2.3.4')).toMatchObject({ consumedPoints: i, remainingPoints: 3 - i });
    }
    const refused = await refusal(limiter.consume('1.2.3.4'));
    expect(refused.status).toBe(429);
    expect(refused.retryAfterSeconds).toBe(1);
    expect(refused.headers).toEqual({ 'Retry-After': '1' });
    expect(refused.message).toBe('Too many requests; please try again in 1 second.');
    // Another key has its own window.
    expect((await limiter.consume('5.6.7.8')).consumedPoints).toBe(1);

    await endWindows(db.prisma, limiter.name);
    expect(await limiter.consume('1.2.3.4')).toMatchObject({ consumedPoints: 1, remainingPoints: 2 });
    expect(await rowOf(limiter, '1.2.3.4')).toEqual([{ points: 1 }]);
  });

  it('is shared by replicas: two clients on the same database count one window', async () => {
    const name = uniqueName();
    const first = createRateLimiter({ database: { client: db.as('auth'), table: TABLE }, name, points: 4, durationSeconds: 60 });
    const second = createRateLimiter({ database: { client: replica, table: TABLE }, name, points: 4, durationSeconds: 60 });
    await first.consume('k');
    await second.consume('k');
    await first.consume('k');
    expect((await second.consume('k')).remainingPoints).toBe(0);
    const refused = await refusal(first.consume('k'));
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    await refusal(second.consume('k'));
  });

  it('counts concurrent consumes exactly once each', async () => {
    const name = uniqueName();
    const first = createRateLimiter({ database: { client: db.as('auth'), table: TABLE }, name, points: 1000, durationSeconds: 60 });
    const second = createRateLimiter({ database: { client: replica, table: TABLE }, name, points: 1000, durationSeconds: 60 });
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? first : second).consume('k')));
    expect(results.map((result) => result.consumedPoints).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await rowOf(first, 'k')).toEqual([{ points: 40 }]);
  });

  it('lets exactly N of a concurrent burst through', async () => {
    const name = uniqueName();
    const first = createRateLimiter({ database: { client: db.as('auth'), table: TABLE }, name, points: 7, durationSeconds: 60 });
    const second = createRateLimiter({ database: { client: replica, table: TABLE }, name, points: 7, durationSeconds: 60 });
    const settled = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => (i % 2 ? first : second).consume('k')));
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(7);
    for (const result of settled) if (result.status === 'rejected') expect(isTooManyRequests(result.reason)).toBe(true);
  });

  it('counts only failures when the caller gives a success its point back, and forgets a key on reset', async () => {
    const limiter = createRateLimiter({ database: { client: db.as('auth'), table: TABLE }, name: uniqueName(), points: 2, durationSeconds: 60 });
    await limiter.consume('alex');
    await limiter.reward('alex'); // the attempt succeeded
    await limiter.consume('alex');
    expect(await limiter.peek('alex')).toMatchObject({ consumedPoints: 1, remainingPoints: 1 });
    await limiter.consume('alex');
    await refusal(limiter.consume('alex'));
    await limiter.reset('alex');
    expect(await limiter.peek('alex')).toBeNull();
    expect((await limiter.consume('alex')).consumedPoints).toBe(1);
  });

  it('uses the message the limiter is given', async () => {
    const limiter = createRateLimiter({
      database: { client: db.as('auth'), table: TABLE },
      name: uniqueName(),
      points: 1,
      durationSeconds: 900,
      message: (wait) => `Too many sign-in attempts; try again in ${wait}.`,
    });
    await limiter.consume('k');
    expect((await refusal(limiter.consume('k'))).message).toBe('Too many sign-in attempts; try again in 15 minutes.');
  });

  it('sweeps rows whose window ended long ago and keeps the others', async () => {
    // The rows are written directly: a limiter's own first write also starts a sweep, in the background,
    // which raced this one for the same rows (once in CI this sweep found nothing left to delete).
    const prefix = uniqueName();
    await db.prisma.$executeRawUnsafe(
      `INSERT INTO ${TABLE} (key, points, expires_at) VALUES
         ('${prefix}:old-a', 3, now() - interval '2 hours'), ('${prefix}:old-b', 1, now() - interval '5 minutes'),
         ('${prefix}:live', 1, now() + interval '1 minute'), ('${prefix}:just-ended', 2, now() - interval '30 seconds')`,
    );
    const store = new RateLimiterPostgresStore({ database: db.as('auth'), table: TABLE, keyPrefix: 'sweeper', points: 1, durationSeconds: 1 });
    expect(await store.sweepExpired()).toBeGreaterThanOrEqual(2);
    const keys = await db.prisma.$queryRawUnsafe<{ key: string }[]>(`SELECT key FROM ${TABLE} WHERE key LIKE $1 ORDER BY key`, `${prefix}:%`);
    // A window that ended less than a minute ago is left for a later sweep (SWEEP_SQL in postgres-store.ts).
    expect(keys.map((row) => row.key)).toEqual([`${prefix}:just-ended`, `${prefix}:live`]);
  });

  it("a limiter's own writes sweep too, at most once in five minutes", async () => {
    const limiter = createRateLimiter({ database: { client: db.as('auth'), table: TABLE }, name: uniqueName(), points: 5, durationSeconds: 60 });
    const ended = (name: string) => `${limiter.name}:${name}`;
    const insertEnded = (key: string) => db.prisma.$executeRawUnsafe(`INSERT INTO ${TABLE} (key, points, expires_at) VALUES ($1, 1, now() - interval '2 hours')`, key);
    const present = async (key: string) => (await db.prisma.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM ${TABLE} WHERE key = $1`, key)).length > 0;

    await insertEnded(ended('first'));
    await limiter.consume('a');
    await expect.poll(() => present(ended('first'))).toBe(false);

    await insertEnded(ended('second'));
    await limiter.consume('b');
    await limiter.consume('b');
    expect(await present(ended('second'))).toBe(true);

    vi.setSystemTime(Date.now() + 5 * 60_000);
    await limiter.consume('c');
    await expect.poll(() => present(ended('second'))).toBe(false);
  });

  it('counts in memory while the database is unreachable instead of failing the request', async () => {
    const unreachable = createPrismaClient({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere' });
    try {
      const limiter = createRateLimiter({ database: { client: unreachable, table: TABLE }, name: uniqueName(), points: 2, durationSeconds: 60 });
      await limiter.consume('k');
      await limiter.consume('k');
      await refusal(limiter.consume('k'));
    } finally {
      await unreachable.$disconnect();
    }
  });
});

describe('rateLimit middleware in two service replicas', () => {
  let db: TestDatabase;
  let replica: PrismaClient;
  const servers: TestServer[] = [];
  const config = loadServiceConfig({ SESSION_KEYS: 'rate-limit-test-key', LOG_LEVEL: 'silent', TRUSTED_PROXIES: '127.0.0.1, ::1' });

  function replicaApp(prisma: PrismaClient) {
    const limiter = createRateLimiter({ database: { client: prisma, table: TABLE }, name: 'test-route', points: 3, durationSeconds: 2 });
    const router = new Router();
    let handled = 0;
    router.post('/api/limited', rateLimit(limiter), (ctx) => {
      handled += 1;
      ctx.body = { handled };
    });
    return createServiceApp({ name: 'limited', prisma, config, routers: [router] });
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    replica = createPrismaClient({ databaseUrl: databaseUrlAs(db.databaseUrl, 'auth'), maxConnections: 5 });
    servers.push(await startTestServer(replicaApp(db.as('auth'))), await startTestServer(replicaApp(replica)));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await replica?.$disconnect();
    await db?.drop();
  });

  // As behind the edge: whatever the client wrote first, the edge appends the address it saw.
  const post = (server: TestServer, spoofed: string) =>
    fetch(`${server.url}/api/limited`, { method: 'POST', headers: { 'x-forwarded-for': `${spoofed}, 10.9.8.7` } });

  it('answers 429 with Retry-After and { message } over the shared limit, keyed by the address the edge saw', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    expect((await post(a, '1.1.1.1')).status).toBe(200);
    expect((await post(b, '2.2.2.2')).status).toBe(200);
    expect((await post(a, '3.3.3.3')).status).toBe(200);
    const refused = await post(b, '4.4.4.4');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^[12]$/);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests; please try again in [12] seconds?\.$/) });

    await endWindows(db.prisma, 'test-route');
    const again = await post(a, '5.5.5.5');
    expect(again.status).toBe(200);
  });
});

describe('createRateLimiter on PGlite (the embedded default)', () => {
  it('counts and refuses through the Prisma driver adapter', async () => {
    const db = await createPGliteTestDatabase();
    try {
      const limiter = createRateLimiter({ database: { client: db.prisma, table: TABLE }, name: uniqueName(), points: 2, durationSeconds: 60 });
      await limiter.consume('k');
      expect((await limiter.consume('k')).remainingPoints).toBe(0);
      expect((await refusal(limiter.consume('k'))).retryAfterSeconds).toBeGreaterThan(55);
    } finally {
      await db.close();
    }
  });
});
