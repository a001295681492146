import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemotesDocument } from '@alive/contracts';
import { loadedOnChange } from './file-versions.ts';
import { manifestLocation, manifestPath } from './manifest-location.ts';
import type { StaticRoots } from './remotes.ts';

/**
 * What a signed-in page load needs from its screen's remote, started with the document instead of after
 * the shell's scripts ran (docs/architecture.md, "First paint"): the remote's `mf-manifest.json`, its
 * `remoteEntry.js` and the chunks the screen's exposed module needs, as the Module Federation runtime and
 * the remote's own chunk loader will request them, so the browser hands them the preloaded answers.
 */
export interface Preload {
  href: string;
  as: 'fetch' | 'script';
  /** Set when the page's request is a CORS one (the runtime's manifest fetch). */
  crossorigin?: 'anonymous';
}

/** A path pattern's rank as the shell's router ranks it: static segments before parameters. */
function matchScore(pattern: string, pathname: string): number | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  let score = 1;
  for (const [index, segment] of want.entries()) {
    if (segment.startsWith(':')) score += 3;
    else if (segment === got[index]) score += 10;
    else return null;
  }
  return score;
}

export interface RouteScreen {
  remote: string;
  module: string;
  /** The API reads the route declares (RemoteRoute `reads`, screen-data.ts). */
  reads: readonly string[];
}

/** The remote and exposed module that render `pathname` (the first remote wins a path two declare), or null. */
export function routeScreenOf(document: RemotesDocument, pathname: string): RouteScreen | null {
  let best: (RouteScreen & { score: number }) | null = null;
  for (const [remote, entry] of Object.entries(document)) {
    for (const route of entry.routes ?? []) {
      const score = matchScore(route.path, pathname);
      if (score !== null && (!best || score > best.score)) best = { remote, module: route.module, reads: route.reads ?? [], score };
    }
  }
  return best && { remote: best.remote, module: best.module, reads: best.reads };
}

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const isFileName = (value: unknown): value is string => typeof value === 'string' && /^[\w./-]+$/.test(value) && !value.includes('..');

/** The preloads of one exposed module, from its remote's manifest (chunk URLs are relative to it). */
export function preloadsOfManifest(manifestUrl: string, manifest: unknown, module: string): Preload[] {
  const { metaData, exposes } = (manifest ?? {}) as ManifestShape;
  const entry = metaData?.remoteEntry;
  const expose = Array.isArray(exposes) ? exposes.find((candidate) => candidate?.path === module) : undefined;
  if (!entry || !isFileName(entry.name) || !expose) return [];
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entryPath = isFileName(entry.path) && entry.path ? `${entry.path.replace(/\/?$/, '/')}` : '';
  const chunks = Array.isArray(expose.assets?.js?.sync) ? expose.assets.js.sync.filter(isFileName) : [];
  return [
    { href: manifestUrl, as: 'fetch', crossorigin: 'anonymous' },
    // Plain <script>s: the runtime adds the entry so, and the remote's chunk loader asks for CORS only
    // for chunks on another origin (only this edge's own remotes are preloaded, routePreloads below).
    { href: `${base}${entryPath}${entry.name}`, as: 'script' },
    ...chunks.map((chunk): Preload => ({ href: `${base}${chunk}`, as: 'script' })),
  ];
}

/** `Link` header value of the preloads. */
export function linkHeaderOf(preloads: readonly Preload[]): string {
  return preloads.map(({ href, as, crossorigin }) => `<${encodeURI(href)}>; rel=preload; as=${as}${crossorigin ? `; crossorigin=${crossorigin}` : ''}`).join(', ');
}

/**
 * The preloads of the screen at a path, for remotes the edge serves itself without a release hash. A
 * release's files are checked against their recorded hashes by the page (docs/deploy.md, "Integrity"),
 * which a preload without those hashes would not match, and a remote elsewhere has its manifest there:
 * neither is preloaded. Manifests are read from disk and re-read only when they change.
 */
export function routePreloads(staticRoots: StaticRoots): (document: RemotesDocument, pathname: string) => Promise<Preload[]> {
  const readManifest = loadedOnChange((file) => readFile(file, 'utf8').then((text) => JSON.parse(text) as unknown, () => null));

  return async (document, pathname) => {
    const screen = routeScreenOf(document, pathname);
    const entry = screen && document[screen.remote];
    if (!screen || !entry || entry.integrity) return [];
    const location = manifestLocation(staticRoots, screen.remote, entry.manifest);
    if (!location) return [];
    return preloadsOfManifest(entry.manifest, await readManifest(join(location.root, manifestPath(location))), screen.module);
  };
}
