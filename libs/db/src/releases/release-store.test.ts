import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing.ts';
import {
  changeRelease,
  importVersionsFile,
  readPublishedVersions,
  readRelease,
  readReleaseEvents,
  readVersionIntegrity,
  recordVerdict,
  registerVersion,
} from './release-store.ts';
import { addRumMinutes, readRumMinutes, sumRumMinutes } from './rum-minutes.ts';

let db: TestDatabase;
const admin = { name: 'Ada Admin <admin@alive.local>' };

async function publish(remote: string, version: string, at = new Date()) {
  await registerVersion(db.prisma, { remote, version, integrity: { 'remoteEntry.js': `sha384-${version}` }, publishedAt: at });
}

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.drop());
beforeEach(async () => {
  await db.prisma.$executeRawUnsafe('TRUNCATE remote_releases, remote_versions, remote_release_events, rum_minutes');
});

describe('published versions', () => {
  it('keeps the hashes recorded first, whatever a later registration says', async () => {
    expect(await registerVersion(db.prisma, { remote: 'choices', version: 'v1', integrity: { a: 'sha384-1' }, publishedAt: new Date('2026-01-01') })).toBe(true);
    expect(await registerVersion(db.prisma, { remote: 'choices', version: 'v1', integrity: { a: 'sha384-altered' }, publishedAt: new Date() })).toBe(false);
    expect(await readVersionIntegrity(db.prisma, 'choices', 'v1')).toEqual({ a: 'sha384-1' });
    expect(await readVersionIntegrity(db.prisma, 'choices', 'v9')).toBeNull();
    expect(await readPublishedVersions(db.prisma, 'choices')).toEqual([{ remote: 'choices', version: 'v1', publishedAt: new Date('2026-01-01'), files: 1 }]);
  });
});

describe('release changes', () => {
  it('takes the versions file once, so a later promotion survives a restart with the same file', async () => {
    await publish('choices', 'v1');
    await publish('choices', 'v2');
    expect((await importVersionsFile(db.prisma, { choices: 'v1' })).map((o) => o.ok)).toEqual([true]);
    expect((await readRelease(db.prisma, 'choices'))?.stable).toBe('v1');

    const started = await changeRelease(db.prisma, 'choices', { kind: 'start-canary', version: 'v2', percent: 50 }, admin);
    expect(started).toMatchObject({ ok: true, record: { stable: 'v1', canary: { version: 'v2', percent: 50 } } });
    expect((await changeRelease(db.prisma, 'choices', { kind: 'promote' }, admin)).ok).toBe(true);

    expect(await importVersionsFile(db.prisma, { choices: 'v1' })).toEqual([]);
    expect((await readRelease(db.prisma, 'choices'))?.stable).toBe('v2');

    // A changed file is an operator's decision: it wins, once.
    await publish('choices', 'v3');
    await importVersionsFile(db.prisma, { choices: 'v3' });
    expect((await readRelease(db.prisma, 'choices'))?.stable).toBe('v3');
  });

  it('audits every change with who, what and when, newest first', async () => {
    await publish('profile', 'v1');
    await publish('profile', 'v2');
    await importVersionsFile(db.prisma, { profile: 'v1' });
    await changeRelease(db.prisma, 'profile', { kind: 'start-canary', version: 'v2', percent: 10 }, { name: admin.name, userId: null });
    await changeRelease(db.prisma, 'profile', { kind: 'set-share', percent: 30 }, admin);
    await changeRelease(db.prisma, 'profile', { kind: 'automatic-rollback', reason: 'error rate worse' }, { name: 'automatic' });
    const events = await readReleaseEvents(db.prisma, 'profile');
    expect(events.map((e) => [e.action, e.actor, e.fromVersion, e.toVersion, e.percent, e.reason])).toEqual([
      ['automatic-rollback', 'automatic', 'v2', 'v1', 0, 'error rate worse'],
      ['canary-share-changed', admin.name, 'v1', 'v2', 30, null],
      ['canary-started', admin.name, 'v1', 'v2', 10, null],
      ['stable-set-from-file', 'versions file', null, 'v1', null, null],
    ]);
    expect(events[0]!.at).toBeInstanceOf(Date);
    expect((await readRelease(db.prisma, 'profile'))?.canary).toMatchObject({ version: 'v2', percent: 0 });
  });

  it('refuses what is not possible, and writes nothing then', async () => {
    await publish('groups', 'v1');
    expect(await changeRelease(db.prisma, 'groups', { kind: 'start-canary', version: 'v1', percent: 5 }, admin)).toMatchObject({ ok: false, status: 409 });
    await importVersionsFile(db.prisma, { groups: 'v1' });
    expect(await changeRelease(db.prisma, 'groups', { kind: 'start-canary', version: 'v7', percent: 5 }, admin)).toMatchObject({ ok: false, status: 404 });
    expect(await changeRelease(db.prisma, 'groups', { kind: 'promote' }, admin)).toMatchObject({ ok: false, status: 409 });
    expect(await readReleaseEvents(db.prisma, 'groups')).toHaveLength(1);
  });

  it('rolls a bad promotion back to the stable version before it', async () => {
    await publish('admin', 'v1');
    await publish('admin', 'v2');
    await importVersionsFile(db.prisma, { admin: 'v1' });
    await changeRelease(db.prisma, 'admin', { kind: 'start-canary', version: 'v2', percent: 100 }, admin);
    await changeRelease(db.prisma, 'admin', { kind: 'promote' }, admin);
    const rolledBack = await changeRelease(db.prisma, 'admin', { kind: 'rollback' }, admin);
    expect(rolledBack).toMatchObject({ ok: true, record: { stable: 'v1', canary: null } });
  });

  it('keeps a verdict only for the canary it was about', async () => {
    await publish('choices', 'v1');
    await publish('choices', 'v2');
    await importVersionsFile(db.prisma, { choices: 'v1' });
    await changeRelease(db.prisma, 'choices', { kind: 'start-canary', version: 'v2', percent: 50 }, admin);
    await recordVerdict(db.prisma, 'choices', 'v2', { verdict: 'inconclusive', reason: 'not yet', loads: 240, minLoads: 200 });
    expect((await readRelease(db.prisma, 'choices'))?.lastVerdict).toMatchObject({ verdict: 'inconclusive', reason: 'not yet', loads: 240, minLoads: 200 });
    // The same share again keeps the judgement; a new share is judged afresh, so it starts without one.
    await changeRelease(db.prisma, 'choices', { kind: 'set-share', percent: 50 }, admin);
    expect((await readRelease(db.prisma, 'choices'))?.lastVerdict).toMatchObject({ verdict: 'inconclusive', loads: 240 });
    await changeRelease(db.prisma, 'choices', { kind: 'set-share', percent: 60 }, admin);
    expect((await readRelease(db.prisma, 'choices'))?.lastVerdict).toBeNull();
    await recordVerdict(db.prisma, 'choices', 'v2', { verdict: 'healthy', reason: 'fine' });
    await changeRelease(db.prisma, 'choices', { kind: 'rollback' }, admin);
    expect((await readRelease(db.prisma, 'choices'))?.lastVerdict).toBeNull();
  });

  it('serves a remote unversioned again once the versions file no longer names it', async () => {
    await publish('choices', 'v1');
    await importVersionsFile(db.prisma, { choices: 'v1' }, ['choices', 'profile']);
    await importVersionsFile(db.prisma, {}, ['choices', 'profile']);
    expect(await readRelease(db.prisma, 'choices')).toBeNull();
    expect((await readReleaseEvents(db.prisma, 'choices'))[0]).toMatchObject({ action: 'stable-set-from-file', fromVersion: 'v1', toVersion: null });
  });

  it('serialises concurrent imports of the same file by several edges into one change', async () => {
    await publish('choices', 'v1');
    await Promise.all([importVersionsFile(db.prisma, { choices: 'v1' }), importVersionsFile(db.prisma, { choices: 'v1' })]);
    expect(await readReleaseEvents(db.prisma, 'choices')).toHaveLength(1);
  });
});

describe('per-minute telemetry', () => {
  it('adds every replica\'s counts into one row, bucket by bucket', async () => {
    const minute = new Date('2026-11-25T10:00:00Z');
    const row = { remote: 'choices', version: 'v2', minute, loads: 3, failedLoads: 1, erroredLoads: 2, errors: 4, lcp: [1, 2], inp: [0, 1, 1] };
    await addRumMinutes(db.prisma, [row]);
    await addRumMinutes(db.prisma, [{ ...row, lcp: [1, 0, 5], inp: [] }, { ...row, version: 'v1', loads: 7, failedLoads: 0, erroredLoads: 0, errors: 0 }]);
    const minutes = await readRumMinutes(db.prisma, 'choices', new Date('2026-11-25T09:59:30Z'));
    expect(minutes.map((m) => [m.version, m.loads, m.failedLoads, m.erroredLoads, m.errors, m.lcp, m.inp])).toEqual([
      ['v1', 7, 0, 0, 0, [1, 2], [0, 1, 1]],
      ['v2', 6, 2, 4, 8, [2, 2, 5], [0, 1, 1]],
    ]);
    expect(sumRumMinutes(minutes).get('v2')).toMatchObject({ loads: 6, erroredLoads: 4, failedLoads: 2 });
    expect(await readRumMinutes(db.prisma, 'choices', new Date('2026-11-25T10:01:00Z'))).toEqual([]);
  });
});
