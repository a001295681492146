import type { RemoteRoute, RemoteRouteNav, RemotesDocumentEntry } from '@alive/contracts';
import { PAGE_LOAD_TOKEN_HEADER, REMOTE_OVERRIDES_ALLOWED, REMOTE_OVERRIDES_HEADER, RUM_SAMPLE_RATE_HEADER } from '@alive/contracts/constants';
import { registerReleaseIntegrity } from '@alive/ui';
import { getInstance, init } from '@module-federation/enhanced/runtime';

/**
 * One remote of `/remotes.json` as the shell keeps it: the contract's entry (its `mf-manifest.json` URL,
 * version, channel, integrity), with its routes always present (none when the edge could not read them).
 */
export type RemoteEntry = Omit<RemotesDocumentEntry, 'routes'> & { routes: readonly RemoteRoute[] };

/** `/remotes.json`, served by the edge: remote name → entry (docs/architecture.md, "Routes → remotes"). */
export type RemotesDocument = Record<string, RemoteEntry>;

export const REMOTES_DOCUMENT_PATH = '/remotes.json';

let sampleRate = 1;

/** The share of page loads that report field telemetry, as the edge said with `/remotes.json` (default 1). */
export function rumSampleRate(): number {
  return sampleRate;
}

let token: string | null = null;

/** This page load's signed token (docs/deploy.md, "Only real page loads report"): the first answer's, naming what this page runs. */
export const pageLoadToken = (): string | null => token;

function readSampleRate(response: Response): void {
  const rate = Number(response.headers.get(RUM_SAMPLE_RATE_HEADER));
  if (response.headers.has(RUM_SAMPLE_RATE_HEADER) && rate >= 0 && rate <= 1) sampleRate = rate;
  // The release check's later answers name the versions served now, not the ones this page runs.
  token ??= response.headers.get(PAGE_LOAD_TOKEN_HEADER);
}

let overridesAllowed = false;

/** Whether the edge lets this browser point remotes at local builds (remote-overrides.ts); never in production. */
export function remoteOverridesAllowed(): boolean {
  return overridesAllowed;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// The edge validates every list against the contract; this only keeps a malformed entry from breaking
// start-up, without bringing the contract's validator into the shell's start-up bundle.
function parseNav(value: unknown): RemoteRouteNav | undefined {
  if (!isObject(value) || typeof value.label !== 'string' || typeof value.order !== 'number') return undefined;
  return { label: value.label, order: value.order, ...(value.active === 'exact' || value.active === 'prefix' ? { active: value.active } : {}) };
}

function parseRoute(value: unknown): RemoteRoute | null {
  if (!isObject(value)) return null;
  const { path, module, title } = value;
  if (typeof path !== 'string' || !path.startsWith('/') || typeof module !== 'string' || typeof title !== 'string') return null;
  const nav = parseNav(value.nav);
  const section = typeof value.section === 'string' ? { section: value.section } : {};
  return { path, module, title, ...(value.adminOnly === true ? { adminOnly: true } : {}), ...(nav ? { nav } : {}), ...section };
}

function parseEntry(value: unknown): RemoteEntry | null {
  // An edge from before routes were declared by the remotes answers name → manifest URL.
  if (typeof value === 'string') return value ? { manifest: value, routes: [] } : null;
  if (!isObject(value) || typeof value.manifest !== 'string' || !value.manifest) return null;
  const routes = Array.isArray(value.routes) ? value.routes.map(parseRoute) : [];
  const version = typeof value.version === 'string' && value.version ? { version: value.version } : {};
  const channel = value.channel === 'stable' || value.channel === 'canary' ? { channel: value.channel as 'stable' | 'canary' } : {};
  const integrity = typeof value.integrity === 'string' && /^sha384-[A-Za-z0-9+/]{64}$/.test(value.integrity) ? { integrity: value.integrity } : {};
  return { manifest: value.manifest, ...version, ...channel, ...integrity, routes: routes.filter((route): route is RemoteRoute => route !== null) };
}

/** Reads a `/remotes.json` body; malformed entries and routes are left out. */
export function parseRemotesDocument(body: unknown): RemotesDocument {
  if (!isObject(body)) throw new Error('remotes.json is not an object');
  const remotes: RemotesDocument = {};
  for (const [name, value] of Object.entries(body)) {
    const entry = parseEntry(value);
    if (entry) remotes[name] = entry;
    else console.warn(`[shell] ignoring malformed remotes.json entry "${name}"`);
  }
  return remotes;
}

/**
 * Fetches the run-time remote table. `null` when it cannot be loaded: the page still starts, and every
 * signed-in path shows a contained "could not be loaded" card instead of a blank screen.
 */
export async function fetchRemotesDocument(fetchImpl: typeof fetch = fetch): Promise<RemotesDocument | null> {
  try {
    // The request the documents preload (shell/rspack.config.ts; docs/architecture.md, "First paint"):
    // the same mode and credentials, and no cache mode of its own, so the browser hands it that answer.
    // The edge answers it no-store or no-cache, so it is never reused from the HTTP cache.
    const response = await fetchImpl(REMOTES_DOCUMENT_PATH, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    readSampleRate(response);
    overridesAllowed = response.headers.get(REMOTE_OVERRIDES_HEADER) === REMOTE_OVERRIDES_ALLOWED;
    return parseRemotesDocument(await response.json());
  } catch (error) {
    console.error('[shell] could not load /remotes.json; remotes are unavailable', error);
    return null;
  }
}

/** `{ choices: { manifest: 'https://…/mf-manifest.json' } }` → MF runtime remote descriptors. */
export function toFederationRemotes(remotes: RemotesDocument): { name: string; entry: string }[] {
  return Object.entries(remotes).map(([name, { manifest: entry }]) => ({ name, entry: new URL(entry, window.location.href).toString() }));
}

/**
 * Records on `<html data-remote-versions>` which published version of each remote this page loaded
 * (`recommendations@v2`, space-separated; remotes without one are left out), so an operator rolling a
 * remote forward or back can see what a given page runs until its next load.
 */
export function recordRemoteVersions(remotes: RemotesDocument, root: HTMLElement = document.documentElement): void {
  root.dataset.remoteVersions = Object.entries(remotes)
    .filter(([, entry]) => entry.version)
    .map(([name, entry]) => `${name}@${entry.version}`)
    .join(' ');
}

/**
 * Registers the remotes with the host's federation instance (created by the build plugin as "shell"),
 * and the integrity of each versioned release, which the runtime plugins then enforce on every file of
 * it (docs/deploy.md, "Integrity").
 */
export function registerRemotes(served: RemotesDocument): void {
  const remotes = toFederationRemotes(served);
  registerReleaseIntegrity(
    remotes.flatMap(({ name, entry }) => {
      const { integrity, version } = served[name] ?? {};
      return integrity && version ? [{ remote: name, manifestUrl: entry, integrity }] : [];
    }),
  );
  const host = getInstance();
  if (host) host.registerRemotes(remotes, { force: true });
  else init({ name: 'shell', remotes });
}
