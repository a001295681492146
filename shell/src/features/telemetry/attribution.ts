import type { RemotesDocument } from '../remotes/remotes-document.ts';

/** Where a script came from: `/remotes/<remote>/<version>/…` or `/remotes/<remote>/…` (docs/deploy.md). */
export interface ScriptOrigin {
  remote: string;
  version?: string;
}

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
const REMOTE_FILE = /\/remotes\/([a-z][a-z0-9-]{0,31})\/([^/?#\s)]+)(\/[^?#\s)]*)?/;

/** The remote (and version) a script URL, or a stack naming one, belongs to; null for anything else. */
export function scriptOrigin(text: string | undefined | null, remotes: RemotesDocument): ScriptOrigin | null {
  if (!text) return null;
  const match = REMOTE_FILE.exec(text);
  if (!match?.[1] || !(match[1] in remotes)) return null;
  const [, remote, first, rest] = match;
  // `/remotes/choices/v2/123.js` names a version; an unversioned build's `/remotes/choices/123.js` does not.
  return rest && VERSION.test(first!) ? { remote: remote!, version: first! } : { remote: remote! };
}

/** A route pattern matches a path when every segment is equal or a `:parameter`. */
export function routeMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((segment, index) => segment.startsWith(':') || segment === have[index]);
}

export interface RouteAttribution {
  /** The declared pattern (`/groups/:groupId`), `/` for the landing, `/*` for any other path. */
  route: string;
  remote?: string;
  version?: string;
}

/** The screen a path shows: its declared route and the remote (and version) that serves it. */
export function attributeRoute(pathname: string, remotes: RemotesDocument): RouteAttribution {
  for (const [remote, entry] of Object.entries(remotes)) {
    const route = entry.routes.find((candidate) => routeMatches(candidate.path, pathname));
    if (route) return { route: route.path, remote, ...(entry.version ? { version: entry.version } : {}) };
  }
  return { route: pathname === '/' ? '/' : '/*' };
}
