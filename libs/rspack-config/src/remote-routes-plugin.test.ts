import { rspack, type Stats } from '@rspack/core';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RemoteRoute } from '@alive/contracts';
import { RemoteRoutesPlugin, checkRemoteRoutes } from './remote-routes-plugin.ts';

const EXPOSES = ['./GroupsScreen', './GroupDetailScreen'];
const ROUTES: RemoteRoute[] = [
  { path: '/groups', module: './GroupsScreen', title: 'Groups', nav: { label: 'Groups', order: 40 } },
  { path: '/groups/:groupId', module: './GroupDetailScreen', title: 'Group' },
];

describe('checkRemoteRoutes', () => {
  it('accepts a valid list', () => {
    expect(checkRemoteRoutes(ROUTES, EXPOSES)).toEqual({ ok: true, routes: ROUTES });
  });

  it('accepts the API reads a screen makes on every load', () => {
    const withReads: RemoteRoute[] = [{ ...ROUTES[0]!, reads: ['/api/groups', '/api/groups/invitations', '/api/groups/mine?limit=6&sort=name'] }];
    expect(checkRemoteRoutes(withReads, EXPOSES)).toEqual({ ok: true, routes: withReads });
  });

  it('accepts a section that names one of its own nav links', () => {
    const withSection: RemoteRoute[] = [ROUTES[0]!, { ...ROUTES[1]!, section: '/groups' }];
    expect(checkRemoteRoutes(withSection, EXPOSES)).toEqual({ ok: true, routes: withSection });
  });

  it.each([
    ['a path without a nav link', 0, '/groups/:groupId', 'is not a route of this remote with a nav link'],
    ['a path of no route here', 1, '/recommendations', 'is not a route of this remote with a nav link'],
    ['the route itself', 0, '/groups', 'names the route itself'],
  ])('rejects a section that names %s', (_case, target, section, message) => {
    const routes = ROUTES.map((route, index) => (index === target ? { ...route, section } : route));
    expect(checkRemoteRoutes(routes, EXPOSES)).toEqual({ ok: false, errors: [expect.stringContaining(message)] });
  });

  it('rejects duplicate paths, also when only the parameter name differs', () => {
    const result = checkRemoteRoutes([...ROUTES, { path: '/groups/:id', module: './GroupDetailScreen', title: 'Again' }], EXPOSES);
    expect(result).toEqual({ ok: false, errors: [expect.stringContaining('duplicate path /groups/:id')] });
  });

  it('rejects a module the remote does not expose', () => {
    const result = checkRemoteRoutes([{ path: '/groups', module: './MissingScreen', title: 'Groups' }], EXPOSES);
    expect(result).toEqual({ ok: false, errors: [expect.stringContaining('/groups: ./MissingScreen is not exposed')] });
  });

  it.each([
    [{ path: 'groups', module: './GroupsScreen', title: 'Groups' }],
    [{ path: '/groups/', module: './GroupsScreen', title: 'Groups' }],
    [{ path: '/groups', module: 'GroupsScreen', title: 'Groups' }],
    [{ path: '/groups', module: './GroupsScreen', title: '' }],
    [{ path: '/groups', module: './GroupsScreen', title: 'Groups', nav: { label: 'Groups' } }],
    [{ path: '/groups/:groupId', module: './GroupDetailScreen', title: 'Group', nav: { label: 'Group', order: 1 } }],
    // Reads: exact /api/ addresses only (the edge asks them as they are), a query of plain pairs.
    [{ path: '/groups', module: './GroupsScreen', title: 'Groups', reads: ['/groups'] }],
    [{ path: '/groups', module: './GroupsScreen', title: 'Groups', reads: ['/api/groups/:groupId'] }],
    [{ path: '/groups', module: './GroupsScreen', title: 'Groups', reads: ['/api/groups?'] }],
    [{ path: '/groups', module: './GroupsScreen', title: 'Groups', reads: ['/api/groups?limit'] }],
    [{ path: '/groups', module: './GroupsScreen', title: 'Groups', reads: ['/api/groups?limit=5&'] }],
    [{ path: '/groups', module: './GroupsScreen', title: 'Groups', reads: ['/api/groups?q=a%20b'] }],
    [{ path: '/groups', module: './GroupsScreen', title: 'Groups', reads: ['/api/groups?limit=5#top'] }],
    [{ path: '/groups', module: './GroupsScreen', title: 'Groups', reads: ['https://elsewhere.example/api/groups'] }],
    [{ path: '/groups', module: './GroupsScreen', title: 'Groups', reads: ['/api/../admin'] }],
    [{ path: '/groups', module: './GroupsScreen', title: 'Groups', reads: Array.from({ length: 7 }, (_, i) => `/api/groups/r${i}`) }],
  ])('rejects a malformed route %o', (route) => {
    expect(checkRemoteRoutes([route], EXPOSES).ok).toBe(false);
  });
});

describe('RemoteRoutesPlugin', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function build(routes: unknown[]): Promise<Stats> {
    dir = mkdtempSync(path.join(tmpdir(), 'remote-routes-plugin-'));
    writeFileSync(path.join(dir, 'entry.js'), 'export default 1;\n');
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: { main: './entry.js' },
      output: { path: path.join(dir, 'dist') },
      plugins: [new RemoteRoutesPlugin({ routes: routes as RemoteRoute[], exposes: EXPOSES })],
    });
    return new Promise((resolve, reject) => compiler.run((error, stats) => (error || !stats ? reject(error) : resolve(stats))));
  }

  it('emits routes.json into the build output', async () => {
    const stats = await build(ROUTES);
    expect(stats.hasErrors()).toBe(false);
    expect(JSON.parse(readFileSync(path.join(dir, 'dist', 'routes.json'), 'utf8'))).toEqual(ROUTES);
  });

  it('fails the build on an invalid list and emits nothing', async () => {
    const stats = await build([...ROUTES, { path: '/groups', module: './Nope', title: 'Groups' }]);
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toJson({ errors: true }).errors?.map((e) => e.message).join('\n')).toContain('src/routes.ts: [2.path] duplicate path /groups');
    expect(() => readFileSync(path.join(dir, 'dist', 'routes.json'))).toThrow();
  });
});
