import { describe, expect, it, vi } from 'vitest';
import { releasesOverviewSchema } from '@alive/contracts';
import { sumRumMinutes, type PublishedVersion, type RumMinuteCounts, type StoredRelease, type StoredReleaseEvent } from '@alive/db';
import { addToHistogram, emptyVitalHistogram } from '@alive/domain';
import type { LocalBuilds } from '../data/local-builds.ts';
import type { ReleaseStore } from '../data/release-store.ts';
import { changeRemoteRelease, publishUnversionedBuild, releasesOverview, remoteRelease, versionStats } from './releases.ts';

const NOW = new Date('2026-11-25T12:00:30.000Z');
const minute = (hh: number, mm: number) => new Date(Date.UTC(2026, 10, 25, hh, mm));

function histogramOf(...samples: number[]): number[] {
  const histogram = emptyVitalHistogram();
  for (const ms of samples) addToHistogram(histogram, ms);
  return histogram;
}

const counts = (version: string, at: Date, loads: number, erroredLoads: number, more: Partial<RumMinuteCounts> = {}): RumMinuteCounts => ({
  remote: 'choices',
  version,
  minute: at,
  loads,
  failedLoads: 0,
  erroredLoads,
  errors: erroredLoads,
  lcp: [],
  inp: [],
  ...more,
});

const record: StoredRelease = {
  remote: 'choices',
  stable: 'v1',
  canary: { version: 'v2', percent: 25, startedAt: minute(11, 30) },
  fileVersion: 'v1',
  lastVerdict: { verdict: 'worse', reason: 'Error rate 40.0 % against 0.0 % on stable.', at: minute(11, 59), loads: 240, minLoads: 200 },
  updatedAt: minute(11, 30),
};

const published: PublishedVersion[] = [
  { remote: 'choices', version: 'v3', publishedAt: minute(11, 0), files: 3 },
  { remote: 'choices', version: 'v2', publishedAt: minute(10, 0), files: 2 },
  { remote: 'choices', version: 'v1', publishedAt: minute(9, 0), files: 1 },
];

const events: StoredReleaseEvent[] = [
  { remote: 'choices', at: minute(11, 30), action: 'canary-started', actor: 'Ada Admin <ada@example.test>', fromVersion: 'v1', toVersion: 'v2', percent: 25, reason: null },
  { remote: 'choices', at: minute(9, 0), action: 'stable-set-from-file', actor: 'versions file', fromVersion: null, toVersion: 'v1', percent: null, reason: null },
];

describe('versionStats', () => {
  it('answers rates of the page loads and the 75th percentiles of the summed histograms', () => {
    const stats = versionStats('v2', { loads: 8, erroredLoads: 2, failedLoads: 1, lcp: histogramOf(900, 900, 900, 900), inp: histogramOf(120, 120) });
    expect(stats).toEqual({ version: 'v2', loads: 8, errorRate: 0.25, failedLoadRate: 0.125, lcpP75Ms: 950, inpP75Ms: 138 });
  });

  it('answers zeros and nulls for a version without page loads', () => {
    expect(versionStats('v1', undefined)).toEqual({ version: 'v1', loads: 0, errorRate: null, failedLoadRate: null, lcpP75Ms: null, inpP75Ms: null });
  });
});

describe('remoteRelease', () => {
  const minutes = [
    counts('v1', minute(11, 58), 30, 0),
    counts('v2', minute(11, 58), 10, 4, { failedLoads: 1, lcp: histogramOf(900, 900, 900, 900) }),
    counts('v0', minute(11, 59), 2, 0),
  ];

  it('shapes a record, its versions, the last hour, the verdict and the history as the contract says', () => {
    const card = remoteRelease('choices', record, published, minutes, sumRumMinutes(minutes), events);
    expect(card).toMatchObject({
      remote: 'choices',
      stable: 'v1',
      canary: { version: 'v2', percent: 25, startedAt: '2026-11-25T11:30:00.000Z', judged: { loads: 240, minLoads: 200 } },
      unversionedBuild: null,
      lastDecision: { verdict: 'worse', reason: 'Error rate 40.0 % against 0.0 % on stable.', at: '2026-11-25T11:59:00.000Z' },
    });
    expect(card.versions).toEqual([
      { version: 'v3', publishedAt: '2026-11-25T11:00:00.000Z', files: 3 },
      { version: 'v2', publishedAt: '2026-11-25T10:00:00.000Z', files: 2 },
      { version: 'v1', publishedAt: '2026-11-25T09:00:00.000Z', files: 1 },
    ]);
    // Stable and canary first, then any other version that had traffic (an old tab still on v0).
    expect(card.stats).toEqual([
      { version: 'v1', loads: 30, errorRate: 0, failedLoadRate: 0, lcpP75Ms: null, inpP75Ms: null },
      { version: 'v2', loads: 10, errorRate: 0.4, failedLoadRate: 0.1, lcpP75Ms: 950, inpP75Ms: null },
      { version: 'v0', loads: 2, errorRate: 0, failedLoadRate: 0, lcpP75Ms: null, inpP75Ms: null },
    ]);
    expect(card.timeline).toEqual([
      { minute: '2026-11-25T11:58:00.000Z', version: 'v1', loads: 30, erroredLoads: 0 },
      { minute: '2026-11-25T11:58:00.000Z', version: 'v2', loads: 10, erroredLoads: 4 },
      { minute: '2026-11-25T11:59:00.000Z', version: 'v0', loads: 2, erroredLoads: 0 },
    ]);
    expect(card.history).toEqual([
      { at: '2026-11-25T11:30:00.000Z', action: 'canary-started', actor: 'Ada Admin <ada@example.test>', fromVersion: 'v1', toVersion: 'v2', percent: 25, reason: null },
      { at: '2026-11-25T09:00:00.000Z', action: 'stable-set-from-file', actor: 'versions file', fromVersion: null, toVersion: 'v1', percent: null, reason: null },
    ]);
  });

  it('lists stable and canary without traffic as zeros', () => {
    const card = remoteRelease('choices', record, published, [], new Map(), []);
    expect(card.stats.map(({ version, loads, errorRate }) => ({ version, loads, errorRate }))).toEqual([
      { version: 'v1', loads: 0, errorRate: null },
      { version: 'v2', loads: 0, errorRate: null },
    ]);
    expect(card.timeline).toEqual([]);
  });

  it('shows a remote without a record as served unversioned, with its published versions', () => {
    const card = remoteRelease('groups', undefined, [{ remote: 'groups', version: 'g1', publishedAt: minute(8, 0), files: 4 }], [], new Map(), []);
    expect(card).toEqual({
      remote: 'groups',
      stable: null,
      canary: null,
      unversionedBuild: null,
      versions: [{ version: 'g1', publishedAt: '2026-11-25T08:00:00.000Z', files: 4 }],
      stats: [],
      timeline: [],
      lastDecision: null,
      history: [],
    });
  });

  it('says the canary was not judged yet when the judge has not looked since its share was set', () => {
    const card = remoteRelease('choices', { ...record, lastVerdict: null }, published, [], new Map(), []);
    expect(card.canary?.judged).toBeNull();
  });
});

describe('an unversioned remote’s build', () => {
  const g1: PublishedVersion = { remote: 'groups', version: 'g1', publishedAt: minute(8, 0), files: 4 };
  const loads = [counts('build:aaaaaaaaaa', minute(11, 50), 7, 1), counts('build:bbbbbbbbbb', minute(11, 58), 3, 0)].map((row) => ({ ...row, remote: 'groups' }));

  it('is the build folder this service sees, listed with its page loads even before it has any', () => {
    const builds = { local: { id: 'cccccccccc', publishable: true }, versionBuilds: new Map() };
    const card = remoteRelease('groups', undefined, [g1], [], new Map(), [], builds);
    expect(card.unversionedBuild).toEqual({ id: 'cccccccccc', label: 'build:cccccccccc', publishable: true, publishedAs: null });
    expect(card.stats).toEqual([{ version: 'build:cccccccccc', loads: 0, errorRate: null, failedLoadRate: null, lcpP75Ms: null, inpP75Ms: null }]);
  });

  it('is otherwise the newest build its page loads named, which this service cannot publish', () => {
    const card = remoteRelease('groups', undefined, [g1], loads, sumRumMinutes(loads), [], { local: null, versionBuilds: new Map() });
    expect(card.unversionedBuild).toEqual({ id: 'bbbbbbbbbb', label: 'build:bbbbbbbbbb', publishable: false, publishedAs: null });
    expect(card.stats.map(({ version, loads: n }) => [version, n])).toEqual([
      ['build:bbbbbbbbbb', 3],
      ['build:aaaaaaaaaa', 7],
    ]);
  });

  it('names the version it was published as', () => {
    const builds = { local: { id: 'bbbbbbbbbb', publishable: true }, versionBuilds: new Map([['g1', 'bbbbbbbbbb']]) };
    expect(remoteRelease('groups', undefined, [g1], loads, sumRumMinutes(loads), [], builds).unversionedBuild?.publishedAs).toBe('g1');
  });

  it('is none without a build folder here or page loads', () => {
    expect(remoteRelease('groups', undefined, [g1], [], new Map(), [], { local: null, versionBuilds: new Map() }).unversionedBuild).toBeNull();
  });
});

function fakeStore(overrides: Partial<ReleaseStore> = {}): ReleaseStore {
  return {
    releases: async () => [record],
    versions: async () => [...published, { remote: 'profile', version: 'p1', publishedAt: minute(8, 0), files: 1 }],
    events: async (remote) => (remote === 'choices' ? events : []),
    minutes: async (remote) => (remote === 'choices' ? [counts('v2', minute(11, 59), 5, 1)] : []),
    sum: sumRumMinutes,
    versionBuilds: async () => new Map(),
    change: async () => ({ ok: true }),
    ...overrides,
  };
}

describe('releasesOverview', () => {
  it('answers one card per registry remote, in the registry\'s order, reading the hour before now', async () => {
    const minutes = vi.fn<ReleaseStore['minutes']>(async () => []);
    const overview = await releasesOverview({ store: fakeStore({ minutes }), remotes: ['profile', 'choices'], now: () => NOW });
    expect(releasesOverviewSchema.parse(overview)).toEqual(overview);
    expect(overview.remotes.map((card) => [card.remote, card.stable, card.versions.map((v) => v.version)])).toEqual([
      ['profile', null, ['p1']],
      ['choices', 'v1', ['v3', 'v2', 'v1']],
    ]);
    expect(minutes).toHaveBeenCalledWith('choices', new Date('2026-11-25T11:00:30.000Z'));
  });
});

describe('changeRemoteRelease', () => {
  const actor = { name: 'Ada Admin <ada@example.test>', userId: 'u1' };

  it('refuses a remote the registry does not know with 404, without asking the store', async () => {
    const change = vi.fn<ReleaseStore['change']>();
    await expect(changeRemoteRelease({ store: fakeStore({ change }), remotes: ['choices'] }, 'nosuch', { kind: 'promote' }, actor)).rejects.toMatchObject({
      status: 404,
      message: 'No remote is called "nosuch"',
    });
    expect(change).not.toHaveBeenCalled();
  });

  it('passes the store\'s refusal on with its status and message', async () => {
    const store = fakeStore({ change: async () => ({ ok: false, status: 409, message: 'choices has no canary to promote' }) });
    await expect(changeRemoteRelease({ store, remotes: ['choices'] }, 'choices', { kind: 'promote' }, actor)).rejects.toMatchObject({
      status: 409,
      expose: true,
      message: 'choices has no canary to promote',
    });
  });

  it('applies the change as the administrator and answers the remote\'s card', async () => {
    const change = vi.fn<ReleaseStore['change']>(fakeStore().change);
    const card = await changeRemoteRelease({ store: fakeStore({ change }), remotes: ['choices', 'profile'], now: () => NOW }, 'choices', { kind: 'set-share', percent: 40 }, actor);
    expect(change).toHaveBeenCalledWith('choices', { kind: 'set-share', percent: 40 }, actor);
    expect(card).toMatchObject({ remote: 'choices', stable: 'v1', stats: [{ version: 'v1', loads: 0 }, { version: 'v2', loads: 5, errorRate: 0.2 }] });
  });
});

describe('publishUnversionedBuild', () => {
  const localBuilds = (overrides: Partial<LocalBuilds> = {}): LocalBuilds => ({
    current: async () => ({ id: 'cccccccccc', publishable: true }),
    publish: async () => ({ ok: true }),
    ...overrides,
  });
  const request = { version: 'p2', build: 'cccccccccc' };

  it('publishes the build the screen showed and answers the card once the version is registered', async () => {
    const versions = [{ remote: 'profile', version: 'p1', publishedAt: minute(8, 0), files: 1 }];
    const publish = vi.fn<LocalBuilds['publish']>(async () => {
      versions.unshift({ remote: 'profile', version: 'p2', publishedAt: minute(12, 0), files: 2 });
      return { ok: true };
    });
    const store = fakeStore({ releases: async () => [], versions: async () => versions, versionBuilds: async () => new Map([['p2', 'cccccccccc']]) });
    const card = await publishUnversionedBuild({ store, remotes: ['profile'], builds: localBuilds({ publish }), now: () => NOW }, 'profile', request);
    expect(publish).toHaveBeenCalledWith('profile', 'p2');
    expect(card.versions.map((v) => v.version)).toEqual(['p2', 'p1']);
    expect(card.unversionedBuild).toMatchObject({ id: 'cccccccccc', publishedAs: 'p2' });
  });

  it.each([
    ['without a build folder here, with the command to run instead', { current: async () => null }, 'cccccccccc', /cannot see a build of profile.*npm run publish:remote -- profile p2/],
    ['a build that changed since the screen showed it', {}, 'dddddddddd', /changed since the screen showed it \(now build cccccccccc\)/],
    ['where it may not write', { current: async () => ({ id: 'cccccccccc', publishable: false }) }, 'cccccccccc', /may not write.*npm run publish:remote -- profile p2/],
    ['a refusal of publishing', { publish: async () => ({ ok: false as const, message: 'profile p2 is already published' }) }, 'cccccccccc', /already published/],
  ])('refuses %s with 409', async (_case, overrides, build, message) => {
    const store = fakeStore({ releases: async () => [], versions: async () => [] });
    await expect(publishUnversionedBuild({ store, remotes: ['profile'], builds: localBuilds(overrides) }, 'profile', { ...request, build })).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(message),
    });
  });

  it('refuses a version already published (409) and an unknown remote (404) without publishing', async () => {
    const publish = vi.fn<LocalBuilds['publish']>();
    const store = fakeStore({ releases: async () => [], versions: async () => [{ remote: 'profile', version: 'p2', publishedAt: minute(8, 0), files: 1 }] });
    await expect(publishUnversionedBuild({ store, remotes: ['profile'], builds: localBuilds({ publish }) }, 'profile', request)).rejects.toMatchObject({ status: 409 });
    await expect(publishUnversionedBuild({ store, remotes: ['profile'], builds: localBuilds({ publish }) }, 'nosuch', request)).rejects.toMatchObject({ status: 404 });
    expect(publish).not.toHaveBeenCalled();
  });
});
