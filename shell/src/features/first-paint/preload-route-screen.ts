import { remoteModuleId } from '@alive/ui';
import { getInstance } from '@module-federation/enhanced/runtime';
import { matchRoutes } from 'react-router-dom';
import { routesFromRemotes, type ShellRoute } from '../../app/route-table.ts';
import type { RemotesDocument } from '../remotes/remotes-document.ts';

/** The screen the route table shows at `pathname` (as AppRoutes matches it), or `null` (the 404 screen). */
export function routeScreenAt(remotes: RemotesDocument, pathname: string): ShellRoute | null {
  const routes = routesFromRemotes(remotes);
  // The router's own ranking (a static segment beats a parameter), as <Routes> picks the screen.
  const [match] = matchRoutes(routes.map((route, index) => ({ path: route.path, id: String(index) })), pathname) ?? [];
  return match ? (routes[Number(match.route.id)] ?? null) : null;
}

type LoadRemote = (id: string) => Promise<unknown>;

const federationLoad: LoadRemote = (id) => getInstance()?.loadRemote(id) ?? Promise.resolve(null);

/**
 * Starts loading the current path's screen (its remote's manifest, entry and chunks) as soon as the
 * remotes are registered, in parallel with hydration and the session check instead of after them
 * (docs/architecture.md, "First paint"). It is the runtime's own load, so the release's integrity
 * checks apply and the screen's later load of the same module reuses what is in flight. A failure is
 * left to the screen, which shows its own fallback.
 */
export function preloadRouteScreen(remotes: RemotesDocument, pathname: string, load: LoadRemote = federationLoad): ShellRoute | null {
  const route = routeScreenAt(remotes, pathname);
  if (route) load(remoteModuleId(route.remote, route.module)).catch(() => undefined);
  return route;
}
