import Router from '@koa/router';
import { pgPoolOf } from '@alive/db';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { createServiceApp } from './create-service-app.ts';
import { loadServiceConfig } from './config.ts';
import { requireUser } from './middleware/require-user.ts';
import { deleteSessionRecord, SESSION_USER_QUERY } from './session-records.ts';
import { sessionCookieFor, startTestServer, type TestServer } from './testing.ts';

// The session cache (session-cache.ts) against a real Postgres: lookups are saved, and every change the
// database announces is honoured on the next request.
const config = loadServiceConfig({ SESSION_KEYS: 'session-cache-test-key', LOG_LEVEL: 'silent', SESSION_CACHE_MS: '30000' });

function routes() {
  const router = new Router();
  router.get('/api/kit/me', requireUser, (ctx) => {
    ctx.body = ctx.state.user;
  });
  return router;
}

let db: TestDatabase;
let server: TestServer;
let lookups = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  const pool = pgPoolOf(db.prisma)!;
  // Counts the session lookups that reach Postgres (the kit sends them on the pool, queryRows).
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const first = args[0] as { text?: string } | string;
    if ((typeof first === 'string' ? first : first?.text) === SESSION_USER_QUERY) lookups += 1;
    return query(...args);
  }) as typeof pool.query;
  server = await startTestServer(createServiceApp({ name: 'kit-session-cache', prisma: db.prisma, routers: [routes()], config }));
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const me = (cookie: string) => fetch(`${server.url}/api/kit/me`, { headers: { cookie } });

/** Signed in, and the cache holds the session (the listener is connected once a first lookup made it). */
async function cachedSignIn(data: { firstName?: string } = {}) {
  const user = await createTestUser(db.prisma, data);
  const cookie = await sessionCookieFor(db.prisma, user.id, config);
  await expect
    .poll(async () => {
      const before = lookups;
      expect((await me(cookie)).status).toBe(200);
      return lookups - before;
    })
    .toBe(0);
  return { user, cookie };
}

describe('the session cache', () => {
  it('answers repeated requests of a session without asking Postgres, with the same user', async () => {
    const { user, cookie } = await cachedSignIn({ firstName: 'Alex' });
    const before = lookups;
    for (let i = 0; i < 5; i += 1) {
      const response = await me(cookie);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: user.id, firstName: 'Alex' });
    }
    expect(lookups - before).toBe(0);
  });

  it('refuses a session the moment it is deleted elsewhere (another process signing out)', async () => {
    const { user, cookie } = await cachedSignIn();
    const session = await db.prisma.session.findFirstOrThrow({ where: { userId: user.id } });
    // Straight in the database, as another process would: only the announcement reaches this one.
    await db.prisma.$executeRawUnsafe('DELETE FROM sessions WHERE id = $1', session.id);
    await expect.poll(async () => (await me(cookie)).status, { timeout: 1000 }).toBe(401);
  });

  it('refuses a session this process ended without waiting for the announcement', async () => {
    const { user, cookie } = await cachedSignIn();
    const session = await db.prisma.session.findFirstOrThrow({ where: { userId: user.id } });
    await deleteSessionRecord(db.prisma, session.id);
    expect((await me(cookie)).status).toBe(401);
  });

  it('answers with the user as changed (an admin right taken away)', async () => {
    const { user, cookie } = await cachedSignIn();
    await db.prisma.user.update({ where: { id: user.id }, data: { isAdmin: true, firstName: 'Renamed' } });
    await expect.poll(async () => (await me(cookie)).json(), { timeout: 1000 }).toMatchObject({ isAdmin: true, firstName: 'Renamed' });
  });

  it('refuses a session pushed past its idle timeout, and one of a deleted user', async () => {
    const first = await cachedSignIn();
    await db.prisma.$executeRawUnsafe(`UPDATE sessions SET last_seen_at = now() - interval '8 days' WHERE user_id = $1`, first.user.id);
    await expect.poll(async () => (await me(first.cookie)).status, { timeout: 1000 }).toBe(401);

    const second = await cachedSignIn();
    await db.prisma.user.delete({ where: { id: second.user.id } });
    await expect.poll(async () => (await me(second.cookie)).status, { timeout: 1000 }).toBe(401);
  });

  it('asks Postgres on every request while it cannot hear announcements, and caches again once it can', async () => {
    const { cookie } = await cachedSignIn();
    const [backend] = await db.prisma.$queryRawUnsafe<{ pid: number }[]>(
      `SELECT pid FROM pg_stat_activity WHERE application_name = 'listen:alive_session_changes' AND datname = current_database()`,
    );
    await db.prisma.$queryRawUnsafe('SELECT pg_terminate_backend($1)', backend!.pid);
    // Lost: the next requests go to Postgres (each one a lookup) until the listener is back.
    await expect
      .poll(async () => {
        const before = lookups;
        await me(cookie);
        return lookups - before;
      })
      .toBe(1);
    await expect
      .poll(
        async () => {
          const before = lookups;
          expect((await me(cookie)).status).toBe(200);
          return lookups - before;
        },
        { timeout: 5000 },
      )
      .toBe(0);
  });
});
