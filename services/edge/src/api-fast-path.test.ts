import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '@alive/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdge } from './app.ts';
import { closeProxyAgents } from './proxy.ts';
import { LIVE_SERVICE_NAMES } from './route-table.ts';
import type { Upstreams } from './upstreams.ts';

// The API fast path (api-fast-path.ts) must answer exactly as the Koa chain does: one edge with it,
// one without, in front of the same service.

const seen: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
const logLines: Record<string, unknown>[] = [];
const throughKoa: Record<'fast' | 'koa', string[]> = { fast: [], koa: [] };
let root: string;
let service: Server;
const edges: Record<'fast' | 'koa', { server: Server; url: string }> = {} as never;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

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
  root = mkdtempSync(join(tmpdir(), 'edge-fast-path-'));
  mkdirSync(join(root, 'shell'));
  writeFileSync(join(root, 'shell/index.html'), '<!doctype html><title>shell</title>');
  const upstreams = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, name === 'choices' ? serviceUrl : 'http://127.0.0.1:9'])) as Upstreams;
  /** A logger that keeps each line it is given, as pino would write it. */
  const recordingLogger = (edge: string) => {
    const line = (level: string) => (obj: object, msg: string) => logLines.push({ ...obj, level, msg, edge });
    return { info: line('info'), warn: line('warn'), error: line('error') } as unknown as Logger;
  };
  for (const kind of ['fast', 'koa'] as const) {
    const app = createEdge({
      upstreams,
      staticRoots: { shell: join(root, 'shell'), remotes: {} },
      allowRemoteOverrides: false,
      apiDocs: false,
      apiFastPath: kind === 'fast',
      logger: recordingLogger(kind),
    });
    // What reaches the Koa chain of each edge.
    app.middleware.unshift(async (ctx, next) => {
      throughKoa[kind].push(ctx.path);
      await next();
    });
    const server = createServer(app.callback());
    edges[kind] = { server, url: await listen(server) };
  }
});

afterAll(async () => {
  for (const server of [service, edges.fast?.server, edges.koa?.server]) await new Promise((resolve) => server?.close(resolve));
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

async function bothEdges(path: string, init: RequestInit = {}) {
  const answers = [];
  for (const kind of ['fast', 'koa'] as const) {
    const response = await fetch(`${edges[kind].url}${path}`, init);
    answers.push({ status: response.status, headers: comparable(response), traceparent: response.headers.get('traceparent'), body: await response.text() });
  }
  return answers as [(typeof answers)[0], (typeof answers)[0]];
}

describe('the edge API fast path', () => {
  it('answers a proxied GET and POST with the status, headers and body the Koa chain gives', async () => {
    for (const init of [{}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"choicePairId":7}' }]) {
      seen.length = 0;
      const [fast, koa] = await bothEdges('/api/user-choices?limit=5', init);
      expect(fast).toEqual({ ...koa, traceparent: fast.traceparent });
      expect(fast.headers).toMatchObject({ 'x-served-by': 'choices', 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', vary: 'Accept-Encoding' });
      expect(fast.headers['content-security-policy']).toBeTruthy();
      // What the service received, from both: the same forwarded headers and body, and the edge's span.
      const [viaFast, viaKoa] = seen;
      expect(viaFast!.url).toBe('/api/user-choices?limit=5');
      for (const name of ['x-forwarded-for', 'x-forwarded-proto', 'content-type', 'content-length', 'cookie']) expect(viaFast!.headers[name]).toBe(viaKoa!.headers[name]);
      expect(viaFast!.headers['x-forwarded-host']).toBe(new URL(edges.fast.url).host);
      expect(viaKoa!.headers['x-forwarded-host']).toBe(new URL(edges.koa.url).host);
      expect(viaFast!.body).toBe(viaKoa!.body);
      expect(viaFast!.headers.traceparent).toBe(fast.traceparent);
    }
    expect(throughKoa.fast).toEqual([]);
    expect(throughKoa.koa).toEqual(['/api/user-choices', '/api/user-choices']);
  });

  it('continues the caller\'s trace, and logs one line per request with its trace id', async () => {
    logLines.length = 0;
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await fetch(`${edges.fast.url}/api/choice-pairs/next`, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('traceparent')).toContain(traceId);
    await expect.poll(() => logLines.filter((line) => line.edge === 'fast' && line.msg === 'request')).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/choice-pairs/next', status: 200, traceId }),
    ]);
  });

  it('leaves the edge\'s own answers to the Koa chain: no service, a planned one, a service down', async () => {
    for (const path of ['/api/no-such-thing', '/api/rum']) {
      const [fast, koa] = await bothEdges(path);
      expect(fast).toEqual({ ...koa, traceparent: fast.traceparent });
    }
    const [fast, koa] = await bothEdges('/api/auth/user');
    expect(fast.status).toBe(502);
    expect(fast).toEqual({ ...koa, traceparent: fast.traceparent });
    // Only the edge's own answers went through its Koa chain; a service that is down is the fast path's 502.
    expect(throughKoa.fast).toEqual(['/api/no-such-thing', '/api/rum']);
  });
});
