import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changeRelease, readRelease, readReleaseEvents } from '@alive/db';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRemoteVersions } from '../remote-versions.ts';
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

function edge(file = join(dir, 'remote-versions.json')): EdgeReleases {
  return createEdgeReleases({
    prisma: db.prisma,
    releasesDir: dir,
    remotes: REMOTES,
    fileVersions: createRemoteVersions({ file, releasesDir: dir, remotes: REMOTES }),
  });
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
  writeFileSync(join(dir, 'remote-versions.json'), JSON.stringify({ choices: 'v1' }));
  return () => rmSync(dir, { recursive: true, force: true });
});

describe('the edge release table', () => {
  it('registers what is published, takes the versions file as stable, and resolves a canary by bucket', async () => {
    const releases = edge();
    expect(await releases.forBucket(1)).toMatchObject({ choices: { version: 'v1', channel: 'stable' } });
    expect(releases.isPublished('choices', 'v2')).toBe(true);
    const files = await releases.integrity('choices', 'v1');
    expect(Object.keys(files ?? {}).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js', 'routes.json']);
    const json = await releases.integrityJson('choices', 'v1');
    expect((await releases.forBucket(1)).choices?.integrity).toBe(sha384Base64(json!));

    await changeRelease(db.prisma, 'choices', { kind: 'start-canary', version: 'v2', percent: 30 }, admin);
    await releases.sync();
    expect((await releases.forBucket(30)).choices).toMatchObject({ version: 'v2', channel: 'canary' });
    expect((await releases.forBucket(31)).choices).toMatchObject({ version: 'v1', channel: 'stable' });
  });

  it('keeps the hashes first recorded, so a file altered later is not trusted', async () => {
    const first = edge();
    await first.sync();
    const recorded = await first.integrity('choices', 'v1');
    writeFileSync(join(dir, 'choices', 'v1', 'remoteEntry.js'), 'alert("altered")');
    const second = edge();
    await second.sync();
    expect(await second.integrity('choices', 'v1')).toEqual(recorded);
  });

  it('shares one truth between edges: a change on one is served by the other after its refresh', async () => {
    const [a, b] = [edge(), edge()];
    await Promise.all([a.sync(), b.sync()]);
    expect(await readReleaseEvents(db.prisma, 'choices')).toHaveLength(1);
    await changeRelease(db.prisma, 'choices', { kind: 'start-canary', version: 'v2', percent: 100 }, admin);
    await b.sync();
    expect((await b.forBucket(77)).choices?.version).toBe('v2');
  });

  it('serves stable to canary visitors when this edge lacks the canary\'s files', async () => {
    const releases = edge();
    await releases.sync();
    await changeRelease(db.prisma, 'choices', { kind: 'start-canary', version: 'v2', percent: 100 }, admin);
    rmSync(join(dir, 'choices', 'v2'), { recursive: true });
    await releases.sync();
    expect((await releases.forBucket(5)).choices).toMatchObject({ version: 'v1', channel: 'stable' });
  });

  it('goes back to unversioned when the versions file no longer names the remote', async () => {
    const releases = edge();
    await releases.sync();
    writeFileSync(join(dir, 'remote-versions.json'), JSON.stringify({}));
    expect(await releases.forBucket(5)).toEqual({});
    expect(await readRelease(db.prisma, 'choices')).toBeNull();
  });
});
