import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { DocumentKind } from './document-kind.ts';

const FirstPaintContext = createContext<DocumentKind | null>(null);

/** The prerendered document the page was served as (`null`: none, the page renders from scratch). */
export function FirstPaintProvider({ kind, children }: { kind: DocumentKind | null; children: ReactNode }) {
  return <FirstPaintContext.Provider value={kind}>{children}</FirstPaintContext.Provider>;
}

const subscribeNever = () => () => undefined;

/**
 * False on the server and during hydration, true on every client render after it: React takes the
 * server snapshot while it hydrates and renders again with the client one right after, so what only
 * the browser knows (the address, the remotes' links, who is signed in) waits for that second render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export interface FirstPaint {
  kind: DocumentKind | null;
  /**
   * True while this render must equal the prerendered document (the server's render and the hydrating
   * one): components then show the document's state, not the live one.
   */
  asPrerendered: boolean;
}

export function useFirstPaint(): FirstPaint {
  const kind = useContext(FirstPaintContext);
  const hydrated = useHydrated();
  return { kind, asPrerendered: kind !== null && !hydrated };
}
