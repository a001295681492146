import Router from '@koa/router';
import { createPrismaClient } from '@alive/db';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { createServiceApp } from './create-service-app.ts';
import { loadServiceConfig } from './config.ts';
import { requireAdmin, requireUser } from './middleware/require-user.ts';
import { sessionCookieFor, startTestServer, type TestServer } from './testing.ts';

// The kit against a real Prisma client on a fresh Postgres database.
const config = loadServiceConfig({ SESSION_KEYS: 'db-test-key', LOG_LEVEL: 'silent' });

function routes() {
  const router = new Router();
  router.get('/api/kit/me', requireUser, (ctx) => {
    ctx.body = ctx.state.user;
  });
  router.get('/api/kit/admin', requireAdmin, (ctx) => {
    ctx.body = { ok: true };
  });
  return router;
}

describe('createServiceApp with Postgres', () => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startTestServer(createServiceApp({ name: 'kit-db', prisma: db.prisma, routers: [routes()], config }));
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('loads ctx.state.user from the users table', async () => {
    const user = await createTestUser(db.prisma, { firstName: 'Grace', lastName: 'Hopper' });
    const response = await fetch(`${server.url}/api/kit/me`, { headers: { cookie: await sessionCookieFor(db.prisma, user.id, config) } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: user.id,
      email: user.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      profileImageUrl: null,
      isAdmin: false,
    });
  });

  it('takes isAdmin from the database row', async () => {
    const admin = await createTestUser(db.prisma, { isAdmin: true });
    const member = await createTestUser(db.prisma);
    expect((await fetch(`${server.url}/api/kit/admin`, { headers: { cookie: await sessionCookieFor(db.prisma, admin.id, config) } })).status).toBe(200);
    expect((await fetch(`${server.url}/api/kit/admin`, { headers: { cookie: await sessionCookieFor(db.prisma, member.id, config) } })).status).toBe(403);
  });

  it('/readyz is 200 when SELECT 1 succeeds', async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('/readyz is 503 when the database is unreachable', async () => {
    const unreachable = createPrismaClient({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere' });
    const down = await startTestServer(createServiceApp({ name: 'kit-down', prisma: unreachable, routers: [], config }));
    try {
      const response = await fetch(`${down.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: 'Not ready: database' });
    } finally {
      await down.close();
      await unreachable.$disconnect();
    }
  });
});
