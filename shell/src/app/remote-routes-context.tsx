import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { navLinksFromRoutes, type NavLink } from '../features/navigation/nav-links.ts';
import type { RemoteManifest } from '../features/remotes/remote-manifest.ts';
import { routesFromManifest, type ShellRoute } from './route-table.ts';

export interface RemoteRoutes {
  routes: readonly ShellRoute[];
  navLinks: readonly NavLink[];
  /** False when `/remotes.json` could not be loaded at start-up. */
  available: boolean;
}

const RemoteRoutesContext = createContext<RemoteRoutes>({ routes: [], navLinks: [], available: false });

/** Routes and navigation, as the remotes declare them in `/remotes.json` (read once at start-up). */
export function RemoteRoutesProvider({ manifest, children }: { manifest: RemoteManifest | null; children: ReactNode }) {
  const value = useMemo<RemoteRoutes>(() => {
    const routes = manifest ? routesFromManifest(manifest) : [];
    return { routes, navLinks: navLinksFromRoutes(routes), available: manifest !== null };
  }, [manifest]);
  return <RemoteRoutesContext.Provider value={value}>{children}</RemoteRoutesContext.Provider>;
}

export function useRemoteRoutes(): RemoteRoutes {
  return useContext(RemoteRoutesContext);
}
