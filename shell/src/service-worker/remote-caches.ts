/**
 * The pure rules of the worker's remote caches (docs/architecture.md, "Offline"): one cache per remote
 * and published version, which files go in it, which caches are stale, and which files may be served
 * without asking the network. No I/O here: `remote-cache-sync.ts` and `service-worker.ts` do that.
 */

export const REMOTE_CACHE_PREFIX = 'alive-remote-';
/** The last `/remotes.json` read online, for a page started offline. */
export const REMOTES_DOCUMENT_CACHE = 'alive-remotes-document';
export const REMOTES_DOCUMENT_PATH = '/remotes.json';
/** Written last into a remote's cache: a cache holding the manifest holds every file it lists. */
export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';
/** A published version's file → SHA-384 list, fetched by the page before the manifest (docs/deploy.md, "Integrity"). */
export const RELEASE_INTEGRITY_FILE = 'integrity.json';

/** A remote as `/remotes.json` names it: where its manifest is and, when published, its version. */
export interface PublishedRemote {
  name: string;
  /** Absolute URL of its `mf-manifest.json`. */
  manifestUrl: string;
  version?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The remotes of a `/remotes.json` body; entries the worker cannot use are left out. */
export function publishedRemotes(body: unknown, origin: string): PublishedRemote[] {
  if (!isObject(body)) return [];
  const remotes: PublishedRemote[] = [];
  for (const [name, entry] of Object.entries(body)) {
    const manifest = typeof entry === 'string' ? entry : isObject(entry) ? entry.manifest : undefined;
    if (typeof manifest !== 'string' || !manifest) continue;
    let manifestUrl: string;
    try {
      manifestUrl = new URL(manifest, origin).href;
    } catch {
      continue;
    }
    const version = isObject(entry) && typeof entry.version === 'string' && entry.version ? entry.version : undefined;
    remotes.push({ name, manifestUrl, ...(version ? { version } : {}) });
  }
  return remotes;
}

/**
 * `alive-remote-choices@1.4.2` for a published version. A remote served without one (from its build
 * folder, or a developer's build) is named by a hash of its manifest instead, `alive-remote-choices@#3f2a…`:
 * `#` is not allowed in version names, so the two never meet.
 */
export function remoteCacheName(remote: string, release: { version: string } | { manifestHash: string }): string {
  return `${REMOTE_CACHE_PREFIX}${remote}@${'version' in release ? release.version : `#${release.manifestHash}`}`;
}

/** The remote a cache belongs to and whether it holds a published version; `null` for any other cache. */
export function parseRemoteCacheName(cacheName: string): { remote: string; published: boolean } | null {
  if (!cacheName.startsWith(REMOTE_CACHE_PREFIX)) return null;
  const rest = cacheName.slice(REMOTE_CACHE_PREFIX.length);
  const at = rest.indexOf('@');
  if (at <= 0 || at === rest.length - 1) return null;
  return { remote: rest.slice(0, at), published: rest[at + 1] !== '#' };
}

/**
 * The remote caches to delete once `/remotes.json` was read: every version no longer published, so a
 * new version replaces the old one. A remote whose current cache could not be named (its manifest was
 * unreachable) keeps all of its caches until a later read succeeds.
 */
export function staleRemoteCaches(existing: readonly string[], current: { filled: readonly string[]; unreachable: readonly string[] }): string[] {
  const keep = new Set(current.filled);
  const unreachable = new Set(current.unreachable);
  return existing.filter((name) => {
    const parsed = parseRemoteCacheName(name);
    return parsed !== null && !keep.has(name) && !unreachable.has(parsed.remote);
  });
}

interface ManifestAssets {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown; async?: unknown };
}

const fileNames = (value: unknown): string[] => (Array.isArray(value) ? value.filter((file): file is string => typeof file === 'string' && file !== '') : []);

function assetFiles(assets: ManifestAssets | undefined): string[] {
  return [assets?.js?.sync, assets?.js?.async, assets?.css?.sync, assets?.css?.async].flatMap(fileNames);
}

/**
 * Every file of a remote's release its manifest lists: the remote entry and each JS and CSS chunk of
 * its shared packages and exposed modules, resolved the way the runtime does (`publicPath: 'auto'`:
 * beside the entry). A published version also has its `integrity.json`, which may be absent.
 */
export function remoteReleaseFiles(manifestUrl: string, manifest: unknown, options: { published: boolean }): { required: string[]; optional: string[] } {
  if (!isObject(manifest) || !isObject(manifest.metaData) || !isObject(manifest.metaData.remoteEntry)) {
    throw new Error(`${manifestUrl} is not a Module Federation manifest`);
  }
  const { remoteEntry, publicPath } = manifest.metaData;
  if (typeof remoteEntry.name !== 'string' || !remoteEntry.name) throw new Error(`${manifestUrl} names no remote entry`);
  const entryPath = typeof remoteEntry.path === 'string' && remoteEntry.path ? `${remoteEntry.path.replace(/\/?$/, '/')}` : '';
  const base = typeof publicPath === 'string' && publicPath !== 'auto' && publicPath ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const entryUrl = new URL(`${entryPath}${remoteEntry.name}`, base).href;
  const groups = [manifest.shared, manifest.exposes].flatMap((list) => (Array.isArray(list) ? list : []));
  const chunks = groups.flatMap((item) => (isObject(item) ? assetFiles(item.assets as ManifestAssets | undefined) : []));
  const required = [...new Set([entryUrl, ...chunks.map((file) => new URL(file, entryUrl).href)])];
  return { required, optional: options.published ? [new URL(RELEASE_INTEGRITY_FILE, manifestUrl).href] : [] };
}

// `[name].[contenthash:10].js`, as the edge's cache policy reads names (services/edge/src/cache-policy.ts).
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Whether a cached remote file is served without asking the network: every file of a published version
 * (its URL names the version and never changes), and content-hashed chunks. A build served without a
 * version has `remoteEntry.js` and `mf-manifest.json` at fixed URLs: those go to the network first.
 */
export function servedCacheFirst(url: string, cacheName: string): boolean {
  if (parseRemoteCacheName(cacheName)?.published) return true;
  return CONTENT_HASHED.test(new URL(url).pathname);
}

/**
 * The requests the worker answers from the remote caches: a GET for a file under `/remotes/` of this
 * site, or a CORS request to another origin (a remote moved with REMOTE_<NAME>_URL; the page's
 * Content-Security-Policy already limits those to the remotes' origins). Never `/api/`, and never an
 * event stream (a developer's remote build sends its reloads that way).
 */
export function isRemoteFileRequest(request: { method: string; mode: string; url: string; headers: Pick<Headers, 'get'> }, origin: string): boolean {
  if (request.method !== 'GET' || request.mode === 'navigate') return false;
  if (request.headers.get('accept')?.includes('text/event-stream')) return false;
  const url = new URL(request.url);
  if (url.origin === origin) return url.pathname.startsWith('/remotes/');
  return request.mode === 'cors' && (url.protocol === 'https:' || url.protocol === 'http:');
}

/** Same-origin `/api/…` (or `/api`): personal answers the worker never handles or keeps. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}
