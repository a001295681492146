import { createRemoteConfig } from '@alive/rspack-config';
import { fileURLToPath } from 'node:url';
import { ROUTES } from './src/routes.ts';

export default createRemoteConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: {
    './HomeScreen': './src/features/choice-loop/components/home-screen.tsx',
  },
  routes: ROUTES,
});
