import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRelease, readReleaseEvents, readVersionIntegrity } from '@alive/db';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { createRemoteVersions, hashReleaseFolder } from '@alive/service-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createReleaseSync } from './release-sync.ts';

let db: TestDatabase;
let dir: string;
const REMOTES = ['choices', 'profile'];

function publishFolder(remote: string, version: string) {
  const folder = join(dir, remote, version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify({ name: remote }));
  writeFileSync(join(folder, 'remoteEntry.js'), `/* ${remote} ${version} */`);
}

const versionsFile = () => join(dir, 'remote-versions.json');
const controller = () =>
  createReleaseSync({
    prisma: db.as('releases'),
    releasesDir: dir,
    remotes: REMOTES,
    fileVersions: createRemoteVersions({ file: versionsFile(), releasesDir: dir, remotes: REMOTES }),
  });

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.drop());
beforeEach(async () => {
  await db.prisma.$executeRawUnsafe('TRUNCATE remote_releases, remote_versions, remote_release_events');
  dir = mkdtempSync(join(tmpdir(), 'release-sync-'));
  publishFolder('choices', 'v1');
  publishFolder('choices', 'v2');
  writeFileSync(versionsFile(), JSON.stringify({ choices: 'v1' }));
  return () => rmSync(dir, { recursive: true, force: true });
});

describe('release sync', () => {
  it('registers every published version with the hashes of its files, and takes the versions file as stable', async () => {
    await controller().sync();
    expect(await readVersionIntegrity(db.prisma, 'choices', 'v2')).toEqual(await hashReleaseFolder(join(dir, 'choices', 'v2')));
    expect(await readRelease(db.prisma, 'choices')).toMatchObject({ stable: 'v1', canary: null });
    expect((await readReleaseEvents(db.prisma, 'choices'))[0]).toMatchObject({ action: 'stable-set-from-file', actor: 'versions file', toVersion: 'v1' });
  });

  it('keeps the hashes first recorded, so a file altered later is not trusted', async () => {
    await controller().sync();
    const recorded = await readVersionIntegrity(db.prisma, 'choices', 'v1');
    writeFileSync(join(dir, 'choices', 'v1', 'remoteEntry.js'), 'alert("altered")');
    await controller().sync();
    expect(await readVersionIntegrity(db.prisma, 'choices', 'v1')).toEqual(recorded);
  });

  it('takes each change of the versions file once, however many replicas run', async () => {
    const replicas = [controller(), controller()];
    await Promise.all(replicas.map((replica) => replica.sync()));
    expect(await readReleaseEvents(db.prisma, 'choices')).toHaveLength(1);
    writeFileSync(versionsFile(), JSON.stringify({ choices: 'v2' }));
    await Promise.all(replicas.map((replica) => replica.sync()));
    expect(await readReleaseEvents(db.prisma, 'choices')).toHaveLength(2);
    expect((await readRelease(db.prisma, 'choices'))?.stable).toBe('v2');
  });

  it('serves a remote unversioned again once the versions file no longer names it', async () => {
    const replica = controller();
    await replica.sync();
    writeFileSync(versionsFile(), JSON.stringify({}));
    await replica.sync();
    expect(await readRelease(db.prisma, 'choices')).toBeNull();
  });
});
