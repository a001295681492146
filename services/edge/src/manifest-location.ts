import { releaseFileLocation } from './remote-versions.ts';
import type { StaticRoots } from './remotes.ts';

const MANIFEST = 'mf-manifest.json';

/** Where a remote's manifest is on disk: a folder (relative to `root`) holding it and its build's other files. */
export interface ManifestLocation {
  root: string;
  /** Relative to `root`, empty or ending in `/`. */
  folder: string;
  /** The published release it belongs to, or null for the remote's own build. */
  release: string | null;
}

/**
 * Where the manifest a remotes document names for `remote` (`/remotes/<remote>/mf-manifest.json`, or a
 * release's `/remotes/<remote>/<version>/mf-manifest.json`) is on this edge's disk; null for a manifest
 * it does not serve (another remote's path, another origin, a remote it has no folder for). The edge's
 * preloads and screen fragments both read files beside it (route-preload.ts, screen-fragments.ts).
 */
export function manifestLocation(staticRoots: StaticRoots, remote: string, manifestUrl: string): ManifestLocation | null {
  const match = /^\/remotes\/([a-z0-9-]+)(\/.*)$/.exec(manifestUrl);
  if (!match || match[1] !== remote || !staticRoots.remotes[remote]) return null;
  const release = releaseFileLocation(staticRoots.releases, remote, match[2]!);
  if (release) {
    if (!release.file.endsWith(`/${MANIFEST}`)) return null;
    return { root: release.root, folder: release.file.slice(1, -MANIFEST.length), release: release.version };
  }
  return match[2] === `/${MANIFEST}` ? { root: staticRoots.remotes[remote]!, folder: '', release: null } : null;
}

/** The manifest file itself. */
export const manifestPath = (location: ManifestLocation) => `${location.folder}${MANIFEST}`;
