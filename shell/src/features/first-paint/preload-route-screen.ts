import { loadRemoteComponent } from '@alive/ui';
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

type LoadScreen = (remote: string, module: string) => Promise<unknown>;

/** The page load's own screen while it loads: its path, and when it is there (loaded or failed). */
let initialScreen: { path: string; settled: Promise<void> } | null = null;

/**
 * Starts loading the current path's screen (its remote's manifest, entry and chunks, and what its
 * `ready` waits for) as soon as the remotes are registered, in parallel with hydration and the session
 * check instead of after them (docs/architecture.md, "First paint"). It is the screen's own load
 * (`loadRemoteComponent`, through the runtime, so the release's integrity checks apply), so the screen
 * renders at once when the page gets to it, and the load is reported to field telemetry as the screen's
 * would be. A failure is left to the screen, which tries again, shows its own fallback and reports it, so
 * a page load counts once either way.
 */
export function preloadRouteScreen(remotes: RemotesDocument, pathname: string, load: LoadScreen = loadRemoteComponent): ShellRoute | null {
  const route = routeScreenAt(remotes, pathname);
  if (route) {
    // Settled either way, and no longer the page's first screen once it has (the gate's wait then ends).
    const done = () => {
      initialScreen = null;
    };
    const settled = load(route.remote, route.module).then(done, done);
    initialScreen = { path: pathname, settled };
  }
  return route;
}

/**
 * Whether the page is still loading its first screen at `pathname`, and when that ends: until then the
 * page keeps showing what its document showed there (AuthGate, content-placeholder.tsx) instead of
 * making the route table's loading state of the same picture and then the screen, which rebuilt the
 * picture from its markup once more and took it out twice (docs/performance.md, "Phones: Lighthouse mobile").
 */
export function initialScreenLoading(pathname: string): Promise<void> | null {
  return initialScreen && initialScreen.path === pathname ? initialScreen.settled : null;
}
