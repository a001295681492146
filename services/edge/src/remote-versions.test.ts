import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemotesDocument } from '@alive/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEdge } from './app.ts';
import { IMMUTABLE, NO_CACHE } from './cache-policy.ts';
import { applyRemoteVersions, createRemoteVersions, isRemoteVersion, remoteReleaseSettings } from './remote-versions.ts';

let root: string;
let releases: string;
let versionsFile: string;
let server: Server;
let edgeUrl: string;
const logger = { info: vi.fn(), warn: vi.fn() };

/** A remote build: manifest, entry, one hashed chunk and routes.json naming `title`. */
function writeBuild(dir: string, title: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'choices', metaData: { buildInfo: { buildVersion: title } } }));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${title} */`);
  writeFileSync(join(dir, '181.b62f612d3a.js'), `/* ${title} chunk */`);
  writeFileSync(join(dir, 'routes.json'), JSON.stringify([{ path: '/', module: './HomeScreen', title }]));
}

/** Written as an operator or a ConfigMap update would: a new file renamed over the old one. */
function writeVersions(body: unknown) {
  const next = `${versionsFile}.next`;
  writeFileSync(next, typeof body === 'string' ? body : JSON.stringify(body));
  renameSync(next, versionsFile);
}

async function remotesJson(): Promise<RemotesDocument> {
  const res = await fetch(`${edgeUrl}/remotes.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as RemotesDocument;
}

/** A GET whose path goes out exactly as written (fetch would normalise `..` away). */
function rawStatus(path: string): Promise<number> {
  const { hostname, port } = new URL(edgeUrl);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'remote-versions-'));
  releases = join(root, 'releases');
  versionsFile = join(root, 'remote-versions.json');
  writeBuild(join(root, 'choices-dist'), 'Dist');
  writeBuild(join(releases, 'choices', 'v1'), 'One');
  writeBuild(join(releases, 'choices', 'v2'), 'Two');
  writeFileSync(join(root, 'secret.txt'), 'secret');
  writeFileSync(join(releases, 'secret.txt'), 'secret');
  const remoteVersions = createRemoteVersions({ file: versionsFile, releasesDir: releases, remotes: ['choices', 'groups'], logger });
  server = createEdge({
    upstreams: {} as never,
    staticRoots: { shell: join(root, 'shell'), remotes: { choices: join(root, 'choices-dist'), groups: join(root, 'groups-dist') }, releases },
    remoteManifest: { choices: '/remotes/choices/mf-manifest.json', groups: '/remotes/groups/mf-manifest.json' },
    remoteVersions,
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  edgeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  rmSync(versionsFile, { force: true });
  logger.info.mockClear();
  logger.warn.mockClear();
});

describe('remote versions: /remotes.json', () => {
  it('points a versioned remote at its release, and follows edits of the file without a restart', async () => {
    expect((await remotesJson()).choices).toEqual({ manifest: '/remotes/choices/mf-manifest.json', routes: [{ path: '/', module: './HomeScreen', title: 'Dist' }] });

    writeVersions({ choices: 'v2' });
    const forward = await remotesJson();
    expect(forward.choices).toEqual({
      manifest: '/remotes/choices/v2/mf-manifest.json',
      version: 'v2',
      routes: [{ path: '/', module: './HomeScreen', title: 'Two' }],
    });
    expect(forward.groups).toEqual({ manifest: '/remotes/groups/mf-manifest.json' });
    expect(logger.info).toHaveBeenCalledWith(expect.objectContaining({ versions: { choices: 'v2' } }), 'remote versions changed');

    writeVersions({ choices: 'v1' });
    expect((await remotesJson()).choices?.manifest).toBe('/remotes/choices/v1/mf-manifest.json');
    expect((await remotesJson()).choices?.routes?.[0]?.title).toBe('One');

    rmSync(versionsFile);
    expect((await remotesJson()).choices?.manifest).toBe('/remotes/choices/mf-manifest.json');
  });

  it.each([
    ['unparsable JSON', '{"choices": "v1"'],
    ['a version with a slash', { choices: 'v1/../../x' }],
    ['a version with ..', { choices: 'v1..2' }],
    ['a remote the registry does not know', { choices: 'v1', nope: 'v1' }],
    ['a version that is not published', { choices: 'v9' }],
    ['not an object', ['v1']],
  ])('keeps the last good versions when the file has %s, and logs it once', async (_case, body) => {
    writeVersions({ choices: 'v2' });
    expect((await remotesJson()).choices?.manifest).toBe('/remotes/choices/v2/mf-manifest.json');

    writeVersions(body);
    expect((await remotesJson()).choices?.manifest).toBe('/remotes/choices/v2/mf-manifest.json');
    expect((await remotesJson()).choices?.manifest).toBe('/remotes/choices/v2/mf-manifest.json');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ kept: { choices: 'v2' } }), expect.stringContaining('keeping the last good'));
  });

  it('takes a version once it is published, without the file changing', async () => {
    const remoteVersions = createRemoteVersions({ file: versionsFile, releasesDir: releases, remotes: ['choices'], logger });
    writeVersions({ choices: 'v3' });
    expect(await remoteVersions()).toEqual({});
    writeBuild(join(releases, 'choices', 'v3'), 'Three');
    try {
      expect(await remoteVersions()).toEqual({ choices: 'v3' });
    } finally {
      rmSync(join(releases, 'choices', 'v3'), { recursive: true });
    }
  });
});

describe('remote versions: readiness', () => {
  /** An edge of its own, with a built shell, reading the versions file from its start. */
  async function startEdge(): Promise<{ url: string; close: () => Promise<void> }> {
    mkdirSync(join(root, 'built-shell'), { recursive: true });
    writeFileSync(join(root, 'built-shell', 'index.html'), '<!doctype html>');
    const remoteVersions = createRemoteVersions({ file: versionsFile, releasesDir: releases, remotes: ['choices'], logger });
    const edge = createEdge({
      upstreams: {} as never,
      staticRoots: { shell: join(root, 'built-shell'), remotes: { choices: join(root, 'choices-dist') }, releases },
      remoteManifest: { choices: '/remotes/choices/mf-manifest.json' },
      remoteVersions,
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => edge.once('listening', resolve));
    return {
      url: `http://127.0.0.1:${(edge.address() as AddressInfo).port}`,
      close: () => new Promise<void>((resolve) => edge.close(() => resolve())),
    };
  }

  async function readiness(url: string): Promise<{ status: number; body: { status: string } }> {
    const res = await fetch(`${url}/readyz/edge`);
    return { status: res.status, body: (await res.json()) as { status: string } };
  }

  it('is not ready while the file it started with is unusable, and ready once it is fixed', async () => {
    writeVersions({ choices: 'v9' });
    const edge = await startEdge();
    try {
      const before = await readiness(edge.url);
      expect(before.status).toBe(503);
      expect(before.body.status).toMatch(/^remote versions unusable: choices v9 is not published/);
      expect((await fetch(`${edge.url}/readyz`)).status).toBe(503);
      expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ reason: expect.stringContaining('v9') }), expect.stringContaining('the edge is not ready'));

      writeVersions({ choices: 'v1' });
      expect(await readiness(edge.url)).toEqual({ status: 200, body: expect.objectContaining({ status: 'ready', shell: true }) });

      // Once a good table was read, a bad file keeps it and the edge stays ready.
      writeVersions('{"choices": ');
      expect((await readiness(edge.url)).status).toBe(200);
      expect((await remotesJson()).choices?.manifest).toBeDefined();
    } finally {
      await edge.close();
    }
  });

  it('is ready without a versions file (no remote is versioned)', async () => {
    const edge = await startEdge();
    try {
      expect((await readiness(edge.url)).status).toBe(200);
    } finally {
      await edge.close();
    }
  });
});

describe('remote versions: serving /remotes/<name>/<version>/', () => {
  it('serves every published version with the cache policy, the current one or not', async () => {
    writeVersions({ choices: 'v2' });
    for (const version of ['v1', 'v2']) {
      const manifest = await fetch(`${edgeUrl}/remotes/choices/${version}/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('cache-control')).toBe(NO_CACHE);
      const entry = await fetch(`${edgeUrl}/remotes/choices/${version}/remoteEntry.js`);
      expect(entry.headers.get('cache-control')).toBe(NO_CACHE);
      expect(entry.headers.get('access-control-allow-origin')).toBe('*');
      const chunk = await fetch(`${edgeUrl}/remotes/choices/${version}/181.b62f612d3a.js`);
      expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await chunk.text()).toBe(`/* ${version === 'v1' ? 'One' : 'Two'} chunk */`);
    }
    // The unversioned build is still there for a remote without a version.
    expect(await (await fetch(`${edgeUrl}/remotes/choices/remoteEntry.js`)).text()).toBe('/* Dist */');
  });

  it('answers 404 for a version that is not published, a file not in it, or a remote the edge does not serve', async () => {
    for (const path of ['/remotes/choices/v9/mf-manifest.json', '/remotes/choices/v1/nope.js', '/remotes/groups/v1/mf-manifest.json', '/remotes/unknown/v1/mf-manifest.json']) {
      expect((await fetch(`${edgeUrl}${path}`)).status, path).toBe(404);
    }
  });

  it('never serves a file outside a release folder', async () => {
    for (const path of [
      // `..` as the version would make the releases folder itself the root.
      '/remotes/choices/../secret.txt',
      '/remotes/choices/v1/../../secret.txt',
      '/remotes/choices/v1/../../../secret.txt',
      '/remotes/choices/v1/..%2F..%2Fsecret.txt',
      '/remotes/choices/v1/%2e%2e/%2e%2e/secret.txt',
      '/remotes/choices/..%2F..%2Fsecret.txt',
      '/remotes/choices/%2e%2e/v1/mf-manifest.json',
      '/remotes/choices/..%2Fchoices/v1/remoteEntry.js',
    ]) {
      expect(await rawStatus(path), path).toBe(404);
    }
  });
});

describe('remote versions: names and settings', () => {
  it('accepts plain version names and refuses anything that could leave the folder', () => {
    for (const good of ['v1', '2024.06.01', '1.2.3+build.7', 'release_2-rc']) expect(isRemoteVersion(good), good).toBe(true);
    for (const bad of ['', '.', '..', '.hidden', 'v1/x', 'v1\\x', 'a..b', '%2e%2e', 'v 1', 'x'.repeat(65)]) expect(isRemoteVersion(bad), bad).toBe(false);
  });

  it('lets a version win over REMOTE_<NAME>_URL and leaves other remotes alone', () => {
    expect(applyRemoteVersions({ choices: 'https://cdn.example/choices/mf-manifest.json', groups: '/remotes/groups/mf-manifest.json' }, { choices: 'v2' })).toEqual({
      choices: '/remotes/choices/v2/mf-manifest.json',
      groups: '/remotes/groups/mf-manifest.json',
    });
  });

  it('reads REMOTE_RELEASES_DIR and REMOTE_VERSIONS_FILE, defaulting to a workspace folder', () => {
    expect(remoteReleaseSettings({ REMOTE_RELEASES_DIR: '/srv/releases', REMOTE_VERSIONS_FILE: '/etc/alive/remote-versions.json' }, '/w/')).toEqual({
      releasesDir: '/srv/releases',
      versionsFile: '/etc/alive/remote-versions.json',
    });
    expect(remoteReleaseSettings({}, '/w/')).toEqual({ releasesDir: '/w/.remote-releases', versionsFile: '/w/.remote-releases/remote-versions.json' });
  });
});
