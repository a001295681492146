import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_DATA_ELEMENT_ID } from '@alive/contracts/constants';
import { createEdge } from './app.ts';
import { createReleaseFileVerifier, hashReleaseFolder, type ReleaseFileVerifier } from './release-integrity.ts';
import { editInPlace } from './edit-in-place.test-support.ts';

const PLACEHOLDER = '<div data-screen-slot=""><div data-testid="content-placeholder"><span>Loading</span></div></div>';
const APP_DOCUMENT = `<!doctype html><html><head><title>app</title></head><body><div id="root" data-document="app"><main>${PLACEHOLDER}</main></div></body></html>`;
const LOADING_FRAGMENT = '<div class="sf-a"><h1>My profile</h1><div>Loading your profile</div></div>';
// The second read has a query, which goes to the service as declared.
const READS = ['/api/happiness-profile', '/api/happiness-profile/completion?limit=6'];
const ROUTES = [
  { path: '/happiness-profile', module: './ProfileScreen', title: 'Profile', reads: READS },
  { path: '/dashboard', module: './DashboardScreen', title: 'Dashboard' },
];
// The screens bundle as a remote's build writes it (renderScreen), here rendering the answers plainly.
const RENDERER = `
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');
exports.renderScreen = async (module, path, reads) => {
  if (module !== './ProfileScreen') return null;
  if (reads.length === 0) {
    globalThis.warmedScreens = [...(globalThis.warmedScreens ?? []), path];
    return '<div>Loading your profile</div>';
  }
  const [profile, completion] = reads.map((read) => read.data);
  if (profile.typeName === 'boom') throw new Error('render failed');
  return '<div class="sf-a"><h1>My profile</h1><p>' + escape(profile.typeName) + ' at ' + path + ', ' + completion.percent + '%</p></div>';
};
`;
// The same number of bytes as RENDERER, written over it in place.
const EDITED_RENDERER = 'globalThis.editedBundleRan = true; exports.renderScreen = async () => "<p>edited</p>";'.padEnd(RENDERER.length, ' ');
/** How long the edge here waits for a screen's reads before it goes with the loading state. */
const READS_WAIT_MS = 1_000;
/** Whole seconds, so putting a file's mtime back restores it exactly. */
const PUBLISHED_AT = new Date('2026-01-01T00:00:00Z');


const PEOPLE: Record<string, { typeName: string }> = {
  'alive.sid=maya': { typeName: 'The </script> Explorer' },
  'alive.sid=boom': { typeName: 'boom' },
};

interface Asked {
  path: string;
  headers: IncomingHttpHeaders;
}

describe("a signed-in page load of a screen that declares its reads gets it rendered with the person's answers", () => {
  let root: string;
  let base: string;
  let edge: Server;
  let profileService: Server;
  let asked: Asked[] = [];
  /** How the fake profile service answers, per test: `slow` never answers (the reads it holds are in `held`). */
  let answer: 'json' | 'slow' | 'html' = 'json';
  let held: ServerResponse[] = [];
  let onHeld = () => {};
  let refuse = new Set<string>();

  function edgeOn(options: { verifyReleaseFile?: ReleaseFileVerifier; releasedManifest?: boolean } = {}) {
    return createEdge({
      upstreams: { profile: `http://127.0.0.1:${(profileService.address() as AddressInfo).port}` } as never,
      staticRoots: { shell: join(root, 'shell'), remotes: { profile: join(root, 'profile') }, releases: join(root, 'releases') },
      remoteManifest: { profile: '/remotes/profile/mf-manifest.json' },
      remoteVersions: options.releasedManifest ? () => Promise.resolve({ profile: '2.0.0' }) : undefined,
      verifyReleaseFile: options.verifyReleaseFile,
      screenPreloadWaitMs: 10_000,
      screenDataWaitMs: READS_WAIT_MS,
    });
  }

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'edge-screen-data-'));
    mkdirSync(join(root, 'shell'));
    writeFileSync(join(root, 'shell/index.html'), '<!doctype html><title>landing</title><div id="root" data-document="landing"></div>');
    writeFileSync(join(root, 'shell/app.html'), APP_DOCUMENT);
    for (const folder of ['profile', 'releases/profile/2.0.0']) {
      mkdirSync(join(root, folder, 'screens'), { recursive: true });
      writeFileSync(join(root, folder, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }));
      writeFileSync(join(root, folder, 'routes.json'), JSON.stringify(ROUTES));
      writeFileSync(join(root, folder, 'screens/ProfileScreen.html'), LOADING_FRAGMENT);
      writeFileSync(join(root, folder, 'screens/render.cjs'), RENDERER);
    }
    profileService = createServer((req, res) => {
      asked.push({ path: req.url ?? '', headers: req.headers });
      const person = PEOPLE[req.headers.cookie ?? ''];
      if (!person) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthorized"}');
        return;
      }
      if (answer === 'html') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<p>not json</p>');
        return;
      }
      const body = JSON.stringify(req.url === '/api/happiness-profile' ? { hasProfile: true, typeName: person.typeName } : { percent: 100 });
      if (answer === 'slow') {
        held.push(res);
        onHeld();
      } else res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => profileService.once('listening', resolve));
    edge = edgeOn().listen(0, '127.0.0.1');
    await new Promise((resolve) => edge.once('listening', resolve));
    base = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    edge.closeAllConnections();
    profileService.closeAllConnections();
    await Promise.all([new Promise((resolve) => edge.close(resolve)), new Promise((resolve) => profileService.close(resolve))]);
    rmSync(root, { recursive: true, force: true });
  });

  beforeEach(() => {
    asked = [];
    answer = 'json';
    held = [];
    onHeld = () => {};
    refuse = new Set();
  });

  const page = (path: string, cookie: string, init: RequestInit = {}, at = base) => fetch(`${at}${path}`, { ...init, headers: { cookie, 'x-forwarded-for': '203.0.113.9' } });
  const dataOf = (html: string) => {
    const start = html.indexOf(`id="${SCREEN_DATA_ELEMENT_ID}">`);
    return start < 0 ? null : JSON.parse(html.slice(start + `id="${SCREEN_DATA_ELEMENT_ID}">`.length, html.indexOf('</script>', start))) as unknown;
  };

  it('asks each read with their cookie, stitches the render in the slot and the answers before </body>, and no cache keeps it', async () => {
    const response = await page('/happiness-profile', 'alive.sid=maya');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
    const html = await response.text();
    expect(html).toContain('<div data-screen-slot="" data-screen-fragment="/happiness-profile" aria-hidden="true" inert=""><div class="sf-a"><h1>My profile</h1><p>The &lt;/script> Explorer at /happiness-profile, 100%</p></div></div>');
    expect(html).not.toContain('Loading your profile');
    expect(dataOf(html)).toEqual({
      path: '/happiness-profile',
      reads: [
        { path: '/api/happiness-profile', data: { hasProfile: true, typeName: 'The </script> Explorer' } },
        { path: '/api/happiness-profile/completion?limit=6', data: { percent: 100 } },
      ],
    });
    // The answer's own `</script>` cannot end the block early.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(asked.map((read) => read.path).sort()).toEqual(READS);
    for (const read of asked) {
      expect(read.headers.cookie).toBe('alive.sid=maya');
      expect(read.headers['x-forwarded-for']).toMatch(/^203\.0\.113\.9, /);
      expect(read.headers.accept).toBe('application/json');
    }
  });

  it('a read that is not answered with JSON (signed out, not JSON, too slow): the loading state, as before, and nothing personal', async () => {
    const expectLoading = async (cookie: string) => {
      const response = await page('/happiness-profile', cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain(LOADING_FRAGMENT);
      expect(html).not.toContain(SCREEN_DATA_ELEMENT_ID);
    };
    await expectLoading('alive.sid=expired');
    answer = 'html';
    await expectLoading('alive.sid=maya');
    answer = 'slow';
    const bothHeld = new Promise<void>((resolve) => (onHeld = () => held.length === READS.length && resolve()));
    // The edge's deadline for the reads on a fake clock, run out once it waits on both.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const loading = expectLoading('alive.sid=maya');
      await bothHeld;
      vi.advanceTimersByTime(READS_WAIT_MS);
      await loading;
    } finally {
      vi.useRealTimers();
    }
    // The page went without them: the service has answered neither.
    expect(held.filter((res) => res.headersSent)).toEqual([]);
  });

  it('a render that fails: the loading state, and the page is still served', async () => {
    const response = await page('/happiness-profile', 'alive.sid=boom');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(LOADING_FRAGMENT);
  });

  it('asks nothing for a screen that declares no reads, for HEAD, or signed out', async () => {
    expect((await page('/dashboard', 'alive.sid=maya')).status).toBe(200);
    const head = await page('/happiness-profile', 'alive.sid=maya', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('no-cache');
    const landing = await fetch(`${base}/happiness-profile`);
    expect(await landing.text()).toContain('data-document="landing"');
    expect(asked).toEqual([]);
  });

  it('loads and renders each screen that declares reads once as the edge starts, so no page load pays for it', async () => {
    await vi.waitFor(() => expect((globalThis as { warmedScreens?: string[] }).warmedScreens).toContain('/happiness-profile'));
    expect((globalThis as { warmedScreens?: string[] }).warmedScreens).not.toContain('/dashboard');
  });

  it('never serves the screens bundle itself', async () => {
    const response = await fetch(`${base}/remotes/profile/screens/render.cjs`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('renderScreen');
    expect((await fetch(`${base}/remotes/profile/2.0.0/screens/render.cjs`)).status).toBe(404);
    for (const spelling of ['screens/render%2Ecjs', 'screens/./render.cjs', 'screens//render.cjs', '%73creens/render.cjs'])
      expect((await fetch(`${base}/remotes/profile/${spelling}`)).status, spelling).toBe(404);
    // The fragments beside it are files like any other.
    expect((await fetch(`${base}/remotes/profile/screens/ProfileScreen.html`)).status).toBe(200);
  });

  it("runs a release's bundle only once it matches what was published", async () => {
    const verified: string[] = [];
    const verifier = {
      verify: (_remote: string, version: string, _root: string, file: string) => {
        verified.push(`${version} ${file}`);
        return Promise.resolve(refuse.has(file) ? { ok: false as const, reason: 'hash mismatch' } : { ok: true as const });
      },
    } as ReleaseFileVerifier;
    for (const [options, altered, rendered] of [
      [{ releasedManifest: true, verifyReleaseFile: verifier }, false, true],
      [{ releasedManifest: true, verifyReleaseFile: verifier }, true, false],
      [{ releasedManifest: true }, false, false],
    ] as const) {
      refuse = new Set(altered ? ['screens/render.cjs'] : []);
      const server = edgeOn(options).listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const html = await (await page('/happiness-profile', 'alive.sid=maya', {}, `http://127.0.0.1:${(server.address() as AddressInfo).port}`)).text();
        expect(html.includes('The &lt;/script> Explorer'), JSON.stringify(options)).toBe(rendered);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }
    expect(verified).toContain('2.0.0 screens/render.cjs');
  });
  it("a release's bundle edited in place (inode, size and mtime kept), even right between its check and its load, is never run: the edge that verified it runs the verified bytes, a fresh edge renders the loading state", async () => {
    const release = join(root, 'releases/profile/2.0.0');
    const bundle = join(release, 'screens/render.cjs');
    utimesSync(bundle, PUBLISHED_AT, PUBLISHED_AT);
    const record = await hashReleaseFolder(release);
    const servers: Server[] = [];
    const start = async (verifyReleaseFile: ReleaseFileVerifier) => {
      const server = edgeOn({ releasedManifest: true, verifyReleaseFile }).listen(0, '127.0.0.1');
      servers.push(server);
      await new Promise((resolve) => server.once('listening', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    const render = async (at: string) => (await page('/happiness-profile', 'alive.sid=maya', {}, at)).text();
    // The attacker wins the race: the bundle is edited the moment its check has passed, before it is loaded.
    const verifier = createReleaseFileVerifier({ expected: async () => record });
    let edited = false;
    const racing: ReleaseFileVerifier = {
      verify: async (...args) => {
        const check = await verifier.verify(...args);
        if (args[3] === 'screens/render.cjs' && !edited) {
          edited = true;
          editInPlace(bundle, EDITED_RENDERER);
        }
        return check;
      },
    };
    try {
      const before = await start(racing);
      expect(await render(before)).toContain('The &lt;/script> Explorer at /happiness-profile, 100%');
      expect(edited).toBe(true);
      expect(await render(before)).toContain('The &lt;/script> Explorer at /happiness-profile, 100%');
      const fresh = await render(await start(createReleaseFileVerifier({ expected: async () => record })));
      expect(fresh).toContain(LOADING_FRAGMENT);
      expect(fresh).not.toContain('edited');
      expect(fresh).not.toContain(SCREEN_DATA_ELEMENT_ID);
      expect((globalThis as { editedBundleRan?: boolean }).editedBundleRan).toBeUndefined();
    } finally {
      writeFileSync(bundle, RENDERER);
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });
});
