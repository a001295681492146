import { Suspense, lazy, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { importUntilLoaded } from '@alive/ui';
import { AppRoutes } from './app-routes.tsx';
import { AuthGate } from './auth-gate.tsx';
import { Layout } from './layout.tsx';
import { Providers } from './providers.tsx';
import { RemoteRoutesProvider } from './remote-routes-context.tsx';
import type { RemotesDocument } from '../features/remotes/remotes-document.ts';
import type { RemoteOverrides } from '../features/remotes/remote-overrides.ts';
import type { DocumentKind } from '../features/first-paint/document-kind.ts';
import { FirstPaintProvider, useHydrated } from '../features/first-paint/first-paint-context.tsx';

// Only a developer with an override ever sees it, so it (and its Clear button's code) stays out of
// everyone's start-up JavaScript.
const RemoteOverrideBanner = lazy(() =>
  importUntilLoaded(() => import(/* webpackChunkName: "remote-override-banner" */ '../features/remotes/remote-override-banner.tsx')).then((module) => ({ default: module.RemoteOverrideBanner })),
);

/** The prerendered documents have no banner, so it appears only once the page is hydrated. */
function OverrideBanner({ overrides }: { overrides: RemoteOverrides }) {
  const hydrated = useHydrated();
  if (!hydrated || Object.keys(overrides).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RemoteOverrideBanner overrides={overrides} />
    </Suspense>
  );
}

export interface AppProps {
  /** `/remotes.json` as read at start-up (`null` when it could not be loaded). */
  remotes: RemotesDocument | null;
  /** Remote overrides (remote-overrides.ts), already applied to `remotes`. */
  overrides?: RemoteOverrides;
  /**
   * The prerendered document the page hydrates (docs/architecture.md, "First paint"); `null` or
   * absent renders from scratch.
   */
  documentKind?: DocumentKind | null;
  /** The build's prerender renders at `/` without a browser; the page uses the address bar. */
  prerenderedAt?: string;
}

export function App({ remotes, overrides = {}, documentKind = null, prerenderedAt }: AppProps) {
  const router = (children: ReactNode) =>
    prerenderedAt === undefined ? <BrowserRouter>{children}</BrowserRouter> : <MemoryRouter initialEntries={[prerenderedAt]}>{children}</MemoryRouter>;
  return (
    <FirstPaintProvider kind={documentKind}>
      <Providers>
        <OverrideBanner overrides={overrides} />
        <RemoteRoutesProvider remotes={remotes}>
          {router(
            <Layout>
              <AuthGate>
                <AppRoutes />
              </AuthGate>
            </Layout>,
          )}
        </RemoteRoutesProvider>
      </Providers>
    </FirstPaintProvider>
  );
}
