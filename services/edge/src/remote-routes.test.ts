import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteRoute } from '@alive/contracts';
import { REMOTE_NAMES } from '@alive/features';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRemotesDocument, routesSource } from './remote-routes.ts';
import { remoteManifestTable } from './remotes.ts';

const GROUPS: RemoteRoute[] = [
  { path: '/groups', module: './GroupsScreen', title: 'Groups', nav: { label: 'Groups', order: 40 } },
  { path: '/groups/:groupId', module: './GroupDetailScreen', title: 'Group' },
];
const PROFILE: RemoteRoute[] = [{ path: '/dashboard', module: './DashboardScreen', title: 'Preference Dashboard' }];

let root: string;
let server: Server;
let cdn: string;
const served = new Map<string, { status: number; body: string } | 'hang'>();
const requests: string[] = [];

function writeRoutes(name: string, body: unknown) {
  mkdirSync(join(root, name), { recursive: true });
  writeFileSync(join(root, name, 'routes.json'), typeof body === 'string' ? body : JSON.stringify(body));
}

const logger = { info: vi.fn(), warn: vi.fn() };
const staticRoots = () => ({ shell: join(root, 'shell'), remotes: { choices: join(root, 'choices'), groups: join(root, 'groups') } });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'remote-routes-'));
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const answer = served.get(req.url ?? '');
    if (answer === 'hang') return;
    res.writeHead(answer?.status ?? 404, { 'content-type': 'application/json' });
    res.end(answer?.body ?? '{"message":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cdn = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  served.clear();
  requests.length = 0;
  logger.info.mockClear();
  logger.warn.mockClear();
});

describe('routesSource', () => {
  const roots = { shell: '/srv/shell', remotes: { groups: '/srv/mfe-groups/dist' } };
  it('reads the edge-served remote from its dist folder, a remote elsewhere beside its manifest URL', () => {
    expect(routesSource('groups', '/remotes/groups/mf-manifest.json', roots)).toEqual({ kind: 'file', file: '/srv/mfe-groups/dist/routes.json' });
    expect(routesSource('groups', 'https://cdn.example/g/v2/mf-manifest.json', roots)).toEqual({
      kind: 'url',
      url: 'https://cdn.example/g/v2/routes.json',
    });
    expect(routesSource('admin', '/remotes/admin/mf-manifest.json', roots).kind).toBe('none');
    expect(routesSource('groups', '/elsewhere/mf-manifest.json', roots).kind).toBe('none');
  });
});

describe('createRemotesDocument', () => {
  it('folds each remote\'s routes into the manifest table, keeping every manifest URL', async () => {
    writeRoutes('groups', GROUPS);
    served.set('/profile/routes.json', { status: 200, body: JSON.stringify(PROFILE) });
    const manifests = remoteManifestTable({ REMOTE_PROFILE_URL: `${cdn}/profile/mf-manifest.json` });
    const document = await createRemotesDocument({ manifests, staticRoots: staticRoots(), logger })();

    expect(Object.keys(document)).toEqual(REMOTE_NAMES);
    expect(document.groups).toEqual({ manifest: '/remotes/groups/mf-manifest.json', routes: GROUPS });
    expect(document.profile).toEqual({ manifest: `${cdn}/profile/mf-manifest.json`, routes: PROFILE });
    // choices has a folder without routes.json; admin and recommendations have no folder at all.
    expect(document.choices).toEqual({ manifest: '/remotes/choices/mf-manifest.json' });
    expect(document.admin).toEqual({ manifest: '/remotes/admin/mf-manifest.json' });
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'choices', reason: expect.stringContaining('routes.json is missing') }),
      'remote routes unavailable: listed without routes',
    );
  });

  it('picks up a redeployed dist folder on the next call, without a restart', async () => {
    writeRoutes('groups', GROUPS);
    const document = createRemotesDocument({ manifests: remoteManifestTable({}), staticRoots: staticRoots(), logger });
    expect((await document()).groups?.routes).toEqual(GROUPS);

    const extra: RemoteRoute = { path: '/groups-archive', module: './GroupsScreen', title: 'Archive', nav: { label: 'Archive', order: 45 } };
    writeRoutes('groups', [...GROUPS, extra]);
    // Same-second rewrites of the same size must not hide the change: force a different mtime.
    utimesSync(join(root, 'groups', 'routes.json'), new Date(), new Date(Date.now() + 5_000));
    expect((await document()).groups?.routes).toEqual([...GROUPS, extra]);

    rmSync(join(root, 'groups'), { recursive: true });
    expect((await document()).groups).toEqual({ manifest: '/remotes/groups/mf-manifest.json' });
  });

  it('lists a remote with an invalid routes.json without routes and logs the problem once', async () => {
    writeRoutes('groups', [...GROUPS, { path: '/groups', module: './GroupsScreen', title: 'Twice' }]);
    writeRoutes('choices', '{ not json');
    const document = createRemotesDocument({ manifests: remoteManifestTable({}), staticRoots: staticRoots(), logger });
    const first = await document();
    await document();

    expect(first.groups).toEqual({ manifest: '/remotes/groups/mf-manifest.json' });
    expect(first.choices).toEqual({ manifest: '/remotes/choices/mf-manifest.json' });
    const reasons = logger.warn.mock.calls.map(([details]) => `${details.remote}: ${details.reason}`);
    expect(reasons.filter((r) => r.startsWith('groups'))).toEqual([expect.stringContaining('duplicate path /groups')]);
    expect(reasons.filter((r) => r.startsWith('choices'))).toEqual([expect.stringContaining('JSON')]);

    writeRoutes('groups', GROUPS);
    utimesSync(join(root, 'groups', 'routes.json'), new Date(), new Date(Date.now() + 5_000));
    expect((await document()).groups?.routes).toEqual(GROUPS);
    expect(logger.info).toHaveBeenCalledWith({ remote: 'groups', routes: 2 }, 'remote routes available again');
  });

  it('gives up on a slow or failing remote origin quickly and reuses the answer for a while', async () => {
    served.set('/slow/routes.json', 'hang');
    served.set('/broken/routes.json', { status: 503, body: '{}' });
    let clock = 0;
    const document = createRemotesDocument({
      manifests: { profile: `${cdn}/slow/mf-manifest.json`, admin: `${cdn}/broken/mf-manifest.json` },
      staticRoots: staticRoots(),
      logger,
      fetchTimeoutMs: 200,
      fetchCacheMs: 1_000,
      now: () => clock,
    });
    const started = performance.now();
    expect(await document()).toEqual({
      profile: { manifest: `${cdn}/slow/mf-manifest.json` },
      admin: { manifest: `${cdn}/broken/mf-manifest.json` },
    });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ remote: 'admin', reason: expect.stringContaining('answered 503') }), expect.any(String));

    served.set('/broken/routes.json', { status: 200, body: JSON.stringify(PROFILE) });
    await document();
    expect(requests.filter((r) => r === '/broken/routes.json')).toHaveLength(1);
    clock = 1_001;
    expect((await document()).admin?.routes).toEqual(PROFILE);
    expect(requests.filter((r) => r === '/broken/routes.json')).toHaveLength(2);
  });

  it('logs a path that two remotes declare', async () => {
    writeRoutes('groups', GROUPS);
    writeRoutes('choices', [{ path: '/groups', module: './HomeScreen', title: 'Home' }]);
    const document = createRemotesDocument({ manifests: remoteManifestTable({}), staticRoots: staticRoots(), logger });
    await document();
    expect(logger.warn).toHaveBeenCalledWith({ conflicts: ['/groups: choices and groups (the shell uses choices)'] }, 'two remotes declare the same path');
  });
});
