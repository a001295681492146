import { describe, expect, it } from 'vitest';
import type { RemoteRelease } from '@alive/contracts';
import { historyLabel, promoteWarning, remoteTitle, versionName, versionWithRole } from './release-text.ts';

const event = (action: Parameters<typeof historyLabel>[0]['action'], fromVersion: string | null, toVersion: string | null, percent: number | null = null) => ({
  action,
  fromVersion,
  toVersion,
  percent,
});

describe('historyLabel', () => {
  it('says what each change did', () => {
    // "Set stable version" on a remote served unversioned is the rollback call naming a version.
    expect(historyLabel(event('rolled-back', null, 'v1'))).toBe('Set stable version → v1');
    expect(historyLabel(event('rolled-back', 'v2', 'v1'))).toBe('Rolled back to v1 (from v2)');
    expect(historyLabel(event('rolled-back', 'v2', 'v1', 0))).toBe('Rolled back canary v2; v1 stays stable');
    expect(historyLabel(event('canary-started', 'v1', 'v2', 10))).toBe('Started canary v2 for 10 % of visitors');
    expect(historyLabel(event('canary-share-changed', 'v1', 'v2', 25))).toBe('Changed the share of canary v2 to 25 %');
    expect(historyLabel(event('promoted', 'v1', 'v2'))).toBe('Promoted v2 to stable (was v1)');
    expect(historyLabel(event('automatic-rollback', 'v2', 'v1', 0))).toBe('Rolled canary v2 back automatically; v1 serves everyone');
    expect(historyLabel(event('stable-set-from-file', null, 'v1'))).toBe('Set stable version → v1 (versions file)');
    expect(historyLabel(event('stable-set-from-file', 'v1', 'v2'))).toBe('Set stable version v1 → v2 (versions file)');
    expect(historyLabel(event('stable-set-from-file', 'v1', null))).toBe('Served unversioned again (the versions file no longer names it)');
  });
});

describe('names', () => {
  const unversioned: Pick<RemoteRelease, 'stable' | 'canary' | 'unversionedBuild'> = {
    stable: null,
    canary: null,
    unversionedBuild: { id: '3f2a9c1d0b', label: 'build:3f2a9c1d0b', publishable: true, publishedAs: null },
  };

  it('titles a remote, and names a build by its id and what it is to the remote', () => {
    expect(remoteTitle('recommendations')).toBe('Recommendations');
    expect(versionName('build:3f2a9c1d0b')).toBe('build 3f2a9c1d0b');
    expect(versionName('v1')).toBe('v1');
    expect(versionWithRole('build:3f2a9c1d0b', unversioned)).toBe('build 3f2a9c1d0b (served unversioned)');
    expect(versionWithRole('build:0000000000', unversioned)).toBe('build 0000000000');
  });
});

describe('promoteWarning', () => {
  const canary = (judged: NonNullable<RemoteRelease['canary']>['judged']) => ({ version: 'v2', percent: 10, startedAt: '2026-12-07T10:00:00Z', judged });

  it('asks for a second thought below the judge’s minimum, with both figures', () => {
    expect(promoteWarning(canary({ loads: 0, minLoads: 200 }))).toBe('Only 0 of 200 page loads judged: too few for the judge to say whether v2 is worse than stable.');
    expect(promoteWarning(canary({ loads: 199, minLoads: 200 }))).toMatch(/^Only 199 of 200 page loads judged/);
    expect(promoteWarning(canary(null))).toMatch(/^No page loads judged yet/);
  });

  it('says nothing once the judge had enough, or without a canary', () => {
    expect(promoteWarning(canary({ loads: 200, minLoads: 200 }))).toBeNull();
    expect(promoteWarning(null)).toBeNull();
  });
});
