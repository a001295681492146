import { createRemoteConfig } from '@alive/rspack-config';
import { fileURLToPath } from 'node:url';
import { ROUTES } from './src/routes.ts';

/** Remote `profile`: the shell loads it at run time from /remotes.json (see docs/architecture.md). */
export default createRemoteConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: {
    './ProfileScreen': './src/features/happiness-profile/components/profile-screen.tsx',
    './DashboardScreen': './src/features/preference-dashboard/components/dashboard-screen.tsx',
    './LearningInsightsScreen': './src/features/learning-insights/components/learning-insights-screen.tsx',
    './ProfileCompletionCard': './src/features/profile-completion/components/profile-completion-card-expose.tsx',
  },
  routes: ROUTES,
});
