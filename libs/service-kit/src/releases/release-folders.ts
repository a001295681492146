/**
 * Published remote releases on disk (docs/architecture.md, "Deploying one part alone"; docs/deploy.md,
 * "Canary releases"): `<REMOTE_RELEASES_DIR>/<remote>/<version>/`, each with its `integrity.json`, and
 * the versions file naming the stable version of each remote. `npm run publish:remote` writes them,
 * the edge serves them, and the release controller registers them and takes the versions file.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { z } from 'zod';

/** The Module Federation manifest every published release holds: its presence makes a folder a release. */
export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';

export const releaseFolder = (releasesDir: string, name: string, version: string): string => join(releasesDir, name, version);

/** The versions of a remote published in `releasesDir`: folders with a version's name that hold a manifest. */
export async function publishedVersionsOf(releasesDir: string, remote: string): Promise<string[]> {
  const entries = await readdir(join(releasesDir, remote), { withFileTypes: true }).catch(() => []);
  const versions: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !isRemoteVersion(entry.name)) continue;
    const manifest = await stat(join(releasesDir, remote, entry.name, REMOTE_MANIFEST_FILE)).catch(() => null);
    if (manifest?.isFile()) versions.push(entry.name);
  }
  return versions;
}

/** Logs of the versions file reader. */
export interface ReleaseFoldersLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export const INTEGRITY_FILE = 'integrity.json';
export const INTEGRITY_ALGORITHM = 'sha384';

export interface IntegrityDocument {
  algorithm: typeof INTEGRITY_ALGORITHM;
  /** Path inside the release (POSIX separators) → `sha384-<base64>`, in Subresource Integrity form. */
  files: Record<string, string>;
}

export async function sha384OfFile(file: string): Promise<string> {
  const hash = createHash('sha384');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return `sha384-${hash.digest('base64')}`;
}

/** Every file of a release folder (recursively, `integrity.json` itself excepted) with its hash. */
export async function hashReleaseFolder(folder: string): Promise<Record<string, string>> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => path !== INTEGRITY_FILE)
    .sort();
  const hashed: Record<string, string> = {};
  for (const path of files) hashed[path] = await sha384OfFile(join(folder, path));
  return hashed;
}

/**
 * The one way integrity.json is written (sorted paths, no spaces), so the bytes the edge serves from its
 * record are the bytes whose hash `/remotes.json` announces.
 */
export function serializeIntegrity(files: Readonly<Record<string, string>>): string {
  const sorted = Object.fromEntries(Object.keys(files).sort().map((path) => [path, files[path]!]));
  return JSON.stringify({ algorithm: INTEGRITY_ALGORITHM, files: sorted } satisfies IntegrityDocument);
}

const SRI_SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;

/** A published integrity.json, or null when it is not one (the edge then hashes the folder itself). */
export function parseIntegrityDocument(text: string): IntegrityDocument | null {
  try {
    const body = JSON.parse(text) as Partial<IntegrityDocument>;
    if (body.algorithm !== INTEGRITY_ALGORITHM || typeof body.files !== 'object' || body.files === null) return null;
    const entries = Object.entries(body.files);
    if (!entries.every(([path, hash]) => typeof hash === 'string' && SRI_SHA384.test(hash) && !path.split('/').includes('..'))) return null;
    return { algorithm: INTEGRITY_ALGORITHM, files: Object.fromEntries(entries) };
  } catch {
    return null;
  }
}

/** A release file's bytes as read from disk once, hashed in that same read and found to be what was published. */

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


export interface RemoteVersionsOptions {
  /** The versions file; undefined: no remote is versioned. */
  file: string | undefined;
  releasesDir: string | undefined;
  /** The remotes the registry knows; a version for any other name rejects the file. */
  remotes: readonly string[];
  logger?: ReleaseFoldersLogger;
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
