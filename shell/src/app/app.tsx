import { Suspense, lazy } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes.tsx';
import { AuthGate } from './auth-gate.tsx';
import { Layout } from './layout.tsx';
import { Providers } from './providers.tsx';
import { RemoteRoutesProvider } from './remote-routes-context.tsx';
import type { RemotesDocument } from '../features/remotes/remotes-document.ts';
import { clearRemoteOverrides, type RemoteOverrides } from '../features/remotes/remote-overrides.ts';

// Only a developer with an override ever sees it, so it stays out of everyone's start-up JavaScript.
const RemoteOverrideBanner = lazy(() =>
  import(/* webpackChunkName: "remote-override-banner" */ '../features/remotes/remote-override-banner.tsx').then((module) => ({ default: module.RemoteOverrideBanner })),
);

/**
 * `remotes`: `/remotes.json` as read at start-up (`null` when it could not be loaded), with any
 * `overrides` (remote-overrides.ts) applied.
 */
export function App({ remotes, overrides = {} }: { remotes: RemotesDocument | null; overrides?: RemoteOverrides }) {
  return (
    <Providers>
      {Object.keys(overrides).length > 0 && (
        <Suspense fallback={null}>
          <RemoteOverrideBanner overrides={overrides} onClear={() => clearRemoteOverrides()} />
        </Suspense>
      )}
      <RemoteRoutesProvider remotes={remotes}>
        <BrowserRouter>
          <Layout>
            <AuthGate>
              <AppRoutes />
            </AuthGate>
          </Layout>
        </BrowserRouter>
      </RemoteRoutesProvider>
    </Providers>
  );
}
