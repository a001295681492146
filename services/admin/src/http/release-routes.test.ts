import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addRumMinutes, changeRelease, importVersionsFile, readRelease, readReleaseEvents, registerVersion, startReleaseChangeApplier, type ReleaseChangeApplier } from '@alive/db';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { buildIdOfIntegrity, releasesOverviewSchema, remoteReleaseSchema } from '@alive/contracts';
import { manifestIntegrityOf, parseIntegrityDocument } from '@alive/service-kit';
import { addToHistogram, emptyVitalHistogram } from '@alive/domain';
import { REMOTE_NAMES } from '@alive/features';
import { expectContract, expectError, sessionCookieFor, type TestServer } from '@alive/service-kit/testing';
import { adminClient, adminTestConfig, signedIn, startAdminTestService } from '../test-support/admin-fixtures.ts';

let db: TestDatabase;
let server: TestServer;
let api: ReturnType<typeof adminClient>;
let admin: { id: string; cookie: string };
let member: { id: string; cookie: string };
let controller: ReleaseChangeApplier;

beforeAll(async () => {
  db = await createTestDatabase();
  // Admin asks, the release controller applies (docs/data-ownership.md): each as its own role.
  server = await startAdminTestService(db.as('admin'));
  controller = startReleaseChangeApplier({ prisma: db.as('releases') });
  api = adminClient(server);
  const ada = await createTestUser(db.prisma, { isAdmin: true, firstName: 'Ada', lastName: 'Admin', email: 'ada@example.test' });
  admin = { id: ada.id, cookie: await sessionCookieFor(db.prisma, ada.id, adminTestConfig) };
  member = await signedIn(db.prisma, false);
});
afterAll(async () => {
  await controller?.stop();
  await server?.close();
  await db?.drop();
});
beforeEach(async () => {
  await db.prisma.$executeRawUnsafe('TRUNCATE remote_releases, remote_versions, remote_release_events, rum_minutes');
  for (const version of ['v1', 'v2', 'v3']) {
    await registerVersion(db.prisma, { remote: 'choices', version, integrity: { 'remoteEntry.js': `sha384-${version}` }, publishedAt: new Date(`2026-11-0${version.slice(1)}T00:00:00Z`) });
  }
  await importVersionsFile(db.prisma, { choices: 'v1' });
});

const card = async (response: Response, status = 200) => expectContract(remoteReleaseSchema, response, { status });
const audit = () => readReleaseEvents(db.prisma, 'choices');
/** What a refusal must leave as it was: the record and its audit. */
const stored = async () => ({ record: await readRelease(db.prisma, 'choices'), events: await audit() });
const ADA = 'Ada Admin <ada@example.test>';

describe('GET /api/admin/releases', () => {
  it('lists every remote with its release, versions, the last hour per version, the verdict and the history', async () => {
    await changeRelease(db.prisma, 'choices', { kind: 'start-canary', version: 'v2', percent: 50 }, { name: 'automatic test' });
    const lcp = emptyVitalHistogram();
    for (let i = 0; i < 4; i += 1) addToHistogram(lcp, 900);
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await addRumMinutes(db.prisma, [
      { remote: 'choices', version: 'v2', minute, loads: 10, failedLoads: 1, erroredLoads: 4, errors: 6, lcp, inp: [] },
      { remote: 'choices', version: 'v1', minute, loads: 20, failedLoads: 0, erroredLoads: 0, errors: 0, lcp: [], inp: [] },
      { remote: 'choices', version: 'v1', minute: new Date(Date.now() - 2 * 60 * 60 * 1000), loads: 99, failedLoads: 0, erroredLoads: 99, errors: 99, lcp: [], inp: [] },
    ]);
    const overview = await expectContract(releasesOverviewSchema, await api.get('/api/admin/releases', admin.cookie));
    expect(overview.remotes.map((remote) => remote.remote)).toEqual([...REMOTE_NAMES]);
    const choices = overview.remotes.find((remote) => remote.remote === 'choices')!;
    expect(choices).toMatchObject({ stable: 'v1', canary: { version: 'v2', percent: 50 }, lastDecision: null });
    expect(choices.versions.map((v) => v.version)).toEqual(['v3', 'v2', 'v1']);
    expect(choices.stats).toEqual(
      expect.arrayContaining([
        { version: 'v1', loads: 20, errorRate: 0, failedLoadRate: 0, lcpP75Ms: null, inpP75Ms: null },
        { version: 'v2', loads: 10, errorRate: 0.4, failedLoadRate: 0.1, lcpP75Ms: 950, inpP75Ms: null },
      ]),
    );
    // The minute two hours ago is not in the last hour.
    expect(choices.timeline).toEqual([
      { minute: minute.toISOString(), version: 'v1', loads: 20, erroredLoads: 0 },
      { minute: minute.toISOString(), version: 'v2', loads: 10, erroredLoads: 4 },
    ]);
    expect(choices.history.map((event) => event.action)).toEqual(['canary-started', 'stable-set-from-file']);
    const unversioned = overview.remotes.find((remote) => remote.remote === 'groups')!;
    expect(unversioned).toMatchObject({ stable: null, canary: null, versions: [], stats: [], history: [] });
  });

  it('answers 401 signed out and 403 for a regular person', async () => {
    expect(await expectError(await api.get('/api/admin/releases'), 401)).toBeTruthy();
    expect(await expectError(await api.get('/api/admin/releases', member.cookie), 403)).toBeTruthy();
  });
});

describe('changing a release', () => {
  it('starts a canary, changes its share, and promotes it, each audited with the administrator\'s name', async () => {
    const started = await card(await api.post('/api/admin/releases/choices/canary', { version: 'v2', percent: 10 }, admin.cookie), 201);
    expect(started.canary).toMatchObject({ version: 'v2', percent: 10 });
    expect((await card(await api.patch('/api/admin/releases/choices/canary', { percent: 40 }, admin.cookie))).canary?.percent).toBe(40);
    const promoted = await card(await api.post('/api/admin/releases/choices/promote', undefined, admin.cookie));
    expect(promoted).toMatchObject({ stable: 'v2', canary: null });
    const events = await audit();
    expect(events.map((event) => event.action)).toEqual(['promoted', 'canary-share-changed', 'canary-started', 'stable-set-from-file']);
    expect(events.slice(0, 3).map((event) => event.actor)).toEqual([ADA, ADA, ADA]);
    expect(events[1]).toMatchObject({ fromVersion: 'v1', toVersion: 'v2', percent: 40 });
    const rows = await db.prisma.remoteReleaseEvent.findMany({ where: { actor: ADA } });
    expect(rows.map((row) => row.actorUserId)).toEqual([admin.id, admin.id, admin.id]);
  });

  it('rolls back a canary, and without one goes back to the stable version before (or a chosen one)', async () => {
    await api.post('/api/admin/releases/choices/canary', { version: 'v2', percent: 10 }, admin.cookie);
    expect(await card(await api.post('/api/admin/releases/choices/rollback', undefined, admin.cookie))).toMatchObject({ stable: 'v1', canary: null });
    await api.post('/api/admin/releases/choices/canary', { version: 'v3', percent: 100 }, admin.cookie);
    await api.post('/api/admin/releases/choices/promote', undefined, admin.cookie);
    expect((await card(await api.post('/api/admin/releases/choices/rollback', {}, admin.cookie))).stable).toBe('v1');
    expect((await card(await api.post('/api/admin/releases/choices/rollback', { version: 'v2' }, admin.cookie))).stable).toBe('v2');
  });

  it.each([
    ['a share of 0 to start', { version: 'v2', percent: 0 }, /at least 1 percent/],
    ['a share over 100', { version: 'v2', percent: 101 }, /percent/],
    ['a share as text', { version: 'v2', percent: '50' }, /percent/],
    ['a fractional share', { version: 'v2', percent: 12.5 }, /percent/],
    ['no version', { percent: 10 }, /version/],
    ['a bad version name', { version: '../v1', percent: 10 }, /version/],
    ['an unknown field', { version: 'v2', percent: 10, force: true }, /force|Unrecognized/],
  ])('answers 400 for %s, and writes nothing', async (_case, body, message) => {
    const before = await stored();
    expect(await expectError(await api.post('/api/admin/releases/choices/canary', body, admin.cookie), 400)).toMatch(message);
    expect(await stored()).toEqual(before);
  });

  it('answers 400 for a bad share change or rollback body, and a bad remote name, and writes nothing', async () => {
    await api.post('/api/admin/releases/choices/canary', { version: 'v2', percent: 10 }, admin.cookie);
    const before = await stored();
    expect(await expectError(await api.patch('/api/admin/releases/choices/canary', { percent: -1 }, admin.cookie), 400)).toMatch(/percent/);
    expect(await expectError(await api.patch('/api/admin/releases/choices/canary', { percent: 101 }, admin.cookie), 400)).toMatch(/percent/);
    expect(await expectError(await api.patch('/api/admin/releases/choices/canary', { percent: '50' }, admin.cookie), 400)).toMatch(/percent/);
    expect(await expectError(await api.patch('/api/admin/releases/choices/canary', {}, admin.cookie), 400)).toMatch(/percent/);
    expect(await expectError(await api.post('/api/admin/releases/choices/rollback', { version: 5 }, admin.cookie), 400)).toMatch(/version/);
    expect(await expectError(await api.post('/api/admin/releases/choices/rollback', { version: 'v1', force: true }, admin.cookie), 400)).toMatch(/force|Unrecognized/);
    expect(await expectError(await api.post('/api/admin/releases/Choices!/promote', undefined, admin.cookie), 400)).toMatch(/remote/);
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for an unknown remote or an unpublished version, and 409 when it is not possible now, and writes nothing', async () => {
    let before = await stored();
    expect(await expectError(await api.post('/api/admin/releases/nosuch/promote', undefined, admin.cookie), 404)).toMatch(/nosuch/);
    expect(await expectError(await api.post('/api/admin/releases/nosuch/canary', { version: 'v2', percent: 10 }, admin.cookie), 404)).toMatch(/nosuch/);
    expect(await expectError(await api.post('/api/admin/releases/choices/canary', { version: 'v9', percent: 10 }, admin.cookie), 404)).toMatch(/not published/);
    expect(await expectError(await api.post('/api/admin/releases/choices/rollback', { version: 'v9' }, admin.cookie), 404)).toMatch(/not published/);
    expect(await expectError(await api.post('/api/admin/releases/choices/promote', undefined, admin.cookie), 409)).toMatch(/no canary/);
    expect(await expectError(await api.patch('/api/admin/releases/choices/canary', { percent: 5 }, admin.cookie), 409)).toMatch(/no canary/);
    expect(await expectError(await api.post('/api/admin/releases/choices/canary', { version: 'v1', percent: 5 }, admin.cookie), 409)).toMatch(/already the stable version/);
    expect(await expectError(await api.post('/api/admin/releases/choices/rollback', undefined, admin.cookie), 409)).toMatch(/no canary and no earlier stable version/);
    expect(await stored()).toEqual(before);

    await api.post('/api/admin/releases/choices/canary', { version: 'v2', percent: 10 }, admin.cookie);
    before = await stored();
    expect(await expectError(await api.post('/api/admin/releases/choices/canary', { version: 'v3', percent: 10 }, admin.cookie), 409)).toMatch(/already has a canary/);
    expect(await stored()).toEqual(before);
    expect(await expectError(await api.post('/api/admin/releases/groups/promote', undefined, admin.cookie), 409)).toMatch(/no stable version/);
    expect(await readRelease(db.prisma, 'groups')).toBeNull();
    expect(await readReleaseEvents(db.prisma, 'groups')).toEqual([]);
  });

  it('gives a remote served unversioned its first stable version by rolling back to a named one', async () => {
    await registerVersion(db.prisma, { remote: 'groups', version: 'g1', integrity: { 'remoteEntry.js': 'sha384-g1' }, publishedAt: new Date('2026-11-01T00:00:00Z') });
    const release = await card(await api.post('/api/admin/releases/groups/rollback', { version: 'g1' }, admin.cookie));
    expect(release).toMatchObject({ remote: 'groups', stable: 'g1', canary: null, history: [{ action: 'rolled-back', actor: ADA, fromVersion: null, toVersion: 'g1' }] });
  });

  it('answers 401 and 403 before reading anything, and writes nothing', async () => {
    const before = await stored();
    expect(await expectError(await api.post('/api/admin/releases/choices/canary', { version: 'v2', percent: 10 }), 401)).toBeTruthy();
    expect(await expectError(await api.post('/api/admin/releases/choices/canary', { version: 'v2', percent: 10 }, member.cookie), 403)).toBeTruthy();
    expect(await expectError(await api.patch('/api/admin/releases/choices/canary', { percent: 1 }, member.cookie), 403)).toBeTruthy();
    expect(await expectError(await api.post('/api/admin/releases/choices/promote', undefined, member.cookie), 403)).toBeTruthy();
    expect(await expectError(await api.post('/api/admin/releases/choices/rollback', undefined), 401)).toBeTruthy();
    expect(await stored()).toEqual(before);
  });
});

describe('POST /api/admin/releases/:remote/publish', () => {
  let work: string;
  let builder: TestServer;
  let registering: NodeJS.Timeout;
  let buildId: string;
  const releasesDir = () => join(work, 'releases');

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'admin-publish-'));
    // groups' build folder as `npm start` leaves it; profile has none on this machine.
    mkdirSync(join(work, 'groups-dist', 'static'), { recursive: true });
    writeFileSync(join(work, 'groups-dist', 'mf-manifest.json'), JSON.stringify({ name: 'groups', chunk: 'static/1.abc.js' }));
    writeFileSync(join(work, 'groups-dist', 'static', '1.abc.js'), '/* groups */');
    buildId = buildIdOfIntegrity(await manifestIntegrityOf(join(work, 'groups-dist')))!;
    builder = await startAdminTestService(db.as('admin'), {
      localBuilds: { releasesDir: releasesDir(), buildFolders: { groups: join(work, 'groups-dist'), profile: join(work, 'profile-dist') } },
      registrationWaitMs: 5_000,
    });
    // The release controller's sync, as it registers what is published in REMOTE_RELEASES_DIR.
    registering = setInterval(() => {
      const folder = join(releasesDir(), 'groups', 'g1');
      if (!existsSync(join(folder, 'integrity.json'))) return;
      const integrity = parseIntegrityDocument(readFileSync(join(folder, 'integrity.json'), 'utf8'))!.files;
      void registerVersion(db.prisma, { remote: 'groups', version: 'g1', integrity, publishedAt: new Date() });
    }, 50);
  });
  afterAll(async () => {
    clearInterval(registering);
    await builder?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const publishing = (remote: string, body: unknown, cookie?: string) =>
    fetch(`${builder.url}/api/admin/releases/${remote}/publish`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

  it('shows the build a remote is served unversioned from, publishes it, and names the version it became', async () => {
    const overview = await expectContract(releasesOverviewSchema, await fetch(`${builder.url}/api/admin/releases`, { headers: { cookie: admin.cookie } }));
    const groups = overview.remotes.find((remote) => remote.remote === 'groups')!;
    expect(groups.unversionedBuild).toEqual({ id: buildId, label: `build:${buildId}`, publishable: true, publishedAs: null });
    // A remote without a build folder here and without page loads has none to show.
    expect(overview.remotes.find((remote) => remote.remote === 'profile')!.unversionedBuild).toBeNull();

    const published = await card(await publishing('groups', { version: 'g1', build: buildId }, admin.cookie), 201);
    expect(published.versions.map((v) => v.version)).toEqual(['g1']);
    expect(published).toMatchObject({ stable: null, unversionedBuild: { id: buildId, publishedAs: 'g1' } });
    expect(readFileSync(join(releasesDir(), 'groups', 'g1', 'static', '1.abc.js'), 'utf8')).toBe('/* groups */');
    // Publishing changes nothing visitors get: no record, nothing audited.
    expect(await readRelease(db.prisma, 'groups')).toBeNull();
    expect(await readReleaseEvents(db.prisma, 'groups')).toEqual([]);
  });

  it('answers 409 for a version already published, a build that changed, or a remote whose build is not here; 404 for an unknown remote', async () => {
    expect(await expectError(await publishing('groups', { version: 'g1', build: buildId }, admin.cookie), 409)).toMatch(/already published/);
    expect(await expectError(await publishing('groups', { version: 'g2', build: '0000000000' }, admin.cookie), 409)).toMatch(/changed since the screen showed it/);
    expect(await expectError(await publishing('profile', { version: 'p1', build: buildId }, admin.cookie), 409)).toMatch(/cannot see a build of profile, so it cannot publish it: run `npm run publish:remote -- profile p1` where the build is/);
    expect(await expectError(await publishing('nosuch', { version: 'n1', build: buildId }, admin.cookie), 404)).toMatch(/nosuch/);
    expect(existsSync(join(releasesDir(), 'groups', 'g2'))).toBe(false);
  });

  it.each([
    ['no version', { build: '0123456789' }, /version/],
    ['a bad version name', { version: '../g3', build: '0123456789' }, /version/],
    ['no build', { version: 'g3' }, /build/],
    ['a build that is not an id', { version: 'g3', build: 'latest' }, /build/],
    ['an unknown field', { version: 'g3', build: '0123456789', activate: true }, /activate|Unrecognized/],
  ])('answers 400 for %s, and publishes nothing', async (_case, body, message) => {
    expect(await expectError(await publishing('groups', body, admin.cookie), 400)).toMatch(message);
    expect(existsSync(join(releasesDir(), 'groups', 'g3'))).toBe(false);
  });

  it('answers 401 signed out and 403 for a regular person, and publishes nothing', async () => {
    expect(await expectError(await publishing('groups', { version: 'g4', build: buildId }), 401)).toBeTruthy();
    expect(await expectError(await publishing('groups', { version: 'g4', build: buildId }, member.cookie), 403)).toBeTruthy();
    expect(existsSync(join(releasesDir(), 'groups', 'g4'))).toBe(false);
  });
});
