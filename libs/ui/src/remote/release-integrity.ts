/**
 * The browser's side of release integrity (docs/deploy.md, "Integrity"), fail closed: for a remote
 * whose `/remotes.json` entry names an `integrity`, every file of its release must match the SHA-384
 * recorded when it was published.
 *
 * - `integrity.json` (the release's file → hash list) is fetched with `fetch(…, { integrity })`, the
 *   hash `/remotes.json` gave, so the browser itself refuses a list that is not the published one;
 * - the manifest is fetched with its own hash from that list;
 * - every script of the release the federation runtime creates (the remote entry, preloaded chunks)
 *   gets its hash as `integrity`; a file missing from the list gets a hash no file has. Chunks the
 *   remote loads itself carry the hashes its (verified) remoteEntry.js embeds (rspack's SRI plugin).
 *
 * The registry lives on `globalThis`: this module is bundled into the shell's federation runtime
 * plugins and also shared as part of `@alive/ui`, and both copies must see the same releases.
 */

interface Release {
  remote: string;
  /** Absolute URL of the release folder, ending in `/`. */
  base: string;
  /** `sha384-…` of its integrity.json. */
  integrity: string;
  files?: Promise<Record<string, string>>;
  loaded?: Record<string, string>;
}

interface Registry {
  releases: Map<string, Release>;
  /** Remotes whose load failed an integrity check on this page (the telemetry's `integrity` source). */
  failed: Set<string>;
}

const REGISTRY = Symbol.for('alive.remote-integrity');

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= { releases: new Map(), failed: new Set() };
  return holder[REGISTRY];
}

/** A valid SHA-384 no file has (of the empty string): an unknown or empty integrity would be ignored. */
export const NO_FILE_HAS_THIS_HASH = 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb';

export const INTEGRITY_FAILURE = 'Integrity check failed for';

export class IntegrityError extends Error {
  constructor(url: string, why: string) {
    super(`${INTEGRITY_FAILURE} ${url}: ${why}`);
    this.name = 'IntegrityError';
  }
}

/** The shell registers each versioned remote of `/remotes.json` that names an integrity. */
export function registerReleaseIntegrity(releases: readonly { remote: string; manifestUrl: string; integrity: string }[]): void {
  const { releases: known } = registry();
  for (const { remote, manifestUrl, integrity } of releases) {
    const base = new URL('./', manifestUrl).toString();
    if (known.get(base)?.integrity !== integrity) known.set(base, { remote, base, integrity });
  }
}

export function releaseOf(url: string): Release | undefined {
  for (const release of registry().releases.values()) if (url.startsWith(release.base)) return release;
  return undefined;
}

const fileOf = (release: Release, url: string) => url.slice(release.base.length).split(/[?#]/)[0] ?? '';

/** Whether a load of this remote failed an integrity check on this page. */
export function failedIntegrity(remote: string): boolean {
  return registry().failed.has(remote);
}

function markFailed(release: Release): void {
  registry().failed.add(release.remote);
}

/** The release's file → hash list, fetched once and checked by the browser against `/remotes.json`. */
export function releaseFiles(release: Release, fetchImpl: typeof fetch = fetch): Promise<Record<string, string>> {
  release.files ??= fetchImpl(`${release.base}integrity.json`, { integrity: release.integrity, credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      const body = (await response.json()) as { files?: Record<string, string> };
      if (!body.files || typeof body.files !== 'object') throw new Error('not a list of files');
      release.loaded = body.files;
      return body.files;
    })
    .catch((error: unknown) => {
      release.files = undefined;
      markFailed(release);
      throw new IntegrityError(`${release.base}integrity.json`, error instanceof Error ? error.message : String(error));
    });
  return release.files;
}

/**
 * Fetches a release file (the manifest) with its recorded hash. Resolves undefined for a URL outside
 * every registered release, which the caller fetches as before.
 */
export async function fetchWithIntegrity(url: string, init: RequestInit | undefined, fetchFile: (url: string, init: RequestInit) => Promise<Response>, fetchImpl: typeof fetch = fetch): Promise<Response | undefined> {
  const release = releaseOf(url);
  if (!release) return undefined;
  const hash = (await releaseFiles(release, fetchImpl))[fileOf(release, url)];
  if (!hash) {
    markFailed(release);
    throw new IntegrityError(url, 'not a file of the release');
  }
  try {
    return await fetchFile(url, { ...init, integrity: hash });
  } catch (error) {
    // The file answers without its hash: its bytes are not the published ones. Otherwise it is a network failure.
    const reachable = await fetchImpl(url, { cache: 'no-store', credentials: 'same-origin' }).then((response) => response.ok, () => false);
    if (!reachable) throw error;
    markFailed(release);
    throw new IntegrityError(url, 'its bytes do not match the published ones');
  }
}

/**
 * A script element for a release file, with its recorded hash as `integrity` (fail closed: a file the
 * list does not name, or a list not loaded yet, gets a hash no file has). Undefined outside releases.
 */
export function scriptWithIntegrity(url: string, attrs: Record<string, unknown> | undefined, fetchImpl: typeof fetch = fetch): HTMLScriptElement | undefined {
  const release = releaseOf(url);
  if (!release) return undefined;
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attrs ?? {})) if (value !== undefined && value !== null && name !== 'integrity') script.setAttribute(name, String(value));
  script.src = url;
  script.crossOrigin = 'anonymous';
  script.integrity = release.loaded?.[fileOf(release, url)] ?? NO_FILE_HAS_THIS_HASH;
  // A script refused for its bytes fails like a missing one; a file that answers tells them apart.
  script.addEventListener('error', () => {
    void fetchImpl(url, { cache: 'no-store', credentials: 'same-origin' }).then(
      (response) => response.ok && markFailed(release),
      () => undefined,
    );
  });
  return script;
}
