import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  REMOTE_ROUTES_FILE,
  RemoteRoutes,
  describeRouteIssues,
  routePathKey,
  type RemotesDocument,
} from '@alive/contracts';
import { applyRemoteVersions, releaseFileLocation, type RemoteVersions } from './remote-versions.ts';
import { REMOTE_MANIFEST_FILE, remoteBasePath, type StaticRoots } from './remotes.ts';

/** The part of a pino logger this module uses (render-nginx-config passes a stderr one). */
export interface RoutesLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface RemotesDocumentOptions {
  /** remote name → manifest URL (`remoteManifestTable()`). */
  manifests: Record<string, string>;
  /** The current published version per remote, asked on every call (remote-versions.ts). */
  versions?: () => Promise<RemoteVersions>;
  staticRoots: StaticRoots;
  logger?: RoutesLogger;
  /** For remotes served elsewhere (`REMOTE_<NAME>_URL`): how long to wait for their routes.json. */
  fetchTimeoutMs?: number;
  /** … and how long an answer (or a failure) is reused before asking again. */
  fetchCacheMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

type Outcome = { ok: true; routes: RemoteRoutes } | { ok: false; reason: string };

type Source = { kind: 'file'; file: string } | { kind: 'url'; url: string } | { kind: 'none'; reason: string };

/**
 * Where remote `name`'s routes.json lives: beside its manifest. The edge's own `/remotes/<name>/`
 * maps to the remote's dist folder and `/remotes/<name>/<version>/` to that release's folder, both
 * read from disk; an absolute manifest URL is fetched.
 */
export function routesSource(name: string, manifestUrl: string, staticRoots: StaticRoots): Source {
  const base = remoteBasePath(name);
  if (manifestUrl === `${base}${REMOTE_MANIFEST_FILE}`) {
    const root = staticRoots.remotes[name];
    return root ? { kind: 'file', file: join(root, REMOTE_ROUTES_FILE) } : { kind: 'none', reason: 'no build folder configured' };
  }
  const release = manifestUrl.startsWith(base) ? releaseFileLocation(staticRoots.releases, name, manifestUrl.slice(base.length - 1)) : null;
  if (release?.file === `/${REMOTE_MANIFEST_FILE}`) return { kind: 'file', file: join(release.root, REMOTE_ROUTES_FILE) };
  if (/^https?:\/\//i.test(manifestUrl)) return { kind: 'url', url: new URL(REMOTE_ROUTES_FILE, manifestUrl).toString() };
  return { kind: 'none', reason: `cannot locate ${REMOTE_ROUTES_FILE} next to ${manifestUrl}` };
}

function parseRoutes(body: unknown): Outcome {
  const parsed = RemoteRoutes.safeParse(body);
  return parsed.success ? { ok: true, routes: parsed.data } : { ok: false, reason: `invalid ${REMOTE_ROUTES_FILE}: ${describeRouteIssues(parsed.error)}` };
}

function errorReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * `/remotes.json`: every remote's manifest URL plus the routes it declares (docs/architecture.md,
 * "Routes → remotes"). A remote served from the edge's own dist folder is read from disk on each call,
 * re-parsed only when routes.json changed (mtime/size), so redeploying that folder changes the answer
 * without a restart. A remote elsewhere is fetched with a short timeout and the answer reused briefly.
 * A remote whose routes cannot be read is listed without them (its paths show the shell's 404) and
 * logged once per distinct problem; every other remote is unaffected.
 */
/** Per visitor: the release each remote serves them (releases/release-table.ts); it wins over the versions file. */
export type VisitorReleases = Readonly<Record<string, { version: string; channel?: 'stable' | 'canary'; integrity?: string }>>;

export function createRemotesDocument(options: RemotesDocumentOptions): (visitor?: VisitorReleases) => Promise<RemotesDocument> {
  const { manifests, staticRoots, logger } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.fetchTimeoutMs ?? 1500;
  const cacheMs = options.fetchCacheMs ?? 15_000;
  const now = options.now ?? Date.now;
  const fileCache = new Map<string, { version: string; outcome: Outcome }>();
  const urlCache = new Map<string, { expires: number; outcome: Promise<Outcome> }>();
  const lastProblem = new Map<string, string>();
  let lastConflicts = '';

  async function readFileRoutes(file: string): Promise<Outcome> {
    let version: string;
    try {
      const info = await stat(file);
      version = `${info.mtimeMs}:${info.size}`;
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      return { ok: false, reason: missing ? `${file} is missing (build the remote)` : errorReason(error) };
    }
    const cached = fileCache.get(file);
    if (cached?.version === version) return cached.outcome;
    let outcome: Outcome;
    try {
      outcome = parseRoutes(JSON.parse(await readFile(file, 'utf8')));
    } catch (error) {
      outcome = { ok: false, reason: `${file}: ${errorReason(error)}` };
    }
    fileCache.set(file, { version, outcome });
    return outcome;
  }

  async function fetchRoutes(url: string): Promise<Outcome> {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) return { ok: false, reason: `${url} answered ${response.status}` };
      return parseRoutes(await response.json());
    } catch (error) {
      return { ok: false, reason: `${url}: ${errorReason(error)}` };
    }
  }

  function fetchRoutesCached(url: string): Promise<Outcome> {
    const cached = urlCache.get(url);
    if (cached && cached.expires > now()) return cached.outcome;
    const outcome = fetchRoutes(url);
    urlCache.set(url, { expires: now() + cacheMs, outcome });
    return outcome;
  }

  function report(name: string, source: Source, outcome: Outcome): void {
    const problem = outcome.ok ? '' : outcome.reason;
    if ((lastProblem.get(name) ?? '') === problem) return;
    lastProblem.set(name, problem);
    if (problem) logger?.warn({ remote: name, source, reason: problem }, 'remote routes unavailable: listed without routes');
    else logger?.info({ remote: name, routes: outcome.ok ? outcome.routes.length : 0 }, 'remote routes available again');
  }

  function reportConflicts(document: RemotesDocument): void {
    const owners = new Map<string, string>();
    const conflicts: string[] = [];
    for (const [name, entry] of Object.entries(document)) {
      for (const route of entry.routes ?? []) {
        const key = routePathKey(route.path);
        const owner = owners.get(key);
        if (owner) conflicts.push(`${route.path}: ${owner} and ${name} (the shell uses ${owner})`);
        else owners.set(key, name);
      }
    }
    const summary = conflicts.join('; ');
    if (summary && summary !== lastConflicts) logger?.warn({ conflicts }, 'two remotes declare the same path');
    lastConflicts = summary;
  }

  return async function remotesDocument(visitor: VisitorReleases = {}): Promise<RemotesDocument> {
    // A versioned remote points at its release (`/remotes/<name>/<version>/`) and says which one it is.
    const versions: Record<string, string> = { ...((await options.versions?.()) ?? {}) };
    for (const [name, release] of Object.entries(visitor)) versions[name] = release.version;
    const entries = await Promise.all(
      Object.entries(applyRemoteVersions(manifests, versions)).map(async ([name, manifest]) => {
        const source = routesSource(name, manifest, staticRoots);
        const outcome: Outcome =
          source.kind === 'file'
            ? await readFileRoutes(source.file)
            : source.kind === 'url'
              ? await fetchRoutesCached(source.url)
              : { ok: false, reason: source.reason };
        report(name, source, outcome);
        const release = visitor[name];
        const version = versions[name]
          ? { version: versions[name], ...(release?.channel ? { channel: release.channel } : {}), ...(release?.integrity ? { integrity: release.integrity } : {}) }
          : {};
        return [name, outcome.ok ? { manifest, ...version, routes: outcome.routes } : { manifest, ...version }] as const;
      }),
    );
    const document: RemotesDocument = Object.fromEntries(entries);
    reportConflicts(document);
    return document;
  };
}
