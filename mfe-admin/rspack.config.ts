import { createRemoteConfig } from '@alive/rspack-config';
import { fileURLToPath } from 'node:url';
import { ROUTES } from './src/routes.ts';

export default createRemoteConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: {
    './AdminPanelScreen': './src/features/admin-panel/components/admin-panel-screen.tsx',
    './AiRecommendationsScreen': './src/features/ai-recommendations/components/ai-recommendations-screen.tsx',
    './SmartChoicePairsScreen': './src/features/smart-choice-pairs/components/smart-choice-pairs-screen.tsx',
    './AnalyticsScreen': './src/features/analytics/components/analytics-screen.tsx',
    './WebsiteAnalyticsScreen': './src/features/website-analytics/components/website-analytics-screen.tsx',
    './ContentManagementScreen': './src/features/content-management/components/content-management-screen.tsx',
    './ReleasesScreen': './src/features/releases/components/releases-screen.tsx',
  },
  routes: ROUTES,
});
