import type { APIRequestContext } from '@playwright/test';

/** A screen route as `/remotes.json` lists it (docs/architecture.md, "Routes → remotes"). */
export interface SiteRoute {
  path: string;
  module: string;
  title: string;
  adminOnly?: boolean;
  /** The API reads its first render shows, which the edge renders its document with. */
  reads?: string[];
  /** The path of the nav link that stays current on this screen (docs/product/platform.md, Header and navigation). */
  section?: string;
  /** Present when the screen has a link of its own in the navigation bar. */
  nav?: { label: string };
  remote: string;
}

/** Every route every remote declares, as the shell routes them (first remote keeps a path). */
export async function siteRoutes(request: APIRequestContext): Promise<SiteRoute[]> {
  const response = await request.get('/remotes.json');
  const remotes = (await response.json()) as Record<string, { routes: Omit<SiteRoute, 'remote'>[] }>;
  const seen = new Set<string>();
  const routes: SiteRoute[] = [];
  for (const [remote, entry] of Object.entries(remotes)) {
    for (const route of entry.routes) {
      if (seen.has(route.path)) continue;
      seen.add(route.path);
      routes.push({ ...route, remote });
    }
  }
  return routes;
}

/** The route a pathname shows: the matching pattern with the most fixed segments (`/groups/join/:code` over `/groups/:id`). */
export function routeOfPath(pathname: string, routes: readonly SiteRoute[]): SiteRoute | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  let best: { route: SiteRoute; fixed: number } | null = null;
  for (const route of routes) {
    const pattern = route.path.replace(/\/+$/, '').split('/');
    if (pattern.length !== segments.length) continue;
    let fixed = 0;
    const matches = pattern.every((part, i) => {
      if (part.startsWith(':')) return segments[i] !== '';
      if (part === segments[i]) {
        fixed++;
        return true;
      }
      return false;
    });
    if (matches && (!best || fixed > best.fixed)) best = { route, fixed };
  }
  return best?.route ?? null;
}
