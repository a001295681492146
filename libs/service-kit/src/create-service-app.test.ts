import { request as httpRequest } from 'node:http';
import Router from '@koa/router';
import { z } from 'zod';
import { createServiceApp } from './create-service-app.ts';
import { loadServiceConfig } from './config.ts';
import createError from 'http-errors';
import { parseBody, parseQuery } from './validation.ts';
import { requireAdmin, requireUser } from './middleware/require-user.ts';
import { sessionCookieFor, sessionIdOf, startTestServer, type TestServer } from './testing.ts';
import { createFakePrisma } from './test-support/fake-prisma.ts';
import { expectError } from './contract-testing.ts';

const config = loadServiceConfig({ SESSION_KEYS: 'test-key-1,test-key-0', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });
const admin = { id: 'u-admin', email: 'admin@alive.local', firstName: 'Ada', lastName: 'Admin', profileImageUrl: null, isAdmin: true };
const regular = { id: 'u-alex', email: 'alex@alive.local', firstName: 'Alex', lastName: 'Rivera', profileImageUrl: null, isAdmin: false };

const itemSchema = z.object({ title: z.string().min(1), rating: z.number().int().min(1).max(5) });
const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

function exampleRouter() {
  const written: unknown[] = [];
  const router = new Router({ prefix: '/api/example' });
  router.get('/me', requireUser, (ctx) => {
    ctx.body = { id: ctx.state.user?.id };
  });
  router.get('/admin', requireAdmin, (ctx) => {
    ctx.body = { ok: true };
  });
  router.post('/items', (ctx) => {
    const item = parseBody(ctx, itemSchema);
    written.push(item);
    ctx.status = 201;
    ctx.body = item;
  });
  router.get('/items', (ctx) => {
    ctx.body = parseQuery(ctx, listQuery);
  });
  router.get('/teapot', () => {
    throw createError(418, 'I am a teapot');
  });
  router.get('/unavailable', () => {
    throw createError(503, 'replica db-7 at 10.0.0.7 is down');
  });
  router.get('/boom', () => {
    throw new Error('secret connection string postgres://user:pw@db');
  });
  router.get('/zod', () => {
    z.object({ count: z.number() }).parse({ count: 'many' });
  });
  router.get('/address', (ctx) => {
    ctx.body = { ip: ctx.ip };
  });
  router.post('/session-counter', (ctx) => {
    const session = ctx.session!;
    const current = (session as unknown as { counter?: number }).counter ?? 0;
    (session as unknown as { counter: number }).counter = current + 1;
    ctx.body = { counter: current + 1 };
  });
  return { router, written };
}

describe('createServiceApp', () => {
  let server: TestServer;
  let fake: ReturnType<typeof createFakePrisma>;
  let written: unknown[];
  let busReady = true;

  beforeAll(async () => {
    fake = createFakePrisma([admin, regular]);
    const example = exampleRouter();
    written = example.written;
    const app = createServiceApp({
      name: 'example',
      prisma: fake.prisma,
      routers: [example.router],
      readinessChecks: [
        async function eventBus() {
          if (!busReady) throw new Error('bus down');
        },
      ],
      config,
    });
    server = await startTestServer(app);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    fake.state.databaseUp = true;
    busReady = true;
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers });
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(server.url + path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

  describe('health', () => {
    it('/healthz answers 200 without touching the database', async () => {
      fake.state.databaseUp = false;
      const response = await get('/healthz');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'alive' });
    });

    it('/readyz is 200 when the database and every check pass', async () => {
      const response = await get('/readyz');
      expect(response.status).toBe(200);
    });

    it('/readyz is 503 naming the database when it is unreachable', async () => {
      fake.state.databaseUp = false;
      const response = await get('/readyz');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: 'Not ready: database' });
    });

    it('/readyz is 503 naming a failing extra check', async () => {
      busReady = false;
      const response = await get('/readyz');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: 'Not ready: eventBus' });
    });
  });

  describe('request context', () => {
    it('returns a generated request id, or echoes a sane incoming one', async () => {
      const generated = await get('/healthz');
      expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const echoed = await get('/healthz', { 'x-request-id': 'edge-abc-123' });
      expect(echoed.headers.get('x-request-id')).toBe('edge-abc-123');
      const refused = await get('/healthz', { 'x-request-id': 'bad id with spaces <script>' });
      expect(refused.headers.get('x-request-id')).not.toContain('script');
    });
  });

  describe('errors', () => {
    it('unknown paths are 404 with a JSON message', async () => {
      expect(await expectError(await get('/api/nowhere'), 404)).toBe('Not Found');
    });

    it('wrong method on a known path is 405 with a JSON message', async () => {
      expect(await expectError(await fetch(`${server.url}/api/example/me`, { method: 'DELETE' }), 405)).toBe('Method Not Allowed');
    });

    it('a method no route is written with is 405 with the path\'s Allow header, not 501 (no error-level log line)', async () => {
      const propfind = await fetch(`${server.url}/api/example/me`, { method: 'PROPFIND' });
      expect(propfind.headers.get('allow')).toBe('HEAD, GET');
      expect(await expectError(propfind, 405)).toBe('Method PROPFIND is not allowed here');
      // fetch refuses to send TRACE, so it goes through node:http.
      const trace = await new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
        const req = httpRequest(`${server.url}/api/nowhere`, { method: 'TRACE' }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(trace).toEqual({ status: 405, allow: '', body: JSON.stringify({ message: 'Method TRACE is not allowed here' }) });
    });

    it('exposes http-errors messages with their status', async () => {
      expect(await expectError(await get('/api/example/teapot'), 418)).toBe('I am a teapot');
    });

    it('keeps the status of an unexposed (5xx) http error but not its message', async () => {
      expect(await expectError(await get('/api/example/unavailable'), 503)).toBe('Service Unavailable');
    });

    it('turns unknown errors into a 500 without leaking internals', async () => {
      // The error contract is strict: only `message`, so nothing else of the error can leak.
      expect(await expectError(await get('/api/example/boom'), 500)).toBe('Internal Server Error');
    });

    it('turns a thrown ZodError into a 400 naming the field', async () => {
      expect(await expectError(await get('/api/example/zod'), 400)).toMatch(/^count: /);
    });
  });

  describe('body and query validation', () => {
    it('accepts a valid body', async () => {
      const response = await post('/api/example/items', JSON.stringify({ title: 'Dune', rating: 5 }));
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ title: 'Dune', rating: 5 });
    });

    it('rejects an invalid body with 400 naming the field, writing nothing', async () => {
      const before = written.length;
      const response = await post('/api/example/items', JSON.stringify({ title: 'Dune', rating: 9 }));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string };
      expect(body.message).toMatch(/^Invalid request body: rating: /);
      expect(written.length).toBe(before);
    });

    it('rejects malformed JSON with 400', async () => {
      const response = await post('/api/example/items', '{"title": "Dune",');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'Malformed JSON body' });
    });

    it('rejects a body over the size limit with 413', async () => {
      const response = await post('/api/example/items', JSON.stringify({ title: 'x'.repeat(200_000), rating: 1 }));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: 'Request body too large' });
    });

    it('refuses non-JSON bodies with 415 (more in strict-input.test.ts)', async () => {
      const before = written.length;
      const response = await post('/api/example/items', 'title=Dune', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ message: 'Content-Type must be application/json' });
      expect(written.length).toBe(before);
    });

    it('parses and coerces the query, and rejects a bad one naming the parameter', async () => {
      expect(await (await get('/api/example/items?limit=5')).json()).toEqual({ limit: 5 });
      expect(await (await get('/api/example/items')).json()).toEqual({ limit: 10 });
      const bad = await get('/api/example/items?limit=500');
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toMatch(/^Invalid query: limit: /);
    });
  });

  describe('session and current user', () => {
    it('requireUser answers 401 Unauthorized when signed out', async () => {
      const response = await get('/api/example/me');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthorized' });
    });

    it('loads the user named by a signed session cookie', async () => {
      const response = await get('/api/example/me', { cookie: await sessionCookieFor(fake.prisma, regular.id, config) });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id: regular.id });
    });

    it('accepts a cookie signed with an older key still in SESSION_KEYS (rotation)', async () => {
      const oldKeyCookie = await sessionCookieFor(fake.prisma, regular.id, config, { signWith: 'test-key-0' });
      const response = await get('/api/example/me', { cookie: oldKeyCookie });
      expect(response.status).toBe(200);
    });

    it('ignores a cookie with a forged signature', async () => {
      const forged = await sessionCookieFor(fake.prisma, admin.id, config, { signWith: 'attacker-key' });
      const response = await get('/api/example/me', { cookie: forged });
      expect(response.status).toBe(401);
    });

    it('ignores a cookie whose value was changed after signing', async () => {
      const genuine = await sessionCookieFor(fake.prisma, regular.id, config);
      const adminSid = sessionIdOf(await sessionCookieFor(fake.prisma, admin.id, config));
      const forgedValue = Buffer.from(JSON.stringify({ sid: adminSid, _expire: Date.now() + 60_000, _maxAge: 60_000 })).toString('base64');
      const tampered = genuine.replace(/^alive\.sid=[^;]+/, `alive.sid=${forgedValue}`);
      const response = await get('/api/example/admin', { cookie: tampered });
      expect(response.status).toBe(401);
    });

    it('treats a session naming an unknown user as signed out', async () => {
      const response = await get('/api/example/me', { cookie: await sessionCookieFor(fake.prisma, 'deleted-user', config) });
      expect(response.status).toBe(401);
    });

    it('requireAdmin: 401 signed out, 403 for a regular user, 200 for an admin', async () => {
      expect((await get('/api/example/admin')).status).toBe(401);
      const forbidden = await get('/api/example/admin', { cookie: await sessionCookieFor(fake.prisma, regular.id, config) });
      expect(forbidden.status).toBe(403);
      expect(((await forbidden.json()) as { message: string }).message).toMatch(/^Forbidden/);
      expect((await get('/api/example/admin', { cookie: await sessionCookieFor(fake.prisma, admin.id, config) })).status).toBe(200);
    });

    it('writes the alive.sid cookie signed, HttpOnly, SameSite=Lax and not Secure over http', async () => {
      const response = await post('/api/example/session-counter', '{}');
      const cookies = response.headers.getSetCookie();
      const sid = cookies.find((cookie) => cookie.startsWith('alive.sid='));
      const sig = cookies.find((cookie) => cookie.startsWith('alive.sid.sig='));
      expect(sid).toBeDefined();
      expect(sig).toBeDefined();
      expect(sid).toMatch(/httponly/i);
      expect(sid).toMatch(/samesite=lax/i);
      expect(sid).not.toMatch(/secure/i);
      expect(sid).toMatch(/path=\//i);
    });
  });

  describe('origin check on state-changing requests', () => {
    it('refuses a POST from a foreign Origin with 403', async () => {
      const before = written.length;
      const response = await post('/api/example/items', JSON.stringify({ title: 'x', rating: 1 }), { origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toMatch(/^Forbidden/);
      expect(written.length).toBe(before);
    });

    it('refuses an Origin that only shares the host name', async () => {
      const response = await post('/api/example/items', JSON.stringify({ title: 'x', rating: 1 }), { origin: 'http://localhost:4000' });
      expect(response.status).toBe(403);
    });

    it('allows the site origin and requests without Origin', async () => {
      const sameSite = await post('/api/example/items', JSON.stringify({ title: 'x', rating: 1 }), { origin: 'http://localhost:3000' });
      expect(sameSite.status).toBe(201);
      const noOrigin = await post('/api/example/items', JSON.stringify({ title: 'x', rating: 1 }));
      expect(noOrigin.status).toBe(201);
    });

    it('does not check safe methods', async () => {
      const response = await get('/api/example/items', { origin: 'https://evil.example' });
      expect(response.status).toBe(200);
    });
  });
});

describe('createServiceApp behind a TLS proxy', () => {
  it('sets a Secure cookie when PUBLIC_URL is https and the proxy says https', async () => {
    const httpsConfig = loadServiceConfig({ SESSION_KEYS: 'k', PUBLIC_URL: 'https://alive.example', LOG_LEVEL: 'silent' });
    const { prisma } = createFakePrisma();
    const { router } = exampleRouter();
    const server = await startTestServer(createServiceApp({ name: 'tls', prisma, routers: [router], config: httpsConfig }));
    try {
      const response = await fetch(`${server.url}/api/example/session-counter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', origin: 'https://alive.example' },
        body: '{}',
      });
      expect(response.status).toBe(200);
      const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith('alive.sid='));
      expect(sid).toMatch(/secure/i);
    } finally {
      await server.close();
    }
  });
});

describe('client address (TRUSTED_PROXIES)', () => {
  const addressFrom = async (trustedProxies: string | undefined, forwardedFor: string) => {
    const env = { SESSION_KEYS: 'k', LOG_LEVEL: 'silent', ...(trustedProxies === undefined ? {} : { TRUSTED_PROXIES: trustedProxies }) };
    const server = await startTestServer(createServiceApp({ name: 'example', prisma: createFakePrisma().prisma, config: loadServiceConfig(env), routers: [exampleRouter().router] }));
    try {
      const res = await fetch(`${server.url}/api/example/address`, { headers: { 'x-forwarded-for': forwardedFor } });
      return ((await res.json()) as { ip: string }).ip;
    } finally {
      await server.close();
    }
  };

  it('ignores a fake X-Forwarded-For by default: the peer is the client', async () => {
    expect(await addressFrom(undefined, '6.6.6.6')).toMatch(/^(127\.0\.0\.1|::1)$/);
  });

  it("believes a trusted edge's entry, never the ones the client wrote before it", async () => {
    expect(await addressFrom('127.0.0.1, ::1', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('refuses a TRUSTED_PROXIES that is not addresses or CIDR blocks', () => {
    expect(() => loadServiceConfig({ SESSION_KEYS: 'k', TRUSTED_PROXIES: 'edge.internal' })).toThrow(/TRUSTED_PROXIES/);
  });
});
