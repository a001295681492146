import { createRemoteConfig } from '@alive/rspack-config';
import { fileURLToPath } from 'node:url';
import { ROUTES } from './src/routes.ts';

export default createRemoteConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: {
    './GroupsScreen': './src/features/groups/components/groups-screen.tsx',
    './GroupDetailScreen': './src/features/group-detail/components/group-detail-screen.tsx',
    './JoinGroupScreen': './src/features/join-link/components/join-group-screen.tsx',
  },
  routes: ROUTES,
});
