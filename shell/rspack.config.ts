import { authRoutes } from '@alive/contracts/routes';
import { createHostConfig, createPrerenderConfig, createServiceWorkerConfig } from '@alive/rspack-config';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const appDir = fileURLToPath(new URL('.', import.meta.url));

const shell = createHostConfig({
  name: 'shell',
  title: 'A.L.I.V.E — Discover your preferences',
  appDir,
  // Retry and recovery of remote loads, on the runtime's own plugin hooks.
  runtimePlugins: [require.resolve('@alive/ui/federation-plugins')],
});

// The signed-out landing and the signed-in frame, prerendered into dist/ after the shell's build
// (docs/architecture.md, "First paint").
// The documents start the requests the page makes first, with the credentials the page's own fetches
// use (features/remotes/remotes-document.ts; @alive/api-client's requests include cookies). Only the app
// document checks the session: the landing one is served without a session cookie and asks nothing
// (features/first-paint/seed-current-user.ts).
const prerender = createPrerenderConfig({
  appDir,
  entry: './src/prerender/render-documents.tsx',
  host: shell,
  preloadFetches: [
    { href: '/remotes.json', credentials: 'same-origin' },
    { href: authRoutes.currentUser.path, credentials: 'include', documents: ['app'] },
  ],
});

// The service worker is built after the shell and its documents, from the emitted files (docs/architecture.md, "Offline").
export default [shell, prerender, createServiceWorkerConfig({ appDir, entry: './src/service-worker/service-worker.ts', host: shell, after: [prerender] })];
