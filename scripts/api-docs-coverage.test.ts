import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type Koa from 'koa';
import { endpointName, endpointTables } from '@alive/contracts';
import type { PrismaClient } from '@alive/db';
import { createInProcessBus } from '@alive/events';
import { LIVE_SERVICES, resolveApiRoute, type LiveServiceName } from '@alive/features';
import { loadServiceConfig, OPENAPI_PATH, openApiPath, type OpenApiDocument, type SessionUser } from '@alive/service-kit';
import { createEdge } from '../services/edge/src/app.ts';
import type { Upstreams } from '../services/edge/src/upstreams.ts';
import {
  prefixCoverageProblems,
  routerRoutes,
  sessionCookieFor,
  startTestServer,
  undocumentedRoutes,
  unroutedOperations,
  type TestServer,
} from '@alive/service-kit/testing';

// Every live service's API document against the routes its Koa routers really register (docs/api.md).
// The apps are built with a database stand-in: only the session user lookup is ever asked, so no
// handler runs and nothing needs Postgres. The member's session record is the one id it knows.

const config = loadServiceConfig({ SESSION_KEYS: 'api-docs-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });
const member: SessionUser = { id: 'docs-member', email: 'member@alive.local', firstName: null, lastName: null, profileImageUrl: null, isAdmin: false };
const memberSessionId = 'docs-member-session-id';
const prisma = {
  async $queryRawUnsafe(_query: string, ...values: unknown[]) {
    return values[0] === memberSessionId ? [member] : [];
  },
} as unknown as PrismaClient;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each live service's app factory, found by the convention every service follows (docs/architecture.md,
 * "Adding a feature"): `<folder>/src/app.ts` exports `create<Name>Service({ prisma, config, ... })`. Every
 * factory takes what it needs from one set of stand-ins, so a new service needs no line here.
 */
async function appFactory(service: (typeof LIVE_SERVICES)[number]): Promise<() => Koa> {
  const exportName = `create${service.name.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase())}Service`;
  const module = (await import(pathToFileURL(path.join(root, service.folder, 'src/app.ts')).href)) as Record<string, unknown>;
  const create = module[exportName];
  if (typeof create !== 'function') throw new Error(`${service.folder}/src/app.ts must export ${exportName}`);
  return () => (create as (deps: object) => Koa)({ prisma, config, bus: createInProcessBus() });
}

const factories = Object.fromEntries(
  await Promise.all(LIVE_SERVICES.map(async (service) => [service.name, await appFactory(service)] as const)),
) as Record<LiveServiceName, () => Koa>;

interface Operation {
  'x-access': 'public' | 'user' | 'admin';
}

/** A concrete URL for a documented path (parameters filled in). */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'docs-probe');

it('builds every live service of the registry, and only those', () => {
  expect(Object.keys(factories).sort()).toEqual(LIVE_SERVICES.map((s) => s.name).sort());
});

describe.each(LIVE_SERVICES.map((service) => [service.name, service] as const))('%s API document', (name, service) => {
  let app: Koa;
  let server: TestServer;
  let document: OpenApiDocument;

  beforeAll(async () => {
    app = factories[name]();
    server = await startTestServer(app);
    const response = await fetch(`${server.url}${OPENAPI_PATH}`);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenApiDocument;
  });
  afterAll(() => server?.close());

  it('is an OpenAPI 3.1 document of this service', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe(`${name} service`);
  });

  it("serves the document of the service's endpoint table, every endpoint of it", () => {
    const table = endpointTables.find((candidate) => candidate.service === name);
    expect(table, `no endpoint table for ${name} in @alive/contracts`).toBeDefined();
    const declared = Object.values(table!.endpoints).map((endpoint) => endpointName({ method: endpoint.method, path: openApiPath(endpoint.path) }));
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => endpointName({ method: method as 'get', path })));
    expect(documented.sort()).toEqual(declared.sort());
    expect(declared.length).toBeGreaterThan(0);
  });

  it('documents every /api route the routers register, and no route they lack', () => {
    const routes = routerRoutes(app);
    expect(undocumentedRoutes(routes, document)).toEqual([]);
    expect(unroutedOperations(routes, document)).toEqual([]);
  });

  it("covers each of the service's registry prefixes, or declares it not built", () => {
    expect(prefixCoverageProblems(service.apiPrefixes, routerRoutes(app), document)).toEqual([]);
  });

  it('documents only paths the edge sends to this service', () => {
    for (const path of Object.keys(document.paths)) expect(resolveApiRoute(path)?.service, path).toBe(name);
  });

  it('tells the truth about access: signed out gets 401, a member gets 403 on admin routes', async () => {
    const member403 = await sessionCookieFor(prisma, member.id, config, { sessionId: memberSessionId });
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item) as [string, Operation][]) {
        if (operation['x-access'] === 'public') continue;
        const request = (cookie?: string) =>
          fetch(`${server.url}${concrete(path)}`, {
            method: method.toUpperCase(),
            redirect: 'manual',
            headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
            body: method === 'get' ? undefined : '{}',
          });
        expect((await request()).status, `${method} ${path} signed out`).toBe(401);
        if (operation['x-access'] === 'admin') expect((await request(member403)).status, `${method} ${path} as member`).toBe(403);
      }
    }
  });
});

describe('the edge in development', () => {
  const started: TestServer[] = [];
  afterAll(() => Promise.all(started.map((server) => server.close())));

  it("serves each live service's own document at /api/docs/<service>.json and lists them all at /api/docs", async () => {
    const upstreams = {} as Upstreams;
    for (const { name } of LIVE_SERVICES) {
      const server = await startTestServer(factories[name]());
      started.push(server);
      upstreams[name] = server.url;
    }
    const edge = await startTestServer(createEdge({ upstreams, staticRoots: { shell: '/nonexistent', remotes: {} }, apiDocs: true }));
    started.push(edge);
    for (const { name } of LIVE_SERVICES) {
      const [viaEdge, direct] = await Promise.all([
        fetch(`${edge.url}/api/docs/${name}.json`).then((r) => r.json()),
        fetch(`${upstreams[name]}${OPENAPI_PATH}`).then((r) => r.json()),
      ]);
      expect(viaEdge, name).toEqual(direct);
    }
    const index = await (await fetch(`${edge.url}/api/docs`)).text();
    expect(index).toContain('<code>/api/user-choices/recent</code>');
    expect(index).not.toContain('Document unavailable');
  });
});
