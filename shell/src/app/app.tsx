import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes.tsx';
import { AuthGate } from './auth-gate.tsx';
import { Layout } from './layout.tsx';
import { Providers } from './providers.tsx';
import { RemoteRoutesProvider } from './remote-routes-context.tsx';
import type { RemoteManifest } from '../features/remotes/remote-manifest.ts';

/** `manifest`: `/remotes.json` as read at start-up (`null` when it could not be loaded). */
export function App({ manifest }: { manifest: RemoteManifest | null }) {
  return (
    <Providers>
      <RemoteRoutesProvider manifest={manifest}>
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
