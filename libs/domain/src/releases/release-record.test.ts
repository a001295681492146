import { describe, expect, it } from 'vitest';
import { applyReleaseChange, drawBucket, parseBucket, resolveRelease, type ReleaseRecord } from './release-record.ts';

const started = new Date('2026-11-25T10:00:00Z');
const now = new Date('2026-11-25T11:00:00Z');
const stableOnly: ReleaseRecord = { remote: 'choices', stable: 'v1', canary: null };
const withCanary: ReleaseRecord = { remote: 'choices', stable: 'v1', canary: { version: 'v2', percent: 30, startedAt: started } };
const published = (version: string) => ['v1', 'v2', 'v3'].includes(version);

describe('buckets', () => {
  it.each([
    ['1', 1],
    ['100', 100],
    ['050', 50],
    ['', null],
    ['0', null],
    ['101', null],
    ['1e2', null],
    [' 5', null],
    [undefined, null],
  ])('parses %j as %j', (value, bucket) => expect(parseBucket(value)).toBe(bucket));

  it('draws 1..100', () => {
    expect(drawBucket(() => 0)).toBe(1);
    expect(drawBucket(() => 0.999999)).toBe(100);
  });

  it.each([
    [1, 'v2', 'canary'],
    [30, 'v2', 'canary'],
    [31, 'v1', 'stable'],
    [100, 'v1', 'stable'],
  ])('bucket %i gets %s (%s)', (bucket, version, channel) => {
    expect(resolveRelease(withCanary, bucket)).toEqual({ version, channel });
  });

  it('sends everyone to stable at share 0', () => {
    expect(resolveRelease({ ...withCanary, canary: { ...withCanary.canary!, percent: 0 } }, 1)).toEqual({ version: 'v1', channel: 'stable' });
  });
});

describe('release changes', () => {
  it('starts a canary of a published version', () => {
    expect(applyReleaseChange(stableOnly, { kind: 'start-canary', version: 'v2', percent: 10 }, published, now)).toEqual({
      ok: true,
      record: { ...stableOnly, canary: { version: 'v2', percent: 10, startedAt: now } },
      event: { action: 'canary-started', fromVersion: 'v1', toVersion: 'v2', percent: 10, reason: null },
    });
  });

  it.each([
    ['an unpublished version', stableOnly, { kind: 'start-canary', version: 'v9', percent: 10 }, 404],
    ['the stable version', stableOnly, { kind: 'start-canary', version: 'v1', percent: 10 }, 409],
    ['a second canary', withCanary, { kind: 'start-canary', version: 'v3', percent: 10 }, 409],
    ['a share without a canary', stableOnly, { kind: 'set-share', percent: 10 }, 409],
    ['a promotion without a canary', stableOnly, { kind: 'promote' }, 409],
    ['a rollback with nothing before', stableOnly, { kind: 'rollback' }, 409],
    ['a rollback to the stable version', stableOnly, { kind: 'rollback', version: 'v1' }, 409],
    ['a rollback to an unpublished version', stableOnly, { kind: 'rollback', version: 'v9' }, 404],
    ['an automatic rollback without a canary', stableOnly, { kind: 'automatic-rollback', reason: 'x' }, 409],
    ['a versions file naming an unpublished version', stableOnly, { kind: 'stable-from-file', version: 'v9' }, 404],
    ['a versions file naming the stable version', stableOnly, { kind: 'stable-from-file', version: 'v1' }, 409],
  ] as const)('refuses %s', (_case, record, change, status) => {
    expect(applyReleaseChange(record, change, published, now)).toMatchObject({ ok: false, status });
  });

  it('changes the share and judges every new share afresh from that instant, a re-raise after a rollback included', () => {
    const changed = applyReleaseChange(withCanary, { kind: 'set-share', percent: 50 }, published, now);
    expect(changed).toMatchObject({ ok: true, record: { canary: { percent: 50, startedAt: now } }, event: { action: 'canary-share-changed', percent: 50 } });
    // The same share again changes nothing, so its evidence is kept.
    expect(applyReleaseChange(withCanary, { kind: 'set-share', percent: 30 }, published, now)).toMatchObject({ ok: true, record: { canary: { percent: 30, startedAt: started } } });
    const stopped = { ...withCanary, canary: { ...withCanary.canary!, percent: 0 } };
    expect(applyReleaseChange(stopped, { kind: 'set-share', percent: 5 }, published, now)).toMatchObject({ ok: true, record: { canary: { percent: 5, startedAt: now } } });
  });

  it('promotes, rolls back, and rolls back a promotion to the stable version before it', () => {
    expect(applyReleaseChange(withCanary, { kind: 'promote' }, published, now)).toMatchObject({ ok: true, record: { stable: 'v2', canary: null }, event: { action: 'promoted', fromVersion: 'v1', toVersion: 'v2' } });
    expect(applyReleaseChange(withCanary, { kind: 'rollback' }, published, now)).toMatchObject({ ok: true, record: { stable: 'v1', canary: null }, event: { action: 'rolled-back', fromVersion: 'v2', toVersion: 'v1', percent: 0 } });
    expect(applyReleaseChange(stableOnly, { kind: 'rollback', previousStable: 'v3' }, published, now)).toMatchObject({ ok: true, record: { stable: 'v3' }, event: { percent: null } });
  });

  it('sets an automatic rollback\'s share to 0 with its reason, keeping the canary on record', () => {
    expect(applyReleaseChange(withCanary, { kind: 'automatic-rollback', reason: 'worse' }, published, now)).toEqual({
      ok: true,
      record: { ...withCanary, canary: { ...withCanary.canary!, percent: 0 } },
      event: { action: 'automatic-rollback', fromVersion: 'v2', toVersion: 'v1', percent: 0, reason: 'worse' },
    });
  });

  it('takes a new stable version from the versions file, ending a canary', () => {
    expect(applyReleaseChange(withCanary, { kind: 'stable-from-file', version: 'v3' }, published, now)).toMatchObject({ ok: true, record: { stable: 'v3', canary: null } });
  });
});
