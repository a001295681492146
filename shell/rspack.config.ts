import { createHostConfig, createServiceWorkerConfig } from '@alive/rspack-config';
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

// The service worker is built after the shell, from its emitted files (docs/architecture.md, "Offline").
export default [shell, createServiceWorkerConfig({ appDir, entry: './src/service-worker/service-worker.ts', host: shell })];
