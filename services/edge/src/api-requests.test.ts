import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPageLoadTokens, type Logger } from '@alive/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdge, type EdgeOptions } from './app.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { closeProxyAgents } from './proxy.ts';
import { createEdgeMetrics } from './releases/edge-metrics.ts';
import { createMemoryRateLimit } from './releases/memory-rate-limit.ts';
import { remoteManifestTable } from './remotes.ts';
import { LIVE_SERVICE_NAMES } from './route-table.ts';
import { securityHeaders } from './security-headers.ts';
import type { Upstreams } from './upstreams.ts';

// The edge's API path (api-requests.ts) answers every /api request but the edge's own endpoints without
// its Koa chain, with every header the Koa chain gives its own answers.

const seen: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
const logLines: Record<string, unknown>[] = [];
/** What reaches each edge's Koa chain. */
const throughKoa: Record<'api' | 'own', string[]> = { api: [], own: [] };
let root: string;
let service: Server;
const edges: Record<'api' | 'own', { server: Server; url: string }> = {} as never;
const remoteManifest = remoteManifestTable({});
const oidcIssuer = 'http://localhost:4100';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A logger that keeps each line it is given, as pino would write it. */
function recordingLogger(): Logger {
  const line = (level: string) => (obj: object, msg: string) => logLines.push({ ...obj, level, msg });
  return { info: line('info'), warn: line('warn'), error: line('error') } as unknown as Logger;
}

/** Field telemetry mounted, so `/api/rum` is the edge's own (releases/rum-ingest.ts). */
const rum = (): Pick<EdgeOptions, 'rum' | 'metrics'> => ({
  metrics: createEdgeMetrics({ defaultMetrics: false }),
  rum: {
    forwarder: { add: () => undefined },
    tokens: createPageLoadTokens({ keys: ['api-requests-test-key-0123456789'], ttlMs: 60_000 }),
    sampleRate: 1,
    perAddress: createMemoryRateLimit({ points: 100, durationMs: 60_000 }),
    perPage: createMemoryRateLimit({ points: 100, durationMs: 60_000 }),
    perNetworkTokens: createMemoryRateLimit({ points: 100, durationMs: 60_000 }),
  },
});

beforeAll(async () => {
  service = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-served-by': 'choices' });
      res.end(JSON.stringify({ url: req.url, body }));
    });
  });
  const serviceUrl = await listen(service);
  root = mkdtempSync(join(tmpdir(), 'edge-api-requests-'));
  mkdirSync(join(root, 'shell'));
  writeFileSync(join(root, 'shell/index.html'), '<!doctype html><title>shell</title>');
  const upstreams = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, name === 'choices' ? serviceUrl : 'http://127.0.0.1:9'])) as Upstreams;
  // `api`: no endpoint of the edge's own under /api; `own`: field telemetry and the API docs mounted,
  // behind a trusted proxy on loopback.
  for (const kind of ['api', 'own'] as const) {
    const app = createEdge({
      upstreams,
      staticRoots: { shell: join(root, 'shell'), remotes: {} },
      remoteManifest,
      oidcIssuer,
      allowRemoteOverrides: false,
      apiDocs: kind === 'own',
      warmScreens: false,
      logger: recordingLogger(),
      ...(kind === 'own' ? { ...rum(), trustedProxies: ['127.0.0.1'] } : {}),
    });
    app.middleware.unshift(async (ctx, next) => {
      throughKoa[kind].push(ctx.path);
      await next();
    });
    const server = createServer(app.callback());
    edges[kind] = { server, url: await listen(server) };
  }
});

afterAll(async () => {
  for (const server of [service, edges.api?.server, edges.own?.server]) await new Promise((resolve) => server?.close(resolve));
  closeProxyAgents();
  rmSync(root, { recursive: true, force: true });
});

/** Headers that differ between any two answers (the moment, the span) left out. */
function comparable(response: Response): Record<string, string> {
  const headers = Object.fromEntries(response.headers.entries());
  delete headers.date;
  delete headers.traceparent;
  delete headers['keep-alive'];
  return headers;
}

async function ask(path: string, init: RequestInit = {}, kind: 'api' | 'own' = 'api') {
  const response = await fetch(`${edges[kind].url}${path}`, init);
  return { status: response.status, headers: comparable(response), traceparent: response.headers.get('traceparent'), body: await response.text() };
}

/** The headers the edge's Koa chain sends with every answer of its own (security-headers.ts, koa-compress's Vary). */
const siteHeaders = () => ({
  ...Object.fromEntries(
    Object.entries(securityHeaders(contentSecurityPolicy({ remoteManifestUrls: Object.values(remoteManifest), oidcIssuer, localRemotes: false }))).map(([name, value]) => [name.toLowerCase(), value]),
  ),
  vary: 'Accept-Encoding',
  connection: 'keep-alive',
});

/** The edge's own `{ message }` on an API path, as the Koa chain sent it. */
const ownMessage = (status: number, message: string) => ({
  status,
  headers: { ...siteHeaders(), 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(JSON.stringify({ message }))) },
  traceparent: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/),
  body: JSON.stringify({ message }),
});

describe('the edge API path', () => {
  it('answers a proxied GET and POST with the status, headers and body the Koa chain gave', async () => {
    for (const init of [{}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"choicePairId":7}' }] as RequestInit[]) {
      seen.length = 0;
      const answer = await ask('/api/user-choices?limit=5', init);
      expect(answer).toEqual({
        status: init.method === 'POST' ? 201 : 200,
        // fetch asks for gzip, deflate and br; a service's answer without a length is compressed (response-compression.ts).
        headers: { ...siteHeaders(), 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip', 'transfer-encoding': 'chunked', 'x-served-by': 'choices' },
        traceparent: expect.stringMatching(/^00-/),
        body: JSON.stringify({ url: '/api/user-choices?limit=5', body: init.body ?? '' }),
      });
      expect(answer.headers).toMatchObject({ 'x-served-by': 'choices', 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', vary: 'Accept-Encoding' });
      expect(answer.headers['content-security-policy']).toBeTruthy();
      // What the service received: the forwarded headers and body, and the edge's span.
      const [received] = seen;
      expect(received!.url).toBe('/api/user-choices?limit=5');
      expect(received!.headers).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http', 'x-forwarded-host': new URL(edges.api.url).host });
      expect(received!.headers['content-type']).toBe(init.method === 'POST' ? 'application/json' : undefined);
      expect(received!.headers['content-length']).toBe(init.method === 'POST' ? '18' : undefined);
      expect(received!.headers.cookie).toBeUndefined();
      expect(received!.body).toBe(init.body ?? '');
      expect(received!.headers.traceparent).toBe(answer.traceparent);
    }
    expect(throughKoa.api).toEqual([]);
  });

  it('continues the caller\'s trace, and logs one line per request with its trace id', async () => {
    logLines.length = 0;
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await fetch(`${edges.api.url}/api/choice-pairs/next`, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('traceparent')).toContain(traceId);
    await expect.poll(() => logLines.filter((line) => line.msg === 'request')).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/choice-pairs/next', status: 200, traceId }),
    ]);
  });

  it('answers an /api path no live service takes itself: no service, a service down, no endpoint of the edge\'s own', async () => {
    expect(await ask('/api/no-such-thing')).toEqual(ownMessage(404, 'No service handles /api/no-such-thing'));
    expect(await ask('/api')).toEqual(ownMessage(404, 'No service handles /api'));
    // Without field telemetry or the API docs mounted, their paths are any other the table does not own.
    expect(await ask('/api/rum')).toEqual(ownMessage(404, 'No service handles /api/rum'));
    expect(await ask('/api/docs')).toEqual(ownMessage(404, 'No service handles /api/docs'));
    expect(await ask('/api/auth/user')).toEqual(ownMessage(502, 'auth service is unavailable'));
    logLines.length = 0;
    const head = await ask('/api/no-such-thing', { method: 'HEAD' });
    expect(head).toEqual({ ...ownMessage(404, 'No service handles /api/no-such-thing'), headers: { ...ownMessage(404, 'No service handles /api/no-such-thing').headers, connection: 'close' }, body: '' });
    await expect.poll(() => logLines.filter((line) => line.msg === 'request')).toEqual([expect.objectContaining({ method: 'HEAD', path: '/api/no-such-thing', status: 404 })]);
    expect(throughKoa.api).toEqual([]);
  });

  it('leaves the edge\'s own API endpoints to its Koa chain: field telemetry and the API docs', async () => {
    const beacon = await ask('/api/rum', {}, 'own');
    expect(beacon.status).toBe(405);
    expect(beacon.headers.allow).toBe('POST');
    expect((await ask('/api/docs/nope.json', {}, 'own')).status).toBe(404);
    expect((await ask('/api/user-choices', {}, 'own')).status).toBe(200);
    expect(throughKoa.own).toEqual(['/api/rum', '/api/docs/nope.json']);
  });

  it('passes X-Forwarded-For on as it came plus the peer, trusted proxy or not: each service applies its own TRUSTED_PROXIES', async () => {
    // docs/architecture.md, "Trusted proxies": the edge's list decides the address it uses itself (field
    // telemetry's limits), never what it forwards, so a service sees the whole chain on either edge.
    for (const kind of ['api', 'own'] as const) {
      seen.length = 0;
      expect((await ask('/api/user-choices', { headers: { 'x-forwarded-for': '203.0.113.7, 10.1.2.3' } }, kind)).status).toBe(200);
      expect(seen.map((request) => request.headers['x-forwarded-for'])).toEqual(['203.0.113.7, 10.1.2.3, 127.0.0.1']);
    }
  });
});
