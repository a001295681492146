import Router from '@koa/router';
import createError from 'http-errors';
import { loadServiceConfig } from '../config.ts';
import { createServiceApp } from '../create-service-app.ts';
import { startTestServer, type TestServer } from '../testing.ts';
import { createFakePrisma } from '../test-support/fake-prisma.ts';
import { requireUser } from './require-user.ts';

const config = loadServiceConfig({ SESSION_KEYS: 'test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

function routes() {
  const router = new Router({ prefix: '/api/cache' });
  router.get('/personal', (ctx) => {
    ctx.body = { favourite: 'tea' };
  });
  router.get('/me', requireUser, (ctx) => {
    ctx.body = { id: ctx.state.user?.id };
  });
  router.get('/public', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = { types: ['joy'] };
  });
  router.get('/public-then-fails', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    throw createError(409, 'conflict');
  });
  router.get('/boom', () => {
    throw new Error('unexpected');
  });
  router.post('/items', (ctx) => {
    ctx.status = 201;
    ctx.body = { created: true };
  });
  return router;
}

describe('Cache-Control: no-store by default on API answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(createServiceApp({ name: 'cache', prisma: createFakePrisma().prisma, routers: [routes()], config }));
  });
  afterAll(() => server.close());

  const cacheControlOf = async (path: string, init?: RequestInit) => {
    const response = await fetch(server.url + path, init);
    await response.arrayBuffer();
    return { status: response.status, cacheControl: response.headers.get('cache-control') };
  };

  it('a personal answer (200, 201) is no-store', async () => {
    expect(await cacheControlOf('/api/cache/personal')).toEqual({ status: 200, cacheControl: 'no-store' });
    expect(await cacheControlOf('/api/cache/items', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).toEqual({
      status: 201,
      cacheControl: 'no-store',
    });
  });

  it('errors are no-store: 401, 404, 405, 409, 500', async () => {
    expect(await cacheControlOf('/api/cache/me')).toEqual({ status: 401, cacheControl: 'no-store' });
    expect(await cacheControlOf('/api/nowhere')).toEqual({ status: 404, cacheControl: 'no-store' });
    expect(await cacheControlOf('/api/cache/personal', { method: 'DELETE' })).toEqual({ status: 405, cacheControl: 'no-store' });
    expect(await cacheControlOf('/api/cache/boom')).toEqual({ status: 500, cacheControl: 'no-store' });
  });

  it('an error after the route chose a public policy is still no-store', async () => {
    expect(await cacheControlOf('/api/cache/public-then-fails')).toEqual({ status: 409, cacheControl: 'no-store' });
  });

  it('keeps a caching policy a route set explicitly', async () => {
    expect(await cacheControlOf('/api/cache/public')).toEqual({ status: 200, cacheControl: 'public, max-age=3600' });
  });

  it('every answer, success or error, says nosniff', async () => {
    for (const [path, status] of [['/api/cache/personal', 200], ['/api/cache/public', 200], ['/api/cache/me', 401], ['/api/nowhere', 404], ['/api/cache/boom', 500]] as const) {
      const response = await fetch(server.url + path);
      await response.arrayBuffer();
      expect([response.status, response.headers.get('x-content-type-options')], path).toEqual([status, 'nosniff']);
    }
  });

  it('health probes are no-store too', async () => {
    expect(await cacheControlOf('/healthz')).toEqual({ status: 200, cacheControl: 'no-store' });
    expect(await cacheControlOf('/readyz')).toEqual({ status: 200, cacheControl: 'no-store' });
  });
});
