import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemotesDocument } from '@alive/contracts';
import { createEdge } from './app.ts';
import { createReleaseFileVerifier, hashReleaseFolder, type ReleaseFileVerifier } from './release-integrity.ts';
import { screenFragments } from './screen-fragments.ts';
import { editInPlace } from './edit-in-place.test-support.ts';

const PLACEHOLDER = '<div data-screen-slot=""><div data-testid="content-placeholder"><span>Loading</span></div></div>';
const APP_DOCUMENT = `<!doctype html><title>app</title><div id="root" data-document="app"><header><div>A.L.I.V.E</div></header><main>${PLACEHOLDER}</main></div>`;
const FRAGMENT = '<style>[data-screen-fragment] .sf-a{padding:8px}</style><div class="sf-a"><h1>Your groups</h1><div>Loading your groups...</div></div>';
const RELEASED_FRAGMENT = FRAGMENT.replace('Your groups', 'Your groups (release 2)');
const ROUTES = [
  { path: '/groups', module: './GroupsScreen', title: 'Groups' },
  { path: '/groups/:groupId', module: './GroupDetailScreen', title: 'Group' },
];
const DOCUMENT: RemotesDocument = { groups: { manifest: '/remotes/groups/mf-manifest.json', routes: ROUTES } };
const RELEASED: RemotesDocument = { groups: { manifest: '/remotes/groups/2.0.0/mf-manifest.json', routes: ROUTES, integrity: `sha384-${'A'.repeat(64)}` } };


/** Answers as the release-integrity check does: a file it was told is altered fails. */
function verifier(altered: Set<string>): ReleaseFileVerifier & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    verify: (remote, version, _root, file) => {
      asked.push(`${remote} ${version} ${file}`);
      return Promise.resolve(altered.has(file) ? { ok: false, reason: 'hash mismatch' } : { ok: true });
    },
  } as ReleaseFileVerifier & { asked: string[] };
}

describe("the edge stitches the screen's first render into a signed-in page load", () => {
  let root: string;
  let base: string;
  let server: Server;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'edge-fragments-'));
    mkdirSync(join(root, 'shell'));
    writeFileSync(join(root, 'shell/index.html'), '<!doctype html><title>landing</title><div id="root" data-document="landing"></div>');
    writeFileSync(join(root, 'shell/app.html'), APP_DOCUMENT);
    mkdirSync(join(root, 'groups/screens'), { recursive: true });
    writeFileSync(join(root, 'groups/mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ path: './GroupsScreen', assets: { js: { sync: [] } } }] }));
    writeFileSync(join(root, 'groups/routes.json'), JSON.stringify(ROUTES));
    writeFileSync(join(root, 'groups/screens/GroupsScreen.html'), FRAGMENT);
    mkdirSync(join(root, 'releases/groups/2.0.0/screens'), { recursive: true });
    writeFileSync(join(root, 'releases/groups/2.0.0/screens/GroupsScreen.html'), RELEASED_FRAGMENT);
    server = createEdge({
      upstreams: {} as never,
      staticRoots: { shell: join(root, 'shell'), remotes: { groups: join(root, 'groups') } },
      remoteManifest: { groups: '/remotes/groups/mf-manifest.json' },
      // A busy test machine may take longer than a page load would wait; the wait is tested in route-preload.test.ts.
      screenPreloadWaitMs: 10_000,
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it("with the session cookie, at a screen's path: the app document with the fragment in the slot, marked with the path, not cached", async () => {
    const response = await fetch(`${base}/groups`, { headers: { cookie: 'alive.sid=abc' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(response.headers.get('link')).toContain('</remotes/groups/mf-manifest.json>');
    expect(await response.text()).toBe(APP_DOCUMENT.replace(PLACEHOLDER, `<div data-screen-slot="" data-screen-fragment="/groups" aria-hidden="true" inert="">${FRAGMENT}</div>`));
  });

  it('HEAD: the same headers, no body', async () => {
    const response = await fetch(`${base}/groups`, { method: 'HEAD', headers: { cookie: 'alive.sid=abc' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('signed out, at a path no screen serves, or a screen without a fragment: the documents as built', async () => {
    expect(await (await fetch(`${base}/groups`)).text()).toContain('<title>landing</title>');
    expect(await (await fetch(`${base}/nowhere`, { headers: { cookie: 'alive.sid=abc' } })).text()).toBe(APP_DOCUMENT);
    expect(await (await fetch(`${base}/groups/42`, { headers: { cookie: 'alive.sid=abc' } })).text()).toBe(APP_DOCUMENT);
  });

  it('a fragment that would run something is not stitched in', async () => {
    writeFileSync(join(root, 'groups/screens/GroupsScreen.html'), '<img src="x" onerror="alert(1)">');
    try {
      expect(await (await fetch(`${base}/groups`, { headers: { cookie: 'alive.sid=abc' } })).text()).toBe(APP_DOCUMENT);
    } finally {
      writeFileSync(join(root, 'groups/screens/GroupsScreen.html'), FRAGMENT);
    }
  });

  it("a release's fragment is used only once its bytes match what was published; a remote elsewhere has none", async () => {
    const roots = { shell: join(root, 'shell'), remotes: { groups: join(root, 'groups') }, releases: join(root, 'releases') };
    const matching = verifier(new Set());
    expect(await screenFragments({ staticRoots: roots, verifyReleaseFile: matching })(RELEASED, '/groups')).toBe(RELEASED_FRAGMENT);
    expect(matching.asked).toEqual(['groups 2.0.0 screens/GroupsScreen.html']);
    expect(await screenFragments({ staticRoots: roots, verifyReleaseFile: verifier(new Set(['screens/GroupsScreen.html'])) })(RELEASED, '/groups')).toBeNull();
    // Without a check there is no knowing the release's file is the published one.
    expect(await screenFragments({ staticRoots: roots })(RELEASED, '/groups')).toBeNull();
    expect(await screenFragments({ staticRoots: roots })({ groups: { ...DOCUMENT.groups!, manifest: 'https://cdn.example/groups/mf-manifest.json' } }, '/groups')).toBeNull();
    expect(await screenFragments({ staticRoots: roots })(DOCUMENT, '/groups')).toBe(FRAGMENT);
  });

  it("a release's fragment edited in place (inode, size and mtime kept), even right between its check and its read, is never stitched: the verified bytes are, and a fresh check refuses it", async () => {
    const roots = { shell: join(root, 'shell'), remotes: { groups: join(root, 'groups') }, releases: join(root, 'releases') };
    const file = join(root, 'releases/groups/2.0.0/screens/GroupsScreen.html');
    utimesSync(file, new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'));
    const record = await hashReleaseFolder(join(root, 'releases/groups/2.0.0'));
    const EDITED = '<div><h1>Edited</h1></div>'.padEnd(RELEASED_FRAGMENT.length, ' ');
    const verifier = createReleaseFileVerifier({ expected: async () => record });
    let edited = false;
    const racing: ReleaseFileVerifier = {
      verify: async (...args) => {
        const check = await verifier.verify(...args);
        if (!edited) {
          edited = true;
          editInPlace(file, EDITED);
        }
        return check;
      },
    };
    try {
      const fragments = screenFragments({ staticRoots: roots, verifyReleaseFile: racing });
      expect(await fragments(RELEASED, '/groups')).toBe(RELEASED_FRAGMENT);
      expect(edited).toBe(true);
      expect(await fragments(RELEASED, '/groups')).toBe(RELEASED_FRAGMENT);
      expect(await screenFragments({ staticRoots: roots, verifyReleaseFile: createReleaseFileVerifier({ expected: async () => record }) })(RELEASED, '/groups')).toBeNull();
    } finally {
      writeFileSync(file, RELEASED_FRAGMENT);
    }
  });

  it('a fragment changed on disk is read again', async () => {
    const fragments = screenFragments({ staticRoots: { shell: join(root, 'shell'), remotes: { groups: join(root, 'groups') } } });
    expect(await fragments(DOCUMENT, '/groups')).toBe(FRAGMENT);
    const changed = FRAGMENT.replace('Loading your groups...', 'Loading your groups, again...');
    writeFileSync(join(root, 'groups/screens/GroupsScreen.html'), changed);
    try {
      expect(await fragments(DOCUMENT, '/groups')).toBe(changed);
    } finally {
      writeFileSync(join(root, 'groups/screens/GroupsScreen.html'), FRAGMENT);
    }
  });
});
