import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing.ts';
import {
  applyReleaseChangeRequests,
  CONTROLLER_DID_NOT_ANSWER,
  requestReleaseChange,
  startReleaseChangeApplier,
  type ReleaseChangeApplier,
} from './release-change-requests.ts';
import { importVersionsFile, readRelease, readReleaseEvents, registerVersion } from './release-store.ts';

// Admin asks, the release controller applies and answers (docs/data-ownership.md): each on its own role,
// so the test also shows that neither writes the other's table.
let db: TestDatabase;
const ada = { name: 'Ada Admin <admin@alive.local>', userId: null };
const appliers: ReleaseChangeApplier[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.drop());
beforeEach(async () => {
  await db.prisma.$executeRawUnsafe('TRUNCATE remote_releases, remote_versions, remote_release_events, release_change_requests, release_change_outcomes');
  for (const version of ['v1', 'v2']) {
    await registerVersion(db.as('releases'), { remote: 'choices', version, integrity: { 'remoteEntry.js': `sha384-${version}` }, publishedAt: new Date() });
  }
  await importVersionsFile(db.as('releases'), { choices: 'v1' });
});
afterEach(async () => {
  await Promise.all(appliers.splice(0).map((applier) => applier.stop()));
});

const controller = () => {
  const applier = startReleaseChangeApplier({ prisma: db.as('releases') });
  appliers.push(applier);
  return applier;
};

describe('a release change asked for by admin', () => {
  it('is applied by the release controller, audited with the administrator, and answered', async () => {
    controller();
    const answer = await requestReleaseChange(db.as('admin'), 'choices', { kind: 'start-canary', version: 'v2', percent: 10 }, ada);
    expect(answer).toEqual({ ok: true });
    expect((await readRelease(db.prisma, 'choices'))?.canary).toMatchObject({ version: 'v2', percent: 10 });
    expect((await readReleaseEvents(db.prisma, 'choices'))[0]).toMatchObject({ action: 'canary-started', actor: ada.name });
  });

  it("answers the rules' refusal and changes nothing", async () => {
    controller();
    const answer = await requestReleaseChange(db.as('admin'), 'choices', { kind: 'promote' }, ada);
    expect(answer).toEqual({ ok: false, status: 409, message: 'choices has no canary to promote' });
    expect(await readReleaseEvents(db.prisma, 'choices')).toHaveLength(1);
  });

  it('is applied once however many controllers run', async () => {
    controller();
    controller();
    controller();
    await requestReleaseChange(db.as('admin'), 'choices', { kind: 'start-canary', version: 'v2', percent: 10 }, ada);
    expect(await applyReleaseChangeRequests(db.as('releases'))).toBe(0);
    expect((await readReleaseEvents(db.prisma, 'choices')).map((event) => event.action)).toEqual(['canary-started', 'stable-set-from-file']);
  });

  it('answers 503 when no controller answers in time, and is then never applied', async () => {
    const answer = await requestReleaseChange(db.as('admin'), 'choices', { kind: 'start-canary', version: 'v2', percent: 10 }, ada, { timeoutMs: 200 });
    expect(answer).toEqual({ ok: false, status: 503, message: CONTROLLER_DID_NOT_ANSWER });
    expect(await applyReleaseChangeRequests(db.as('releases'))).toBe(0);
    expect((await readRelease(db.prisma, 'choices'))?.canary).toBeNull();
  });

  it('is refused when admin asks for a change only the controller makes itself', async () => {
    await db.as('admin').$executeRawUnsafe(
      `INSERT INTO release_change_requests (id, remote, change, actor, expires_at)
       VALUES (gen_random_uuid(), 'choices', '{"kind":"stable-from-file","version":"v2"}', 'someone', now() + interval '1 minute')`,
    );
    expect(await applyReleaseChangeRequests(db.as('releases'))).toBe(1);
    const [row] = await db.prisma.$queryRawUnsafe<{ outcome: unknown }[]>('SELECT outcome FROM release_change_outcomes');
    expect(row?.outcome).toMatchObject({ ok: false, status: 400 });
    expect((await readRelease(db.prisma, 'choices'))?.stable).toBe('v1');
  });

  it('cannot be answered by admin, nor the records written by it', async () => {
    await expect(db.as('admin').$executeRawUnsafe(`INSERT INTO release_change_outcomes (request_id, outcome) VALUES (gen_random_uuid(), '{}')`)).rejects.toThrow(
      /permission denied for table release_change_outcomes/,
    );
    await expect(db.as('admin').$executeRawUnsafe(`UPDATE remote_releases SET canary_percent = 50`)).rejects.toThrow(/permission denied for table remote_releases/);
  });
});
