import { defineEndpointTable } from '@alive/contracts';
import Koa from 'koa';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { errorHandler } from '../middleware/error-handler.ts';
import { jsonBodyParser } from '../middleware/body-parser.ts';
import { createLogger } from '../logger.ts';
import { endpointRouter } from './endpoint-router.ts';
import { routerRoutes } from './router-routes.ts';

const thing = z.object({ id: z.number().int(), name: z.string() });
const table = defineEndpointTable({
  service: 'things',
  description: 'Things.',
  endpoints: {
    get: {
      method: 'get',
      path: '/api/things/:thingId',
      summary: 'One thing',
      access: 'user',
      params: z.object({ thingId: z.string().regex(/^\d+$/, 'must be digits') }),
      query: z.object({ loud: z.enum(['true', 'false']).optional() }),
      responses: { 200: { description: 'The thing', schema: thing } },
    },
    add: {
      method: 'post',
      path: '/api/things',
      summary: 'Add a thing',
      access: 'admin',
      rateLimit: 'writes',
      headers: z.object({ 'x-thing-key': z.string().regex(/^k\d+$/, 'must be k and digits').optional() }),
      body: thing.omit({ id: true }),
      responses: { 201: { description: 'Added', schema: thing } },
    },
    ping: { method: 'post', path: '/api/things/ping', summary: 'Ping', access: 'public', responses: { 204: { description: 'Pong' } } },
    login: { method: 'get', path: '/api/things-login', summary: 'Login', access: 'public', responses: { 302: { description: 'Away' } }, servedBy: 'middleware' },
  },
});

let limited = 0;
const writes: Middleware = async (ctx, next) => {
  limited += 1;
  if (ctx.get('x-over-limit')) ctx.throw(429, 'Too many');
  await next();
};
const seen: unknown[] = [];

function app(user?: { id: string; isAdmin: boolean }) {
  const koa = new Koa();
  koa.context.log = createLogger({ name: 'test', level: 'silent' });
  koa.use(errorHandler());
  koa.use(jsonBodyParser());
  koa.use(async (ctx, next) => {
    ctx.state.user = user ? { email: null, firstName: null, lastName: null, profileImageUrl: null, ...user } : undefined;
    await next();
  });
  const router = endpointRouter(
    table,
    {
      get: ({ params, query, user: caller }) => {
        seen.push({ params, query, caller: caller.id });
        return { id: Number(params.thingId), name: query.loud === 'true' ? 'THING' : 'thing' };
      },
      add: ({ body, headers }) => {
        seen.push({ headers });
        return { id: 7, name: body.name };
      },
      ping: () => undefined,
    },
    { rateLimits: { writes } },
  );
  koa.use(router.routes());
  return koa;
}

async function call(koa: Koa, method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) {
  const server = koa.listen(0);
  try {
    const { port } = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  } finally {
    server.close();
  }
}

describe('endpointRouter', () => {
  const alex = { id: 'u1', isAdmin: false };
  const ada = { id: 'u2', isAdmin: true };

  it('mounts every routed endpoint in declaration order and none for middleware-served ones', () => {
    const koa = app(alex);
    expect(routerRoutes(koa)).toEqual([
      { method: 'get', path: '/api/things/:thingId' },
      { method: 'post', path: '/api/things' },
      { method: 'post', path: '/api/things/ping' },
    ]);
  });

  it('hands the handler parsed input and the user, and answers the declared success status', async () => {
    seen.length = 0;
    expect(await call(app(alex), 'GET', '/api/things/12?loud=true')).toEqual({ status: 200, body: { id: 12, name: 'THING' } });
    expect(seen).toEqual([{ params: { thingId: '12' }, query: { loud: 'true' }, caller: 'u1' }]);
    expect(await call(app(ada), 'POST', '/api/things', { body: { name: 'lamp' } })).toEqual({ status: 201, body: { id: 7, name: 'lamp' } });
    expect((await call(app(), 'POST', '/api/things/ping')).status).toBe(204);
  });

  it('answers 401 and 403 from the access rule before anything else runs', async () => {
    limited = 0;
    expect(await call(app(), 'GET', '/api/things/12')).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    expect((await call(app(alex), 'POST', '/api/things', { body: { name: 'lamp' } })).status).toBe(403);
    expect(limited).toBe(0);
  });

  it('answers 400 naming the failing field of params, query or body', async () => {
    expect(await call(app(alex), 'GET', '/api/things/abc')).toEqual({ status: 400, body: { message: 'Invalid path: thingId: must be digits' } });
    expect((await call(app(alex), 'GET', '/api/things/1?loud=maybe')).body).toMatchObject({ message: expect.stringMatching(/^Invalid query: loud: /) });
    expect((await call(app(ada), 'POST', '/api/things', { body: { name: 3 } })).body).toMatchObject({ message: expect.stringMatching(/^Invalid request body: name: /) });
  });

  it('hands the handler only the declared headers, parsed, and answers 400 for a bad one', async () => {
    seen.length = 0;
    expect((await call(app(ada), 'POST', '/api/things', { body: { name: 'lamp' }, headers: { 'X-Thing-Key': 'k12', 'x-other': 'y' } })).status).toBe(201);
    expect((await call(app(ada), 'POST', '/api/things', { body: { name: 'lamp' } })).status).toBe(201);
    expect(seen).toEqual([{ headers: { 'x-thing-key': 'k12' } }, { headers: {} }]);
    seen.length = 0;
    expect(await call(app(ada), 'POST', '/api/things', { body: { name: 'lamp' }, headers: { 'x-thing-key': 'nope' } })).toEqual({
      status: 400,
      body: { message: 'Invalid headers: x-thing-key: must be k and digits' },
    });
    expect(seen).toEqual([]);
  });

  it('puts the rate-limit class in front of validation', async () => {
    limited = 0;
    expect((await call(app(ada), 'POST', '/api/things', { body: {}, headers: { 'x-over-limit': '1' } })).status).toBe(429);
    expect(limited).toBe(1);
  });

  it('refuses at start a missing handler, a handler for no endpoint, and a rate-limit class without a limiter', () => {
    const handlers = { get: () => ({ id: 1, name: 'x' }), add: () => ({ id: 1, name: 'x' }), ping: () => undefined };
    expect(() => endpointRouter(table, { ...handlers, ping: undefined } as never, { rateLimits: { writes } })).toThrow(
      'things: POST /api/things/ping ("ping") has no handler',
    );
    expect(() => endpointRouter(table, { ...handlers, extra: () => undefined } as never, { rateLimits: { writes } })).toThrow(
      'things: a handler is given for "extra", which the endpoint table does not declare',
    );
    expect(() => endpointRouter(table, handlers)).toThrow('things: POST /api/things names rate-limit class "writes", which has no limiter');
  });
});
