import { readFile } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, join } from 'node:path';
import { compileFunction } from 'node:vm';
import type { RemotesDocument } from '@alive/contracts';
import { SCREEN_RENDERER_FILE, type ScreenData, type ScreenRead } from '@alive/contracts/constants';
import { loadedOnChange } from './file-versions.ts';
import { manifestLocation } from './manifest-location.ts';
import type { ReleaseFileVerifier } from './release-integrity.ts';
import type { StaticRoots } from './remotes.ts';
import { routeScreenOf } from './route-preload.ts';
import { resolveApiRoute, type ApiRoute } from './route-table.ts';
import type { UpstreamPool } from './upstream-pool.ts';

/**
 * A screen with the person's data (docs/architecture.md, "First paint"): for a path whose route
 * declares the reads its first render shows (RemoteRoute `reads`), the edge asks those of their
 * services with the person's cookie, as the page would, and renders the screen with the answers from
 * its remote's screens bundle (`screens/render.cjs`, beside its fragments). The page gets that render in
 * its document, and the answers beside it, so what it paints first is the person's own screen, not a
 * loading state. Any read that is not a 200 with JSON (signed out, a service down, slow) means no
 * rendering: the page gets the screen's loading state as before.
 */

/** What the remote's screens bundle exports for the edge (screen-fragments-config.ts in libs/rspack-config). */
interface ScreenRenderer {
  renderScreen(module: string, path: string, reads: readonly ScreenRead[]): Promise<string | null>;
}

export interface ScreenWithData {
  /** The screen's render with the answers (a fragment to stitch, as screen-fragments.ts gives). */
  html: string;
  data: ScreenData;
}

export interface ScreenDataOptions {
  staticRoots: StaticRoots;
  /** Checks a release's file against its recorded hash; without it, no release's bundle is run. */
  verifyReleaseFile?: ReleaseFileVerifier;
  /** The API table and each service's replicas, as the edge proxies with them. */
  routes: readonly ApiRoute[];
  pools: ReadonlyMap<string, UpstreamPool>;
}

/** The request headers a read is sent with: the person's cookie and what the proxy would forward. */
export type ReadHeaders = Record<string, string>;

/** Sends one read to the service that owns it: its JSON answer, or null for anything but a 200 with JSON. */
export async function readOfService(options: Pick<ScreenDataOptions, 'routes' | 'pools'>, path: string, headers: ReadHeaders, signal: AbortSignal): Promise<ScreenRead | null> {
  // The route table is keyed by path; a read may carry a query (`?limit=6`), which goes to the service as is.
  const route = resolveApiRoute(path.split('?', 1)[0]!, options.routes);
  if (!route || route.status === 'planned') return null;
  const [replica] = options.pools.get(route.service)?.attemptOrder() ?? [];
  if (!replica) return null;
  const response = await fetch(`${replica}${path}`, { headers: { ...headers, accept: 'application/json' }, signal, redirect: 'manual' }).catch(() => null);
  if (!response || response.status !== 200 || !/^application\/json\b/i.test(response.headers.get('content-type') ?? '')) {
    await response?.body?.cancel().catch(() => undefined);
    return null;
  }
  const data = await response.json().catch(() => undefined);
  return data === undefined ? null : { path, data };
}

/**
 * Runs a screens bundle from its bytes (a CommonJS module, as `require` would run it): the bytes given are
 * the ones run, never the file read again. The bundle is one file with everything in it
 * (screen-fragments-config.ts in libs/rspack-config), so it may load Node's own modules and nothing from disk.
 */
function rendererFrom(source: Buffer, file: string): ScreenRenderer | null {
  const nodeRequire = createRequire(file);
  const require = (id: string): unknown => {
    if (!isBuiltin(id)) throw new Error(`${file} asked for ${id}: a screens bundle may only load Node's own modules`);
    return nodeRequire(id);
  };
  const run = compileFunction(source.toString('utf8'), ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file }) as (...args: unknown[]) => void;
  const module = { exports: {} as Partial<ScreenRenderer> };
  run.call(module.exports, module.exports, require, module, file, dirname(file));
  const exports = module.exports;
  return typeof exports.renderScreen === 'function' ? (exports as ScreenRenderer) : null;
}

/**
 * Each remote's screens bundle, loaded once per version of the file on disk (a new build is picked up).
 * A release's is checked against what was published as it is read (release-integrity.ts), and the bytes
 * checked are the ones run, once per published content: there is no reading the file again between the
 * check and the run.
 */
function screenRenderers(options: Pick<ScreenDataOptions, 'verifyReleaseFile'>) {
  const fromDisk = loadedOnChange(async (file: string) => rendererFrom(await readFile(file), file));
  const verified = new Map<string, Promise<ScreenRenderer | null>>();
  return async (file: string, release: { remote: string; version: string; root: string; relative: string } | null): Promise<ScreenRenderer | null> => {
    if (!release) return fromDisk(file);
    const check = await options.verifyReleaseFile?.verify(release.remote, release.version, release.root, release.relative);
    if (!check?.ok || check.file === null) return null;
    // Nothing was checked (a version with no record): loaded like a remote's own build.
    if (!check.file) return fromDisk(file);
    const { bytes, integrity } = check.file;
    const key = `${file}\0${integrity}`;
    let renderer = verified.get(key);
    if (!renderer) {
      renderer = Promise.resolve().then(() => rendererFrom(bytes, file));
      verified.set(key, renderer);
      renderer.catch(() => verified.delete(key));
    }
    return renderer;
  };
}

/**
 * The screen at `pathname` rendered with the person's answers, or null: no reads declared, no bundle
 * for the visitor's version of the remote, a read unanswered, or a render that failed. `signal` ends the
 * reads (the page goes without the data after the edge's wait).
 */
export function screenData(options: ScreenDataOptions): {
  (document: RemotesDocument, pathname: string, headers: ReadHeaders, signal: AbortSignal): Promise<ScreenWithData | null>;
  /**
   * Loads the bundles of the screens that declare reads and renders each once without answers, so the
   * first person's page load does not pay for loading and compiling them (it went without its data).
   */
  warm(document: RemotesDocument): Promise<void>;
} {
  const rendererOf = screenRenderers(options);
  const render = async (document: RemotesDocument, pathname: string, headers: ReadHeaders, signal: AbortSignal) => {
    const screen = routeScreenOf(document, pathname);
    const entry = screen && document[screen.remote];
    if (!screen || !entry || screen.reads.length === 0) return null;
    const location = manifestLocation(options.staticRoots, screen.remote, entry.manifest);
    if (!location || (location.release && !options.verifyReleaseFile)) return null;
    const relative = `${location.folder}${SCREEN_RENDERER_FILE}`;
    const [renderer, ...reads] = await Promise.all([
      rendererOf(join(location.root, relative), location.release ? { remote: screen.remote, version: location.release, root: location.root, relative } : null),
      ...screen.reads.map((path) => readOfService(options, path, headers, signal)),
    ]);
    if (!renderer || signal.aborted || reads.some((read) => read === null)) return null;
    const answers = reads as ScreenRead[];
    const html = await renderer.renderScreen(screen.module, pathname, answers);
    return typeof html === 'string' ? { html, data: { path: pathname, reads: answers } } : null;
  };
  const warm = async (document: RemotesDocument) => {
    for (const [remote, entry] of Object.entries(document)) {
      for (const route of entry.routes ?? []) {
        if (!route.reads?.length || route.path.includes(':')) continue;
        const location = manifestLocation(options.staticRoots, remote, entry.manifest);
        if (!location || location.release) continue;
        const renderer = await rendererOf(join(location.root, `${location.folder}${SCREEN_RENDERER_FILE}`), null);
        await renderer?.renderScreen(route.module, route.path, []);
      }
    }
  };
  return Object.assign(render, { warm });
}
