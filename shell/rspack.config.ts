import { createHostConfig } from '@alive/rspack-config';
import { fileURLToPath } from 'node:url';

export default createHostConfig({
  name: 'shell',
  title: 'A.L.I.V.E — Discover your preferences',
  appDir: fileURLToPath(new URL('.', import.meta.url)),
});
