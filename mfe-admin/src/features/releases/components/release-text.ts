import { buildIdOfLabel } from '@alive/contracts/constants';
import type { ReleaseEvent, RemoteRelease } from '@alive/contracts';

/**
 * The Releases screen's words for what the records hold (docs/product/admin.md, Releases): remotes by
 * title, builds by their id, and each change in the history by what it did.
 */

/** "choices" → "Choices": the registry's name, as a title. */
export function remoteTitle(remote: string): string {
  return remote.charAt(0).toUpperCase() + remote.slice(1);
}

/** A version as people read it: a published version by its name, an unversioned build as "build 3f2a9c1d0b". */
export function versionName(label: string): string {
  const build = buildIdOfLabel(label);
  return build ? `build ${build}` : label;
}

/** What a version is to the remote now: stable, the canary, or the build it is served unversioned from. */
export function versionRole(label: string, release: Pick<RemoteRelease, 'stable' | 'canary' | 'unversionedBuild'>): 'stable' | 'canary' | 'served unversioned' | null {
  if (label === release.canary?.version) return 'canary';
  if (label === release.stable) return 'stable';
  if (release.stable === null && label === release.unversionedBuild?.label) return 'served unversioned';
  return null;
}

/** "v2 (canary)", "build 3f2a9c1d0b (served unversioned)", "v0". */
export function versionWithRole(label: string, release: Pick<RemoteRelease, 'stable' | 'canary' | 'unversionedBuild'>): string {
  const role = versionRole(label, release);
  return role ? `${versionName(label)} (${role})` : versionName(label);
}

/** One change of the history, said as what happened: "Set stable version → v1", "Rolled back to v1". */
export function historyLabel(event: Pick<ReleaseEvent, 'action' | 'fromVersion' | 'toVersion' | 'percent'>): string {
  const { fromVersion: from, toVersion: to, percent } = event;
  switch (event.action) {
    case 'stable-set-from-file':
      if (to === null) return 'Served unversioned again (the versions file no longer names it)';
      return from === null ? `Set stable version → ${to} (versions file)` : `Set stable version ${from} → ${to} (versions file)`;
    case 'canary-started':
      return `Started canary ${to} for ${percent} % of visitors`;
    case 'canary-share-changed':
      return `Changed the share of canary ${to} to ${percent} %`;
    case 'promoted':
      return from ? `Promoted ${to} to stable (was ${from})` : `Promoted ${to} to stable`;
    case 'rolled-back':
      // With a canary the canary ends (its share recorded as 0); without one a version becomes stable,
      // and without any stable version before, that is the first one being set.
      if (percent === 0) return `Rolled back canary ${from}; ${to} stays stable`;
      return from === null ? `Set stable version → ${to}` : `Rolled back to ${to} (from ${from})`;
    case 'automatic-rollback':
      return `Rolled canary ${from} back automatically; ${to} serves everyone`;
  }
}

/**
 * Whether Promote needs a second thought: the judge has not counted as many canary page loads as it
 * needs before it will say anything (or has not looked yet). The sentence says how many.
 */
export function promoteWarning(canary: RemoteRelease['canary']): string | null {
  if (!canary) return null;
  if (!canary.judged) return 'No page loads judged yet: the judge has not looked at this canary since its share was set.';
  const { loads, minLoads } = canary.judged;
  return loads < minLoads ? `Only ${loads} of ${minLoads} page loads judged: too few for the judge to say whether ${canary.version} is worse than stable.` : null;
}
