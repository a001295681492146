import { createRemoteVersions, isRemoteVersion, releaseFolder, type RemoteVersions, type RemoteVersionsSource } from '@alive/service-kit';
import { REMOTE_MANIFEST_FILE, REMOTE_NAMES, defaultStaticRoots, remoteBasePath, type StaticRoots } from './remotes.ts';
import type { RemoteReleaseSettings } from './settings.ts';
import type { RoutesLogger } from './remote-routes.ts';

export {
  createRemoteVersions,
  releaseFolder,
  isRemoteVersion,
  REMOTE_VERSION_PATTERN,
  RemoteVersion,
  RemoteVersionsFile,
  type RemoteVersions,
  type RemoteVersionsOptions,
  type RemoteVersionsSource,
} from '@alive/service-kit';
export { remoteReleaseSettings, type RemoteReleaseSettings } from './settings.ts';

/**
 * The edge and the nginx renderer from the same release settings: the static roots with the releases
 * folder, and the reader of the versions file.
 */
export function remoteReleasesFrom(
  settings: RemoteReleaseSettings,
  logger: RoutesLogger,
): { settings: RemoteReleaseSettings; staticRoots: StaticRoots; versions: RemoteVersionsSource } {
  return {
    settings,
    staticRoots: { ...defaultStaticRoots(), releases: settings.releasesDir },
    versions: createRemoteVersions({ file: settings.versionsFile, releasesDir: settings.releasesDir, remotes: REMOTE_NAMES, logger }),
  };
}


export const versionedManifestUrl = (name: string, version: string): string => `${remoteBasePath(name)}${version}/${REMOTE_MANIFEST_FILE}`;

/** The manifest table with each versioned remote pointed at its release; a version wins over REMOTE_<NAME>_URL. */
export function applyRemoteVersions(manifests: Record<string, string>, versions: RemoteVersions): Record<string, string> {
  return Object.fromEntries(
    Object.entries(manifests).map(([name, url]) => {
      const version = versions[name];
      return [name, version ? versionedManifestUrl(name, version) : url];
    }),
  );
}

/**
 * For `/remotes/<name>/<version>/<file>`: the release folder to serve `<file>` from, or null when the
 * first segment is not a version name. Any published version is served, not only the current one:
 * a page opened before a switch still loads that version's chunks.
 */
export function releaseFileLocation(
  releasesDir: string | undefined,
  name: string,
  rest: string,
): { root: string; file: string; version: string } | null {
  const match = /^\/([^/]+)(\/.+)$/.exec(rest);
  if (!releasesDir || !match?.[1] || !match[2] || !isRemoteVersion(match[1])) return null;
  return { root: releaseFolder(releasesDir, name, match[1]), file: match[2], version: match[1] };
}

