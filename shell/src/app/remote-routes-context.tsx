import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { navLinksFromRoutes, type NavLink } from '../features/navigation/nav-links.ts';
import type { RemotesDocument } from '../features/remotes/remotes-document.ts';
import { routesFromRemotes, type ShellRoute } from './route-table.ts';

export interface RemoteRoutes {
  routes: readonly ShellRoute[];
  navLinks: readonly NavLink[];
  /** False when `/remotes.json` could not be loaded at start-up. */
  available: boolean;
}

const RemoteRoutesContext = createContext<RemoteRoutes>({ routes: [], navLinks: [], available: false });

/** Routes and navigation, as the remotes declare them in `/remotes.json` (read once at start-up). */
export function RemoteRoutesProvider({ remotes, children }: { remotes: RemotesDocument | null; children: ReactNode }) {
  const value = useMemo<RemoteRoutes>(() => {
    const routes = remotes ? routesFromRemotes(remotes) : [];
    return { routes, navLinks: navLinksFromRoutes(routes), available: remotes !== null };
  }, [remotes]);
  return <RemoteRoutesContext.Provider value={value}>{children}</RemoteRoutesContext.Provider>;
}

export function useRemoteRoutes(): RemoteRoutes {
  return useContext(RemoteRoutesContext);
}
