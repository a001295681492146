import { createRemoteConfig } from '@alive/rspack-config';
import { fileURLToPath } from 'node:url';
import { ROUTES } from './src/routes.ts';

export default createRemoteConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: {
    './RecommendationsScreen': './src/features/recommendations/components/recommendations-screen.tsx',
    './PersonalizedRecommendationsScreen': './src/features/personalized/components/personalized-recommendations-screen.tsx',
    './EnhancedRecommendationsScreen': './src/features/enhanced/components/enhanced-recommendations-screen.tsx',
    './SmartRecommendationsScreen': './src/features/smart/components/smart-recommendations-screen.tsx',
    './AiInsightsScreen': './src/features/ai-insights/components/ai-insights-screen.tsx',
    './MyListScreen': './src/features/my-list/components/my-list-screen.tsx',
  },
  routes: ROUTES,
});
