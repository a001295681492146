import { createRemoteConfig } from '@alive/rspack-config';
import { fileURLToPath } from 'node:url';
import { ROUTES } from './src/routes.ts';

/** Remote `profile`: the shell loads it at run time from /remotes.json (see docs/architecture.md). */
export default createRemoteConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: {
    './ProfileScreen': './src/screens/profile-screen.tsx',
    './DashboardScreen': './src/screens/dashboard-screen.tsx',
    './LearningInsightsScreen': './src/screens/learning-insights-screen.tsx',
    './ProfileCompletionCard': './src/screens/profile-completion-card.tsx',
  },
  routes: ROUTES,
});
