import { createHostConfig } from '@alive/rspack-config';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

export default createHostConfig({
  name: 'shell',
  title: 'A.L.I.V.E — Discover your preferences',
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  // Retry and recovery of remote loads, on the runtime's own plugin hooks.
  runtimePlugins: [require.resolve('@alive/ui/federation-plugins')],
});
