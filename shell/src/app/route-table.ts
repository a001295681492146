import type { RemoteRoute } from '@alive/contracts';
import type { RemotesDocument } from '../features/remotes/remotes-document.ts';

/** A screen of a remote, as the shell routes to it. */
export interface ShellRoute extends RemoteRoute {
  /** The remote that declared it (its key in `/remotes.json`). */
  remote: string;
}

/** `/groups/:id` and `/groups/:groupId` match the same URLs. */
const pathKey = (path: string) => path.replace(/\/:[^/]+/g, '/:');

/**
 * The signed-in route table: every route each remote declares in `/remotes.json` (docs/architecture.md,
 * "Routes → remotes"). Should two remotes declare one path, the first remote listed keeps it (the edge
 * logs the conflict). Anything not listed renders the 404 screen.
 */
export function routesFromRemotes(remotes: RemotesDocument): ShellRoute[] {
  const seen = new Set<string>();
  const routes: ShellRoute[] = [];
  for (const [remote, entry] of Object.entries(remotes)) {
    for (const route of entry.routes) {
      const key = pathKey(route.path);
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({ ...route, remote });
    }
  }
  return routes;
}
