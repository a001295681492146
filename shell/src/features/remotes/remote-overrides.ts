import { OVERRIDE_QUERY, REMOTE_OVERRIDES_KEY } from './remote-override-keys.ts';
import type { RemotesDocument } from './remotes-document.ts';

/**
 * Pointing a remote at a developer's own build from the browser, like import-map-overrides
 * (docs/architecture.md, "Develop one remote"). Kept in this browser's localStorage, so it is for that
 * developer alone, and honoured only when the edge allows it (never in production).
 */
export { OVERRIDE_QUERY, REMOTE_OVERRIDES_KEY };

/** remote name → the URL of its `mf-manifest.json` or `remoteEntry.js` */
export type RemoteOverrides = Readonly<Record<string, string>>;

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The stored overrides; anything malformed is left out (a hand-edited value must not stop the page). */
export function parseStoredOverrides(text: string | null): Record<string, string> {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === 'string' && isHttpUrl(pair[1])));
}

/** The overrides after the page's `?override-remote=` parameters, or null when it has none. */
export function overridesFromQuery(search: string, current: RemoteOverrides): Record<string, string> | null {
  const values = new URLSearchParams(search).getAll(OVERRIDE_QUERY);
  if (values.length === 0) return null;
  const next: Record<string, string> = { ...current };
  for (const value of values) {
    const at = value.indexOf('@');
    const name = at === -1 ? value : value.slice(0, at);
    const url = at === -1 ? '' : value.slice(at + 1);
    if (!name) continue;
    if (url && isHttpUrl(url)) next[name] = url;
    else if (!url) delete next[name];
    else console.warn(`[shell] ignoring ${OVERRIDE_QUERY}=${value}: not an http(s) URL`);
  }
  return next;
}

/** The overrides that name a remote the site has; the others do nothing. */
export function activeOverrides(remotes: RemotesDocument, overrides: RemoteOverrides): RemoteOverrides {
  return Object.fromEntries(Object.entries(overrides).filter(([name]) => name in remotes));
}

/**
 * `/remotes.json` with each overridden remote loaded from its override. Its routes stay the edge's; its
 * published version, channel and integrity go: a local build is no release, so the integrity checks of
 * the published one must not refuse it.
 */
export function applyRemoteOverrides(remotes: RemotesDocument, overrides: RemoteOverrides): RemotesDocument {
  return Object.fromEntries(
    Object.entries(remotes).map(([name, entry]) => {
      const url = overrides[name];
      return [name, url ? { manifest: url, routes: entry.routes } : entry];
    }),
  );
}

export interface OverrideSources {
  /** What the edge said with `/remotes.json` (REMOTE_OVERRIDES_HEADER). */
  allowed: boolean;
  location: Pick<Location, 'search' | 'href'>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Removes the handled query parameters from the address bar. */
  replaceUrl: (url: string) => void;
}

/**
 * Start-up: takes `?override-remote=` into storage (and out of the address bar) and returns the stored
 * overrides. Nothing when the edge does not allow them.
 */
export function takeRemoteOverrides({ allowed, location, storage, replaceUrl }: OverrideSources): RemoteOverrides {
  if (!allowed) return {};
  const stored = parseStoredOverrides(storage.getItem(REMOTE_OVERRIDES_KEY));
  const fromQuery = overridesFromQuery(location.search, stored);
  if (!fromQuery) return stored;
  if (Object.keys(fromQuery).length === 0) storage.removeItem(REMOTE_OVERRIDES_KEY);
  else storage.setItem(REMOTE_OVERRIDES_KEY, JSON.stringify(fromQuery));
  const url = new URL(location.href);
  url.searchParams.delete(OVERRIDE_QUERY);
  replaceUrl(url.toString());
  return fromQuery;
}

/** The banner's button: forget every override and load the page as the edge serves it. */
export function clearRemoteOverrides(storage: Pick<Storage, 'removeItem'> = localStorage, reload: () => void = () => window.location.reload()): void {
  storage.removeItem(REMOTE_OVERRIDES_KEY);
  reload();
}

/** Start-up's remotes with this browser's overrides applied (remote-overrides-at-start.ts loads this module for it). */
export function overrideRemotes(served: RemotesDocument, allowed: boolean): { remotes: RemotesDocument; overrides: RemoteOverrides } {
  const overrides = activeOverrides(
    served,
    takeRemoteOverrides({
      allowed,
      location: window.location,
      storage: localStorage,
      replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
    }),
  );
  return { remotes: applyRemoteOverrides(served, overrides), overrides };
}
