import Router from '@koa/router';
import { queryInt, safeText } from '@alive/contracts';
import { z } from 'zod';
import { createServiceApp } from './create-service-app.ts';
import { loadServiceConfig } from './config.ts';
import { parseBody, parseParams, parseQuery } from './validation.ts';
import { startTestServer, type TestServer } from './testing.ts';
import { createFakePrisma } from './test-support/fake-prisma.ts';
import { expectError } from './contract-testing.ts';
import { containsNul } from './strict-input.ts';

// The input rules every route gets from createServiceApp (docs/api.md, Input rules).

const config = loadServiceConfig({ SESSION_KEYS: 'strict-input-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

const noteSchema = z.object({ title: safeText({ min: 1, max: 20 }), tags: z.array(z.string()).optional() });
const optionalSchema = z.object({ userId: safeText({ min: 1, max: 20 }).optional() }).strict();

let server: TestServer;
const written: unknown[] = [];

beforeAll(async () => {
  const router = new Router({ prefix: '/api/strict' });
  for (const method of ['post', 'put', 'patch', 'delete'] as const) {
    router[method]('/notes', (ctx) => {
      written.push(parseBody(ctx, noteSchema));
      ctx.status = 201;
      ctx.body = { ok: true };
    });
  }
  router.post('/optional', (ctx) => {
    ctx.body = parseBody(ctx, optionalSchema);
  });
  // Routes that forgot their contracts: the kit still keeps NUL away from them.
  router.post('/raw', (ctx) => {
    written.push(ctx.request.body);
    ctx.body = { ok: true };
  });
  router.get('/raw/:name', (ctx) => {
    ctx.body = { name: ctx.params.name, query: ctx.query };
  });
  router.get('/things/:id', (ctx) => {
    ctx.body = parseParams(ctx, z.object({ id: queryInt({ min: 1 }) }));
  });
  router.get('/things', (ctx) => {
    ctx.body = parseQuery(ctx, z.object({ limit: queryInt({ min: 1, max: 50 }).default(10) }));
  });
  const { prisma } = createFakePrisma();
  server = await startTestServer(createServiceApp({ name: 'strict', prisma, routers: [router], config }));
});
afterAll(() => server?.close());

const send = (method: string, path: string, body?: BodyInit, contentType?: string) =>
  fetch(server.url + path, { method, body, headers: contentType ? { 'content-type': contentType } : {} });

describe('JSON bodies only', () => {
  it.each([
    ['text/plain', '{"title":"x"}'],
    ['application/x-www-form-urlencoded', 'title=x'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--x--'],
    ['application/xml', '<title>x</title>'],
    ['application/vnd.api+json', '{"title":"x"}'],
  ])('a body of %s → 415, nothing written', async (contentType, body) => {
    const before = written.length;
    expect(await expectError(await send('POST', '/api/strict/notes', body, contentType), 415)).toBe('Content-Type must be application/json');
    expect(written.length).toBe(before);
  });

  it('a body without a Content-Type → 415', async () => {
    expect(await expectError(await send('POST', '/api/strict/notes', new TextEncoder().encode('{"title":"x"}')), 415)).toBe(
      'Content-Type must be application/json',
    );
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('%s with a text/plain body → 415 as well', async (method) => {
    expect(await expectError(await send(method, '/api/strict/notes', '{"title":"x"}', 'text/plain'), 415)).toBe(
      'Content-Type must be application/json',
    );
  });

  it('accepts application/json with a charset, in any letter case', async () => {
    expect((await send('POST', '/api/strict/notes', '{"title":"x"}', 'Application/JSON; charset=utf-8')).status).toBe(201);
  });

  it('an empty body (no Content-Type, or an empty form post) reads as {}: optional fields pass, required ones are named', async () => {
    expect(await (await send('POST', '/api/strict/optional')).json()).toEqual({});
    expect(await (await send('POST', '/api/strict/optional', '', 'application/x-www-form-urlencoded')).json()).toEqual({});
    expect(await expectError(await send('POST', '/api/strict/notes'), 400)).toMatch(/^Invalid request body: title: /);
  });
});

describe('NUL characters', () => {
  it.each([
    ['a string value', { title: 'a\u0000b' }],
    ['a key', { title: 'ok', 'ta\u0000g': 1 }],
    ['a nested array', { title: 'ok', tags: ['x', ['y', { z: '\u0000' }]] }],
  ])('in %s of the body → 400, even on a route without a contract', async (_where, body) => {
    const before = written.length;
    for (const path of ['/api/strict/notes', '/api/strict/raw']) {
      const message = await expectError(await send('POST', path, JSON.stringify(body), 'application/json'), 400);
      expect(message).toMatch(/NUL/);
    }
    expect(written.length).toBe(before);
  });

  it('in the contract helper names the field', async () => {
    const message = await expectError(await send('POST', '/api/strict/optional', JSON.stringify({ userId: 'u\u0000' }), 'application/json'), 400);
    expect(message).toMatch(/NUL/);
  });

  it.each(['/api/strict/raw/a%00b', '/api/strict/raw/x?q=%00', '/api/strict/raw/x?%00=1', '/api/strict/things?limit=1%00'])(
    'encoded in the URL (%s) → 400',
    async (path) => {
      expect(await expectError(await send('GET', path), 400)).toBe('Invalid URL: must not contain NUL characters');
    },
  );

  it('leaves an escaped percent sign alone (%2500 is the text "%00")', async () => {
    const response = await send('GET', '/api/strict/raw/a%2500b');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'a%00b', query: {} });
  });

  it('a deeply nested body is walked without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(containsNul(deep)).toBe(true);
    expect(containsNul({ a: [{ b: 'fine' }], c: null, d: 1 })).toBe(false);
  });
});

describe('numbers in the query and the path', () => {
  it.each(['0x5', '1e1', '+5', '%205', '5.0', '-1', '2147483648', 'NaN'])('?limit=%s → 400', async (value) => {
    expect(await expectError(await send('GET', `/api/strict/things?limit=${value}`), 400)).toMatch(/^Invalid query: limit: /);
  });

  it('a repeated parameter → 400; digits pass', async () => {
    expect(await expectError(await send('GET', '/api/strict/things?limit=1&limit=2'), 400)).toMatch(/^Invalid query: limit: /);
    expect(await (await send('GET', '/api/strict/things?limit=7')).json()).toEqual({ limit: 7 });
  });

  it.each(['1e3', '0x10', '0', '2147483648', '%2B5'])('a path id %s → 400 naming it', async (id) => {
    expect(await expectError(await send('GET', `/api/strict/things/${id}`), 400)).toMatch(/^Invalid path: id: /);
  });

  it('a decimal path id passes', async () => {
    expect(await (await send('GET', '/api/strict/things/42')).json()).toEqual({ id: 42 });
  });
});
