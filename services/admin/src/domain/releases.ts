/**
 * The Releases screen's use cases (docs/product/admin.md, Releases): the overview of every remote's
 * release, and the changes an administrator makes. The rules of a change are libs/domain's
 * `applyReleaseChange`; the store asks the release controller, the records' one writer, which applies it
 * under the record's lock and audits it (libs/db releases, docs/data-ownership.md).
 */
import type { ReleaseDecision, ReleaseVersionStats, RemoteRelease, ReleasesOverview } from '@alive/contracts';
import type { PublishedVersion, ReleaseActor, ReleaseChangeAnswer, RequestedReleaseChange, RumMinuteCounts, StoredRelease, StoredReleaseEvent } from '@alive/db';
import { histogramQuantile, type ReleaseCounts } from '@alive/domain';
import createError from 'http-errors';

export interface ReleaseStore {
  releases(): Promise<StoredRelease[]>;
  versions(remote?: string): Promise<PublishedVersion[]>;
  events(remote: string): Promise<StoredReleaseEvent[]>;
  minutes(remote: string, since: Date): Promise<RumMinuteCounts[]>;
  sum(minutes: readonly RumMinuteCounts[]): Map<string, ReleaseCounts>;
  /** Asks the release controller for the change and gives its answer. */
  change(remote: string, change: RequestedReleaseChange, actor: ReleaseActor): Promise<ReleaseChangeAnswer>;
}

export interface ReleaseDeps {
  store: ReleaseStore;
  /** The remotes of the feature registry. */
  remotes: readonly string[];
  now?: () => Date;
}

const HOUR_MS = 60 * 60 * 1000;

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const round = (value: number | null) => (value === null ? null : Math.round(value));

export function versionStats(version: string, counts: ReleaseCounts | undefined): ReleaseVersionStats {
  const loads = counts?.loads ?? 0;
  return {
    version,
    loads,
    errorRate: rate(counts?.erroredLoads ?? 0, loads),
    failedLoadRate: rate(counts?.failedLoads ?? 0, loads),
    lcpP75Ms: round(counts ? histogramQuantile(counts.lcp, 0.75) : null),
    inpP75Ms: round(counts ? histogramQuantile(counts.inp, 0.75) : null),
  };
}

/** One remote's card: its record (or none: served unversioned), versions, the last hour and its history. */
export function remoteRelease(
  remote: string,
  release: StoredRelease | undefined,
  versions: readonly PublishedVersion[],
  minutes: readonly RumMinuteCounts[],
  totals: Map<string, ReleaseCounts>,
  events: readonly StoredReleaseEvent[],
): RemoteRelease {
  const shown = new Set<string>([...(release ? [release.stable] : []), ...(release?.canary ? [release.canary.version] : []), ...totals.keys()]);
  const lastDecision: ReleaseDecision | null =
    release?.lastVerdict ? { verdict: release.lastVerdict.verdict as ReleaseDecision['verdict'], reason: release.lastVerdict.reason, at: release.lastVerdict.at.toISOString() } : null;
  return {
    remote,
    stable: release?.stable ?? null,
    canary: release?.canary ? { version: release.canary.version, percent: release.canary.percent, startedAt: release.canary.startedAt.toISOString() } : null,
    versions: versions.map((published) => ({ version: published.version, publishedAt: published.publishedAt.toISOString(), files: published.files })),
    stats: [...shown].map((version) => versionStats(version, totals.get(version))),
    timeline: minutes.map((minute) => ({ minute: minute.minute.toISOString(), version: minute.version, loads: minute.loads, erroredLoads: minute.erroredLoads })),
    lastDecision,
    history: events.map((event) => ({
      at: event.at.toISOString(),
      action: event.action,
      actor: event.actor,
      fromVersion: event.fromVersion,
      toVersion: event.toVersion,
      percent: event.percent,
      reason: event.reason,
    })),
  };
}

export async function releasesOverview(deps: ReleaseDeps): Promise<ReleasesOverview> {
  const since = new Date((deps.now?.() ?? new Date()).getTime() - HOUR_MS);
  const [records, versions] = await Promise.all([deps.store.releases(), deps.store.versions()]);
  const remotes = await Promise.all(
    deps.remotes.map(async (remote) => {
      const [minutes, events] = await Promise.all([deps.store.minutes(remote, since), deps.store.events(remote)]);
      return remoteRelease(
        remote,
        records.find((record) => record.remote === remote),
        versions.filter((published) => published.remote === remote),
        minutes,
        deps.store.sum(minutes),
        events,
      );
    }),
  );
  return { remotes };
}

/** Applies an administrator's change and answers the remote's card; refusals become 404 / 409 with their message. */
export async function changeRemoteRelease(deps: ReleaseDeps, remote: string, change: RequestedReleaseChange, actor: ReleaseActor): Promise<RemoteRelease> {
  if (!deps.remotes.includes(remote)) throw createError(404, `No remote is called "${remote}"`);
  const outcome = await deps.store.change(remote, change, actor);
  if (!outcome.ok) throw createError(outcome.status, outcome.message);
  const overview = await releasesOverview({ ...deps, remotes: [remote] });
  return overview.remotes[0]!;
}
