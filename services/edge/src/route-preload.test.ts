import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemotesDocument } from '@alive/contracts';
import { createEdge } from './app.ts';
import { linkHeaderOf, preloadsOfManifest, routePreloads, routeScreenOf } from './route-preload.ts';

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './GroupsScreen', assets: { js: { sync: ['__federation_expose_GroupsScreen.0123abcd45.js'], async: ['ui-dialog.1111aaaa22.js'] } } },
    { path: './GroupDetailScreen', assets: { js: { sync: ['77.89abcdef01.js', '__federation_expose_GroupDetailScreen.2222bbbb33.js'], async: [] } } },
  ],
};
const ROUTES = [
  { path: '/groups', module: './GroupsScreen', title: 'Groups' },
  { path: '/groups/new', module: './GroupsScreen', title: 'New group' },
  { path: '/groups/:groupId', module: './GroupDetailScreen', title: 'Group' },
];
const DOCUMENT: RemotesDocument = { groups: { manifest: '/remotes/groups/mf-manifest.json', routes: ROUTES } };

describe("a page load's screen", () => {
  it('is matched as the router matches it: a static segment before a parameter, nothing for unknown paths', () => {
    expect(routeScreenOf(DOCUMENT, '/groups/42')).toEqual({ remote: 'groups', module: './GroupDetailScreen', reads: [] });
    expect(routeScreenOf(DOCUMENT, '/groups/new')).toEqual({ remote: 'groups', module: './GroupsScreen', reads: [] });
    expect(routeScreenOf(DOCUMENT, '/groups/')).toEqual({ remote: 'groups', module: './GroupsScreen', reads: [] });
    expect(routeScreenOf(DOCUMENT, '/groups/42/members')).toBeNull();
    expect(routeScreenOf(DOCUMENT, '/')).toBeNull();
  });

  it("preloads the manifest, the entry and the module's own chunks (not the shared fallbacks), relative to the manifest", () => {
    expect(preloadsOfManifest('/remotes/groups/mf-manifest.json', MANIFEST, './GroupDetailScreen')).toEqual([
      { href: '/remotes/groups/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
      { href: '/remotes/groups/remoteEntry.js', as: 'script' },
      { href: '/remotes/groups/77.89abcdef01.js', as: 'script' },
      { href: '/remotes/groups/__federation_expose_GroupDetailScreen.2222bbbb33.js', as: 'script' },
    ]);
    expect(preloadsOfManifest('/remotes/groups/mf-manifest.json', MANIFEST, './Nope')).toEqual([]);
    expect(preloadsOfManifest('/remotes/groups/mf-manifest.json', { exposes: 'bad' }, './GroupsScreen')).toEqual([]);
    expect(preloadsOfManifest('/remotes/groups/mf-manifest.json', { ...MANIFEST, metaData: { remoteEntry: { name: '../../etc/passwd' } } }, './GroupsScreen')).toEqual([]);
  });

  it('is written as one Link header', () => {
    expect(linkHeaderOf([
      { href: '/remotes/groups/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
      { href: '/remotes/groups/remoteEntry.js', as: 'script' },
    ])).toBe('</remotes/groups/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous, </remotes/groups/remoteEntry.js>; rel=preload; as=script');
  });
});

describe('the edge preloads the screen of a signed-in page load', () => {
  let root: string;
  let base: string;
  let server: Server;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'edge-preload-'));
    mkdirSync(join(root, 'shell'));
    writeFileSync(join(root, 'shell/index.html'), '<!doctype html><title>landing</title>');
    writeFileSync(join(root, 'shell/app.html'), '<!doctype html><title>app</title>');
    mkdirSync(join(root, 'groups'));
    writeFileSync(join(root, 'groups/mf-manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(root, 'groups/routes.json'), JSON.stringify(ROUTES));
    server = createEdge({
      upstreams: {} as never,
      staticRoots: { shell: join(root, 'shell'), remotes: { groups: join(root, 'groups') } },
      remoteManifest: { groups: '/remotes/groups/mf-manifest.json' },
      // A busy test machine may take longer than a page load would wait; the wait itself is tested below.
      screenPreloadWaitMs: 10_000,
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('with the session cookie: a Link header with the screen files of that path', async () => {
    const response = await fetch(`${base}/groups`, { headers: { cookie: 'alive.sid=abc' } });
    expect(await response.text()).toContain('<title>app</title>');
    expect(response.headers.get('link')).toBe(
      '</remotes/groups/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous, </remotes/groups/remoteEntry.js>; rel=preload; as=script, </remotes/groups/__federation_expose_GroupsScreen.0123abcd45.js>; rel=preload; as=script',
    );
  });

  it('signed out (the landing page on every path) or on a path no screen serves: no preload', async () => {
    expect((await fetch(`${base}/groups`)).headers.get('link')).toBeNull();
    expect((await fetch(`${base}/nowhere`, { headers: { cookie: 'alive.sid=abc' } })).headers.get('link')).toBeNull();
  });

  it('a page load does not wait for preloads longer than it is allowed to', async () => {
    // A remote elsewhere whose routes.json never answers: the remotes document waits for that fetch.
    const silent = createServer(() => undefined).listen(0, '127.0.0.1');
    await new Promise((resolve) => silent.once('listening', resolve));
    const elsewhere = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/remotes/choices/mf-manifest.json`;
    const impatient = createEdge({
      upstreams: {} as never,
      staticRoots: { shell: join(root, 'shell'), remotes: { groups: join(root, 'groups') } },
      remoteManifest: { groups: '/remotes/groups/mf-manifest.json', choices: elsewhere },
      screenPreloadWaitMs: 20,
    }).listen(0, '127.0.0.1');
    try {
      await new Promise((resolve) => impatient.once('listening', resolve));
      const response = await fetch(`http://127.0.0.1:${(impatient.address() as AddressInfo).port}/groups`, { headers: { cookie: 'alive.sid=abc' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>app</title>');
      expect(response.headers.get('link')).toBeNull();
    } finally {
      await new Promise((resolve) => impatient.close(resolve));
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('a remote with a release hash, or served from elsewhere, is not preloaded', async () => {
    const preloads = routePreloads({ shell: join(root, 'shell'), remotes: { groups: join(root, 'groups') } });
    expect(await preloads({ groups: { ...DOCUMENT.groups!, integrity: `sha384-${'A'.repeat(64)}` } }, '/groups')).toEqual([]);
    expect(await preloads({ groups: { ...DOCUMENT.groups!, manifest: 'https://cdn.example/groups/mf-manifest.json' } }, '/groups')).toEqual([]);
    expect(await preloads(DOCUMENT, '/groups')).toHaveLength(3);
  });
});
