import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changeRelease, importVersionsFile, registerVersion } from '@alive/db';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEdgeReleases, sha384Base64, type EdgeReleases } from './release-table.ts';

let db: TestDatabase;
let dir: string;
const REMOTES = ['choices', 'profile'];
const admin = { name: 'Ada Admin <admin@alive.local>' };

function publishFolder(remote: string, version: string, entry = `/* ${remote} ${version} */`) {
  const folder = join(dir, remote, version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify({ name: remote }));
  writeFileSync(join(folder, 'remoteEntry.js'), entry);
  writeFileSync(join(folder, 'routes.json'), '[]');
}

function edge(): EdgeReleases {
  return createEdgeReleases({ prisma: db.as('edge'), releasesDir: dir, remotes: REMOTES });
}

/** What the release controller does (services/releases release-sync.ts): the versions registered, v1 stable. */
async function registered() {
  for (const version of ['v1', 'v2']) {
    await registerVersion(db.prisma, { remote: 'choices', version, integrity: { 'remoteEntry.js': `sha384-${version}` }, publishedAt: new Date() });
  }
  await importVersionsFile(db.prisma, { choices: 'v1' }, REMOTES);
}

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.drop());
beforeEach(async () => {
  await db.prisma.$executeRawUnsafe('TRUNCATE remote_releases, remote_versions, remote_release_events, rum_minutes, rum_page_loads');
  dir = mkdtempSync(join(tmpdir(), 'edge-releases-'));
  publishFolder('choices', 'v1');
  publishFolder('choices', 'v2');
  return () => rmSync(dir, { recursive: true, force: true });
});

describe('the edge release table', () => {
  it('resolves each bucket from the records, with the integrity recorded for the version', async () => {
    await registered();
    const releases = edge();
    expect(await releases.forBucket(1)).toMatchObject({ choices: { version: 'v1', channel: 'stable' } });
    expect(releases.isPublished('choices', 'v2')).toBe(true);
    expect(await releases.integrity('choices', 'v1')).toEqual({ 'remoteEntry.js': 'sha384-v1' });
    const json = await releases.integrityJson('choices', 'v1');
    expect((await releases.forBucket(1)).choices?.integrity).toBe(sha384Base64(json!));

    await changeRelease(db.prisma, 'choices', { kind: 'start-canary', version: 'v2', percent: 30 }, admin);
    await releases.sync();
    expect((await releases.forBucket(30)).choices).toMatchObject({ version: 'v2', channel: 'canary' });
    expect((await releases.forBucket(31)).choices).toMatchObject({ version: 'v1', channel: 'stable' });
  });

  it('only reads: what it finds on its disk is neither registered nor made stable by the edge', async () => {
    writeFileSync(join(dir, 'remote-versions.json'), JSON.stringify({ choices: 'v1' }));
    const releases = edge();
    await releases.sync();
    expect(await releases.forBucket(1)).toEqual({});
    expect(await releases.integrity('choices', 'v1')).toBeNull();
  });

  it('shares one truth between edges: a change is served by another edge after its refresh', async () => {
    await registered();
    const [a, b] = [edge(), edge()];
    await Promise.all([a.sync(), b.sync()]);
    await changeRelease(db.prisma, 'choices', { kind: 'start-canary', version: 'v2', percent: 100 }, admin);
    await b.sync();
    expect((await b.forBucket(77)).choices?.version).toBe('v2');
  });

  it('serves stable to canary visitors when this edge lacks the canary\'s files', async () => {
    await registered();
    const releases = edge();
    await releases.sync();
    await changeRelease(db.prisma, 'choices', { kind: 'start-canary', version: 'v2', percent: 100 }, admin);
    rmSync(join(dir, 'choices', 'v2'), { recursive: true });
    await releases.sync();
    expect((await releases.forBucket(5)).choices).toMatchObject({ version: 'v1', channel: 'stable' });
  });
});
