import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REMOTE_NAMES } from '@alive/features';
import { createEdge } from './app.ts';
import { IMMUTABLE, NO_CACHE } from './cache-policy.ts';
import { closeProxyAgents } from './proxy.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { SECURITY_HEADERS } from './security-headers.ts';
import { remoteManifestTable } from './remotes.ts';
import { API_ROUTES, LIVE_SERVICE_NAMES, type ServiceName } from './route-table.ts';
import type { Upstreams } from './upstreams.ts';

interface Seen {
  service: string;
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const seen: Seen[] = [];
const servers: Server[] = [];
/** Ends the streamed response the fake service has begun: it holds the rest until the test says. */
let endStream = () => {};

/** A fake service on port 0 that echoes what it received. */
async function fakeService(service: string): Promise<string> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ service, method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url?.startsWith('/api/stream')) {
        // A streamed response: the edge must pass chunks through as they come.
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first,');
        endStream = () => res.end('second');
        return;
      }
      res.writeHead(req.url === '/api/auth/user' ? 401 : 200, {
        'content-type': 'application/json',
        'set-cookie': 'alive.sid=abc; path=/; httponly',
        'x-served-by': service,
      });
      res.end(JSON.stringify({ service, url: req.url, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port with nothing listening (the service is down). */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

let root: string;
let edgeUrl: string;
let edgeServer: Server;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'edge-test-'));
  mkdirSync(join(root, 'shell'));
  writeFileSync(join(root, 'shell/index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(root, 'shell/main.0123abcd45.js'), 'console.log("main")');
  writeFileSync(join(root, 'shell/main.0123abcd45.js.map'), '{"version":3,"sources":["src/secret-plans.ts"]}');
  writeFileSync(join(root, 'shell/vendor.89abcdef01.js'), `export const words = ${JSON.stringify('alive '.repeat(2000))};`);
  mkdirSync(join(root, 'choices'));
  writeFileSync(join(root, 'choices/mf-manifest.json'), '{"id":"choices"}');
  writeFileSync(join(root, 'choices/remoteEntry.js'), 'var choices;');
  writeFileSync(join(root, 'choices/routes.json'), JSON.stringify([{ path: '/', module: './HomeScreen', title: 'Home' }]));
  writeFileSync(join(root, 'choices/181.b62f612d3a.js'), 'chunk();');
  writeFileSync(join(root, 'choices/181.b62f612d3a.js.map'), '{"version":3}');
  writeFileSync(join(root, 'secret.txt'), 'outside the roots');

  const upstreams = {} as Upstreams;
  for (const name of LIVE_SERVICE_NAMES) upstreams[name] = await fakeService(name);

  const app = createEdge({
    upstreams,
    staticRoots: { shell: join(root, 'shell'), remotes: { choices: join(root, 'choices') } },
    remoteManifest: remoteManifestTable({ REMOTE_PROFILE_URL: 'https://cdn.example/profile/mf-manifest.json' }),
    // As in production, so the policy below lists only what the site itself names (overrides: app-remote-overrides.test.ts).
    allowRemoteOverrides: false,
    routes: [
      ...(await import('./route-table.ts')).API_ROUTES,
      { prefix: '/api/stream', service: 'choices' as ServiceName },
      { prefix: '/api/groups/special', service: 'admin' as ServiceName },
    ],
  });
  edgeServer = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => edgeServer.once('listening', resolve));
  edgeUrl = `http://127.0.0.1:${(edgeServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  closeProxyAgents();
  await new Promise<void>((resolve) => edgeServer.close(() => resolve()));
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  rmSync(root, { recursive: true, force: true });
});

describe('edge: API proxy', () => {
  it('proxies by path prefix to the owning service, keeping method, query, body, cookies and status', async () => {
    const res = await fetch(`${edgeUrl}/api/user-choices?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'alive.sid=s1', 'x-forwarded-for': '10.0.0.9' },
      body: JSON.stringify({ choicePairId: 'p1' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-served-by')).toBe('choices');
    expect(res.headers.get('set-cookie')).toContain('alive.sid=abc');
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ service: 'choices', method: 'POST', url: '/api/user-choices?x=1', body: '{"choicePairId":"p1"}' });
    expect(last.headers.cookie).toBe('alive.sid=s1');
    expect(last.headers['x-forwarded-for']).toBe('10.0.0.9, 127.0.0.1');
    expect(last.headers['x-forwarded-proto']).toBe('http');
    expect(last.headers['x-forwarded-host']).toBe(new URL(edgeUrl).host);
    expect(last.headers.host).toBe(new URL(edgeUrl).host);
  });

  it('passes upstream statuses through (401 from auth)', async () => {
    const res = await fetch(`${edgeUrl}/api/auth/user`);
    expect(res.status).toBe(401);
    expect(seen.at(-1)?.service).toBe('auth');
  });

  it('routes each service by its prefixes, longest prefix first', async () => {
    const cases: [string, ServiceName][] = [
      ['/api/login', 'auth'],
      ['/api/happiness-profile/completion', 'profile'],
      ['/api/recommendations/general', 'recommendations'],
      ['/api/analytics/track', 'admin'],
      ['/api/groups/special/report', 'admin'],
    ];
    for (const [path, service] of cases) {
      const res = await fetch(`${edgeUrl}${path}`, { redirect: 'manual' });
      expect(res.headers.get('x-served-by'), path).toBe(service);
    }
  });

  it('streams responses through', async () => {
    const res = await fetch(`${edgeUrl}/api/stream`);
    // The answer's head is here while the service still holds the rest of its body: an edge that waited
    // for the whole body would still be waiting.
    endStream();
    expect(await res.text()).toBe('first,second');
  });

  it.each(['gzip', 'br'])('streams a compressed (%s) answer chunk by chunk: the first is readable before the service ends', async (coding) => {
    const res = await fetch(`${edgeUrl}/api/stream`, { headers: { 'accept-encoding': coding } });
    expect(res.headers.get('content-encoding')).toBe(coding);
    // fetch decodes as it reads: the first chunk comes out while the service still holds the rest.
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('first,');
    endStream();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe('second');
  });

  it('answers 502 { message } when the owning service is down', async () => {
    const upstreams = { ...Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, ''])), choices: await deadUrl() } as Upstreams;
    const server = createEdge({ upstreams, staticRoots: { shell: join(root, 'shell'), remotes: {} } }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/user-choices`);
      expect(res.status).toBe(502);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ message: 'choices service is unavailable' });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('answers 501 { message } for a planned service and proxies nothing', async () => {
    // Every feature's service is live today; a route table with groups still planned stands in for the next one.
    const upstreams = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, ''])) as Upstreams;
    upstreams.groups = await fakeService('groups');
    const routes = API_ROUTES.map((route) => (route.service === 'groups' ? { ...route, status: 'planned' as const } : route));
    const server = createEdge({ upstreams, routes, staticRoots: { shell: join(root, 'shell'), remotes: {} } }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const before = seen.length;
    try {
      for (const path of ['/api/groups', '/api/groups/x/recommendations', '/api/groups/join']) {
        const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { method: path.endsWith('join') ? 'POST' : 'GET' });
        expect(res.status, path).toBe(501);
        expect(res.headers.get('content-type')).toContain('application/json');
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(await res.json()).toEqual({ message: 'The groups service is not available yet.' });
      }
      expect(seen.length).toBe(before);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('answers 404 { message } for an /api path no service owns', async () => {
    const res = await fetch(`${edgeUrl}/api/nobody-owns-this`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.json()).message).toMatch(/No service handles/);
  });
});

describe('edge: static site', () => {
  it('serves the shell with no-cache and falls back to index.html for app routes', async () => {
    for (const path of ['/', '/groups/42', '/no-such-page']) {
      const res = await fetch(`${edgeUrl}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe(NO_CACHE);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<title>shell</title>');
    }
  });

  it('serves hashed shell chunks as immutable and 404s unknown assets', async () => {
    const res = await fetch(`${edgeUrl}/main.0123abcd45.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect((await fetch(`${edgeUrl}/missing.0123abcd45.js`)).status).toBe(404);
  });

  it('serves remote assets under /remotes/<name>/ with the cache policy', async () => {
    const manifest = await fetch(`${edgeUrl}/remotes/choices/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe(NO_CACHE);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const entry = await fetch(`${edgeUrl}/remotes/choices/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe(NO_CACHE);
    const chunk = await fetch(`${edgeUrl}/remotes/choices/181.b62f612d3a.js`);
    expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await chunk.text()).toBe('chunk();');
    expect((await fetch(`${edgeUrl}/remotes/choices/nope.js`)).status).toBe(404);
    expect((await fetch(`${edgeUrl}/remotes/unknown/mf-manifest.json`)).status).toBe(404);
  });

  it('answers 304 for a fresh conditional request', async () => {
    const first = await fetch(`${edgeUrl}/remotes/choices/mf-manifest.json`);
    const etag = first.headers.get('etag')!;
    // node:http, because fetch adds `cache-control: no-cache` to conditional requests (never fresh).
    const status = await new Promise<number>((resolve, reject) => {
      get(`${edgeUrl}/remotes/choices/mf-manifest.json`, { headers: { 'if-none-match': etag } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('never serves files outside the roots', async () => {
    for (const path of ['/remotes/choices/..%2F..%2Fsecret.txt', '/..%2Fsecret.txt', '/remotes/choices/%2e%2e/%2e%2e/secret.txt']) {
      const res = await fetch(`${edgeUrl}${path}`);
      expect(res.status, path).toBe(404);
    }
  });

  it('serves /remotes.json with per-remote overrides and the routes it could read, no-cache', async () => {
    const res = await fetch(`${edgeUrl}/remotes.json`);
    expect(res.headers.get('cache-control')).toBe(NO_CACHE);
    // Only choices has a build with routes.json here; the others are listed without routes.
    const servedHere = Object.fromEntries(REMOTE_NAMES.map((name) => [name, { manifest: `/remotes/${name}/mf-manifest.json` }]));
    expect(await res.json()).toEqual({
      ...servedHere,
      choices: { manifest: '/remotes/choices/mf-manifest.json', routes: [{ path: '/', module: './HomeScreen', title: 'Home' }] },
      profile: { manifest: 'https://cdn.example/profile/mf-manifest.json' },
    });
  });

  it('has /healthz, /readyz and /readyz/edge', async () => {
    expect((await fetch(`${edgeUrl}/healthz`)).status).toBe(200);
    const edgeReady = await fetch(`${edgeUrl}/readyz/edge`);
    expect(edgeReady.status).toBe(200);
    expect(await edgeReady.json()).toMatchObject({ status: 'ready', shell: true });
    const ready = await fetch(`${edgeUrl}/readyz`);
    expect(ready.status).toBe(200);
    const body = await ready.json();
    expect(body.remotes).toEqual({ choices: true });
    expect(body.down).toEqual([]);
    expect(Object.keys(body.services).sort()).toEqual([...LIVE_SERVICE_NAMES].sort());
  });

  it('serves source maps outside production', async () => {
    expect((await fetch(`${edgeUrl}/main.0123abcd45.js.map`)).status).toBe(200);
    expect((await fetch(`${edgeUrl}/remotes/choices/181.b62f612d3a.js.map`)).status).toBe(200);
  });
});

describe('edge: response hygiene', () => {
  it('sends the security headers on pages, assets, its own JSON and proxied API responses', async () => {
    const policy = contentSecurityPolicy({
      remoteManifestUrls: Object.values(remoteManifestTable({ REMOTE_PROFILE_URL: 'https://cdn.example/profile/mf-manifest.json' })),
      oidcIssuer: 'http://localhost:4100',
    });
    for (const path of ['/', '/main.0123abcd45.js', '/remotes/choices/remoteEntry.js', '/remotes.json', '/api/choice-pairs/next', '/api/nope']) {
      const res = await fetch(`${edgeUrl}${path}`);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(res.headers.get(name), `${name} on ${path}`).toBe(value);
      }
      expect(res.headers.get('content-security-policy'), path).toBe(policy);
    }
  });

  it('the page\'s policy lets scripts come from a remote moved to another origin and nowhere else', async () => {
    const policy = (await fetch(`${edgeUrl}/`)).headers.get('content-security-policy');
    expect(policy).toContain("script-src 'self' https://cdn.example;");
    expect(policy).toContain("connect-src 'self' https://cdn.example;");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('gzips static assets above 1 KB for clients that accept it, and leaves small ones alone', async () => {
    const big = await rawGet('/vendor.89abcdef01.js', { 'accept-encoding': 'gzip' });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers['cache-control']).toBe(IMMUTABLE);
    expect(big.body.length).toBeLessThan(1000);

    const plain = await rawGet('/vendor.89abcdef01.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(12_000);

    const small = await rawGet('/main.0123abcd45.js', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

/** A GET that does not decode the body, so the bytes on the wire can be measured. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${edgeUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('edge: production', () => {
  it('answers 404 for the source maps of the shell and of the remotes (NODE_ENV=production)', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const upstreams = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, ''])) as Upstreams;
    let server: Server | undefined;
    try {
      server = createEdge({ upstreams, staticRoots: { shell: join(root, 'shell'), remotes: { choices: join(root, 'choices') } } }).listen(0, '127.0.0.1');
      await new Promise<void>((resolve) => server!.once('listening', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const path of ['/main.0123abcd45.js.map', '/remotes/choices/181.b62f612d3a.js.map', '/MAIN.0123ABCD45.JS.MAP']) {
        const res = await fetch(`${url}${path}`);
        expect(res.status, path).toBe(404);
        expect(await res.text(), path).not.toContain('secret-plans');
      }
      expect((await fetch(`${url}/main.0123abcd45.js`)).status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    }
  });
});

describe('edge: readiness of the services behind it', () => {
  it('/readyz is 503 naming every live service whose /readyz fails, is unreachable or hangs, without waiting longer than the timeout', async () => {
    const notReady = createServer((req, res) => {
      res.writeHead(req.url === '/readyz' ? 503 : 200, { 'content-type': 'application/json' });
      res.end('{"message":"Not ready: database"}');
    });
    const hanging = createServer(() => {
      // Never answers.
    });
    for (const server of [notReady, hanging]) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const upstreams = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, ''])) as Upstreams;
    for (const name of LIVE_SERVICE_NAMES) upstreams[name] = await fakeService(name);
    upstreams.choices = urlOf(notReady);
    upstreams.profile = await deadUrl();
    upstreams.admin = urlOf(hanging);

    const edge = createEdge({ upstreams, staticRoots: { shell: join(root, 'shell'), remotes: {} }, readinessTimeoutMs: 300 }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => edge.once('listening', resolve));
    try {
      const started = Date.now();
      const res = await fetch(`http://127.0.0.1:${(edge.address() as AddressInfo).port}/readyz`);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body.down.sort()).toEqual(['admin', 'choices', 'profile']);
      const ready = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, 'ready']));
      expect(body.services).toEqual({ ...ready, choices: 'not ready', profile: 'unreachable', admin: 'timed out' });
      expect(body.status).toBe('not ready: choices, profile, admin');
      // The orchestrator's probe asks only what the edge serves itself.
      const own = await fetch(`http://127.0.0.1:${(edge.address() as AddressInfo).port}/readyz/edge`);
      expect(own.status).toBe(200);
    } finally {
      hanging.closeAllConnections();
      await Promise.all([edge, notReady, hanging].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    }
  });
});

describe('edge: its own readiness', () => {
  it('/readyz/edge is 503 while the shell is not built', async () => {
    const edge = createEdge({ upstreams: {} as never, staticRoots: { shell: join(root, 'no-shell-here'), remotes: {} } }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => edge.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(edge.address() as AddressInfo).port}/readyz/edge`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'shell build missing', shell: false });
    } finally {
      await new Promise<void>((resolve) => edge.close(() => resolve()));
    }
  });
});

describe('edge: trace context', () => {
  const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

  it('starts a trace for a request without one and passes its own span to the service', async () => {
    const res = await fetch(`${edgeUrl}/api/user-choices/recent`);
    const returned = TRACEPARENT.exec(res.headers.get('traceparent') ?? '');
    expect(returned).not.toBeNull();
    const forwarded = TRACEPARENT.exec(String(seen.at(-1)!.headers.traceparent));
    expect(forwarded).not.toBeNull();
    expect(forwarded![1]).toBe(returned![1]);
  });

  it('continues the caller\'s trace with a span of its own', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await fetch(`${edgeUrl}/api/user-choices/recent`, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    const forwarded = TRACEPARENT.exec(String(seen.at(-1)!.headers.traceparent));
    expect(forwarded![1]).toBe(traceId);
    expect(forwarded![2]).not.toBe('00f067aa0ba902b7');
    expect(res.headers.get('traceparent')).toMatch(new RegExp(`^00-${traceId}-`));
  });

  it('ignores a malformed traceparent and starts a new trace', async () => {
    await fetch(`${edgeUrl}/api/user-choices/recent`, { headers: { traceparent: '00-zzzz-not-a-trace' } });
    const forwarded = TRACEPARENT.exec(String(seen.at(-1)!.headers.traceparent));
    expect(forwarded).not.toBeNull();
    expect(forwarded![1]).not.toBe('00000000000000000000000000000000');
  });
});
