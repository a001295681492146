import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { defineEndpointTable } from '@alive/contracts';
import { createOpenApiDocument, type OpenApiDocument } from '@alive/service-kit';
import { createEdge, type EdgeOptions } from './app.ts';
import { API_ROUTES, LIVE_SERVICE_NAMES } from './route-table.ts';
import type { Upstreams } from './upstreams.ts';

const choicesDocument = createOpenApiDocument(
  defineEndpointTable({
    service: 'choices',
    description: 'Either/or pairs.',
    endpoints: {
      recent: {
        method: 'get',
        path: '/api/user-choices/recent',
        summary: 'Recent <choices>',
        access: 'user',
        responses: { 200: { description: 'Recent choices', schema: z.array(z.object({ id: z.number() })) } },
      },
    },
    notBuiltPrefixes: ['/api/user-preferences/'],
  }),
);

const servers: Server[] = [];
let root: string;

/** A fake service: `/openapi.json` answers `document` (or 500 without one), anything else 404. */
async function fakeService(document?: OpenApiDocument): Promise<string> {
  const server = createServer((req, res) => {
    const found = req.url === '/openapi.json' && document;
    res.writeHead(found ? 200 : req.url === '/openapi.json' ? 500 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(found ? document : { message: 'no' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

// Every feature's service is live today; groups stands in as planned here so the docs of a planned
// service (the next feature's) stay covered.
const routesWithGroupsPlanned = API_ROUTES.map((route) => (route.service === 'groups' ? { ...route, status: 'planned' as const } : route));

async function startEdge(options: Partial<EdgeOptions>): Promise<string> {
  const upstreams = {} as Upstreams;
  for (const name of LIVE_SERVICE_NAMES) upstreams[name] = await fakeService();
  upstreams.choices = await fakeService(choicesDocument);
  upstreams.admin = await deadUrl();
  const server = createEdge({ upstreams, routes: routesWithGroupsPlanned, staticRoots: { shell: root, remotes: {} }, ...options }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'edge-docs-'));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  rmSync(root, { recursive: true, force: true });
});

describe('edge: /api/docs in development', () => {
  let edge: string;
  beforeAll(async () => {
    edge = await startEdge({ apiDocs: true });
  });

  it("serves a live service's OpenAPI document, asked from the service", async () => {
    const res = await fetch(`${edge}/api/docs/choices.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    // Under /api/, so never stored, like every API answer.
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as OpenApiDocument;
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toEqual(['/api/user-choices/recent']);
  });

  it('lists every service of the registry, live ones with their operations, planned ones as not built', async () => {
    const res = await fetch(`${edge}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    for (const route of API_ROUTES) expect(html).toContain(`<h2 id="${route.service}">`);
    expect(html).toContain('<a href="/api/docs/choices.json">');
    expect(html).toContain('<td>GET</td><td><code>/api/user-choices/recent</code></td><td>Recent &lt;choices&gt;</td><td>user</td>');
    expect(html).toContain('Not built yet: <code>/api/user-preferences/</code>');
    expect(html).toContain('Planned, not built yet: <code>/api/groups</code> answer 501.');
    expect(html).toContain('Document unavailable: admin service is unavailable.');
    expect(html).not.toMatch(/<script|https?:\/\//);
  });

  it('answers 501 for a planned service, 404 for an unknown one, 502 for one that is down or has no document', async () => {
    expect((await fetch(`${edge}/api/docs/groups.json`)).status).toBe(501);
    const unknown = await fetch(`${edge}/api/docs/nope.json`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${edge}/api/docs/choices`)).status).toBe(404);
    const down = await fetch(`${edge}/api/docs/admin.json`);
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({ message: 'admin service is unavailable' });
    const broken = await fetch(`${edge}/api/docs/profile.json`);
    expect(broken.status).toBe(502);
    expect(await broken.json()).toEqual({ message: 'profile service answered 500 without an API document' });
  });

  it('refuses anything but GET', async () => {
    expect((await fetch(`${edge}/api/docs/choices.json`, { method: 'POST' })).status).toBe(405);
  });
});

describe('edge: /api/docs in production', () => {
  it('answers 404, with the docs switched off explicitly or by NODE_ENV=production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      for (const edge of [await startEdge({ apiDocs: false }), await startEdge({})]) {
        for (const path of ['/api/docs', '/api/docs/choices.json']) {
          const res = await fetch(`${edge}${path}`);
          expect(res.status, path).toBe(404);
          expect(await res.json()).toEqual({ message: `No service handles ${path}` });
        }
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
