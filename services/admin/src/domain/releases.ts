/**
 * The Releases screen's use cases (docs/product/admin.md, Releases): the overview of every remote's
 * release, and the changes an administrator makes. The rules of a change are libs/domain's
 * `applyReleaseChange`; the store asks the release controller, the records' one writer, which applies it
 * under the record's lock and audits it (libs/db releases, docs/data-ownership.md).
 */
import { buildIdOfLabel, buildLabel, publishCommand, type PublishBuildRequest, type ReleaseDecision, type ReleaseVersionStats, type RemoteRelease, type ReleasesOverview } from '@alive/contracts';
import type { PublishedVersion, ReleaseActor, RequestedReleaseChange, RumMinuteCounts, StoredRelease, StoredReleaseEvent } from '@alive/db';
import { histogramQuantile, type ReleaseCounts } from '@alive/domain';
import createError from 'http-errors';
import type { LocalBuild, LocalBuilds } from '../data/local-builds.ts';
import type { ReleaseStore } from '../data/release-store.ts';

export interface ReleaseDeps {
  store: ReleaseStore;
  /** The remotes of the feature registry. */
  remotes: readonly string[];
  /** The remotes' own build folders; without them nothing is publishable from here. */
  builds?: LocalBuilds;
  /** How long a publish waits for the release controller to register the new version (default 10 s). */
  registrationWaitMs?: number;
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

export interface BuildsOfRemote {
  /** This service's view of the remote's build folder. */
  local: LocalBuild | null;
  /** Published version → its build id. */
  versionBuilds: ReadonlyMap<string, string>;
}

/**
 * The build a remote without a record is served from: the build folder this service sees, else the
 * newest build its page loads named; with the published version that is this very build, if any.
 */
export function unversionedBuild(
  versions: readonly PublishedVersion[],
  minutes: readonly RumMinuteCounts[],
  builds: BuildsOfRemote | undefined,
): RemoteRelease['unversionedBuild'] {
  const seen = [...minutes].sort((a, b) => b.minute.getTime() - a.minute.getTime()).find((row) => buildIdOfLabel(row.version));
  const id = builds?.local?.id ?? buildIdOfLabel(seen?.version);
  if (!id) return null;
  const publishedAs = versions.find((published) => builds?.versionBuilds.get(published.version) === id)?.version ?? null;
  return { id, label: buildLabel(id), publishable: builds?.local?.id === id && builds.local.publishable, publishedAs };
}

/** One remote's card: its record (or none: served unversioned), versions, the last hour and its history. */
export function remoteRelease(
  remote: string,
  release: StoredRelease | undefined,
  versions: readonly PublishedVersion[],
  minutes: readonly RumMinuteCounts[],
  totals: Map<string, ReleaseCounts>,
  events: readonly StoredReleaseEvent[],
  builds?: BuildsOfRemote,
): RemoteRelease {
  const build = release ? null : unversionedBuild(versions, minutes, builds);
  // What serves is always listed, with or without page loads: stable and canary, or the unversioned build.
  const serving = release ? [release.stable, ...(release.canary ? [release.canary.version] : [])] : build ? [build.label] : [];
  const shown = new Set<string>([...serving, ...totals.keys()]);
  const verdict = release?.lastVerdict;
  const lastDecision: ReleaseDecision | null =
    release?.lastVerdict ? { verdict: release.lastVerdict.verdict as ReleaseDecision['verdict'], reason: release.lastVerdict.reason, at: release.lastVerdict.at.toISOString() } : null;
  return {
    remote,
    stable: release?.stable ?? null,
    canary: release?.canary
      ? {
          version: release.canary.version,
          percent: release.canary.percent,
          startedAt: release.canary.startedAt.toISOString(),
          // A verdict is kept only for the canary and share it judged (libs/db writeRelease).
          judged: verdict && verdict.loads !== null && verdict.minLoads !== null ? { loads: verdict.loads, minLoads: verdict.minLoads } : null,
        }
      : null,
    unversionedBuild: build,
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
      const record = records.find((candidate) => candidate.remote === remote);
      const [minutes, events, builds] = await Promise.all([
        deps.store.minutes(remote, since),
        deps.store.events(remote),
        // Only a remote served unversioned shows its build.
        record ? undefined : buildsOf(deps, remote),
      ]);
      return remoteRelease(
        remote,
        record,
        versions.filter((published) => published.remote === remote),
        minutes,
        deps.store.sum(minutes),
        events,
        builds,
      );
    }),
  );
  return { remotes };
}

async function buildsOf(deps: ReleaseDeps, remote: string): Promise<BuildsOfRemote> {
  const [local, versionBuilds] = await Promise.all([deps.builds?.current(remote) ?? null, deps.store.versionBuilds(remote)]);
  return { local, versionBuilds };
}

const cardOf = async (deps: ReleaseDeps, remote: string): Promise<RemoteRelease> => (await releasesOverview({ ...deps, remotes: [remote] })).remotes[0]!;

/** Applies an administrator's change and answers the remote's card; refusals become 404 / 409 with their message. */
export async function changeRemoteRelease(deps: ReleaseDeps, remote: string, change: RequestedReleaseChange, actor: ReleaseActor): Promise<RemoteRelease> {
  if (!deps.remotes.includes(remote)) throw createError(404, `No remote is called "${remote}"`);
  const outcome = await deps.store.change(remote, change, actor);
  if (!outcome.ok) throw createError(outcome.status, outcome.message);
  return cardOf(deps, remote);
}

const REGISTRATION_POLL_MS = 100;

/**
 * Publishes the build a remote is served unversioned from (docs/product/admin.md, Releases), where this
 * service sees it: the very build the screen showed (`build`), under a new version name. The release
 * controller registers the published folder within RELEASE_SYNC_MS; the answer waits for that (up to
 * `registrationWaitMs`) so the card lists the new version. Publishing changes nothing visitors get:
 * the version serves once someone sets it stable.
 */
export async function publishUnversionedBuild(deps: ReleaseDeps, remote: string, request: PublishBuildRequest): Promise<RemoteRelease> {
  if (!deps.remotes.includes(remote)) throw createError(404, `No remote is called "${remote}"`);
  const { version, build } = request;
  const elsewhere = `run \`${publishCommand(remote, version)}\` where the build is`;
  const local = (await deps.builds?.current(remote)) ?? null;
  if (!local) throw createError(409, `The admin service cannot see a build of ${remote}, so it cannot publish it: ${elsewhere}`);
  if (local.id !== build) throw createError(409, `The build of ${remote} changed since the screen showed it (now build ${local.id}): look at it again, then publish`);
  if (!local.publishable) throw createError(409, `The admin service may not write where published builds go: ${elsewhere}`);
  if ((await deps.store.versions(remote)).some((published) => published.version === version)) {
    throw createError(409, `${remote} ${version} is already published; a published version never changes: choose a new name`);
  }
  const outcome = await deps.builds!.publish(remote, version);
  if (!outcome.ok) throw createError(409, outcome.message);
  const deadline = Date.now() + (deps.registrationWaitMs ?? 10_000);
  while (Date.now() < deadline && !(await deps.store.versions(remote)).some((published) => published.version === version)) {
    await new Promise((resolve) => setTimeout(resolve, REGISTRATION_POLL_MS));
  }
  return cardOf(deps, remote);
}
