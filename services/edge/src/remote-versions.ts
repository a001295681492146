import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { REMOTE_MANIFEST_FILE, REMOTE_NAMES, defaultStaticRoots, remoteBasePath, type StaticRoots } from './remotes.ts';
import type { RemoteReleaseSettings } from './settings.ts';
import type { RoutesLogger } from './remote-routes.ts';

/**
 * A published version's name. It becomes a folder and a URL segment, so only characters that need no
 * escaping in either, and never `.` or `..` on their own (docs/architecture.md, "Deploying one part alone").
 */
export const REMOTE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

export const RemoteVersion = z
  .string()
  .regex(REMOTE_VERSION_PATTERN, 'a version is 1–64 of A-Z a-z 0-9 . + _ - starting with a letter or digit')
  .refine((version) => !version.includes('..'), 'a version may not contain ".."');

/** `REMOTE_VERSIONS_FILE`: remote name → the published version `/remotes.json` points at. */
export const RemoteVersionsFile = z.record(z.string(), RemoteVersion);
export type RemoteVersions = Readonly<Record<string, string>>;

export const isRemoteVersion = (value: string): boolean => RemoteVersion.safeParse(value).success;

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

export const releaseFolder = (releasesDir: string, name: string, version: string): string => join(releasesDir, name, version);

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

export interface RemoteVersionsOptions {
  /** The versions file; undefined: no remote is versioned. */
  file: string | undefined;
  releasesDir: string | undefined;
  /** The remotes the registry knows; a version for any other name rejects the file. */
  remotes: readonly string[];
  logger?: RoutesLogger;
}

type Outcome = { ok: true; versions: RemoteVersions } | { ok: false; reason: string };

const errorReason = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function signatureOf(file: string): Promise<string> {
  try {
    // stat follows symlinks: a ConfigMap update swaps the link, so the target's identity changes.
    const info = await stat(file);
    return `${info.ino}:${info.mtimeMs}:${info.ctimeMs}:${info.size}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'absent';
    return `error:${errorReason(error)}`;
  }
}

async function readVersions(options: RemoteVersionsOptions, file: string): Promise<Outcome> {
  let body: unknown;
  try {
    body = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ok: true, versions: {} };
    return { ok: false, reason: `${file}: ${errorReason(error)}` };
  }
  const parsed = RemoteVersionsFile.safeParse(body);
  if (!parsed.success) return { ok: false, reason: `${file}: ${parsed.error.issues.map((i) => `[${i.path.join('.')}] ${i.message}`).join('; ')}` };
  for (const [name, version] of Object.entries(parsed.data)) {
    if (!options.remotes.includes(name)) return { ok: false, reason: `${file}: no remote is called "${name}"` };
    if (!options.releasesDir) return { ok: false, reason: `${file}: versions need REMOTE_RELEASES_DIR` };
    const manifest = join(releaseFolder(options.releasesDir, name, version), REMOTE_MANIFEST_FILE);
    const published = await stat(manifest).then((info) => info.isFile(), () => false);
    if (!published) return { ok: false, reason: `${name} ${version} is not published (no ${manifest})` };
  }
  return { ok: true, versions: parsed.data };
}

/**
 * The current remote versions (called on each `/remotes.json`), and `unusable()` for readiness: why
 * the edge cannot serve a versioned front end, or null.
 */
export interface RemoteVersionsSource {
  (): Promise<RemoteVersions>;
  unusable?: () => Promise<string | null>;
}

/**
 * The current remote versions, re-read whenever the file changes (checked on each call, so editing it
 * rolls a remote forward or back with no restart). A file that cannot be used — bad JSON, a bad
 * version, an unknown remote, a version not published — is logged and the last good table is kept,
 * so `/remotes.json` never points at a manifest that is not there; it is re-checked on the next call.
 * Until a good table has been read there is none to keep: `unusable()` then names the problem, and
 * the edge is not ready (docs/deploy.md, "Roll one remote forward and back").
 */
export function createRemoteVersions(options: RemoteVersionsOptions): RemoteVersionsSource {
  const { file, logger } = options;
  let current: RemoteVersions = {};
  let seen: string | undefined;
  let problem = '';
  let readGood = false;
  let checking: Promise<RemoteVersions> | null = null;

  // Calls at the same moment share one check: a second call could otherwise see the file marked seen
  // before the first one had read it, and answer as if it were good (the readiness check said ready).
  const remoteVersions = (): Promise<RemoteVersions> => (checking ??= check().finally(() => (checking = null)));

  async function check(): Promise<RemoteVersions> {
    if (!file) return current;
    const signature = await signatureOf(file);
    if (signature === seen && !problem) return current;
    seen = signature;
    const outcome = await readVersions(options, file);
    if (!outcome.ok) {
      if (outcome.reason !== problem) {
        if (readGood) logger?.warn({ file, reason: outcome.reason, kept: current }, 'remote versions file rejected: keeping the last good versions');
        else logger?.warn({ file, reason: outcome.reason }, 'remote versions file rejected, and no good versions read yet: the edge is not ready');
      }
      problem = outcome.reason;
      return current;
    }
    problem = '';
    readGood = true;
    if (JSON.stringify(outcome.versions) !== JSON.stringify(current)) logger?.info({ file, versions: outcome.versions }, 'remote versions changed');
    current = outcome.versions;
    return current;
  }

  return Object.assign(remoteVersions, {
    unusable: async () => {
      await remoteVersions();
      return problem && !readGood ? problem : null;
    },
  });
}
