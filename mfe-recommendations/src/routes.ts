import type { RemoteRoute } from '@alive/contracts';
import { RECOMMENDATIONS_TAB_LIMIT } from '@alive/contracts/constants';
import { endpointUrl, recommendationsRoutes } from '@alive/contracts/routes';
import { RECOMMENDATION_TABS } from './features/recommendations/components/recommendation-tabs.ts';

/**
 * What the six-tab screen's first render shows: the first tab's list, as its call asks for it, and My
 * list, which says which of its buttons are pressed. A signed-in page load gets the screen rendered with
 * them in its document (docs/architecture.md, "A screen with the person's data"), so a phone paints the
 * person's first card with the document instead of after the shell, the remote and the list's call.
 */
const HUB_READS = [
  endpointUrl(recommendationsRoutes.personalized, {
    params: { category: RECOMMENDATION_TABS[0]!.category },
    query: { limit: String(RECOMMENDATIONS_TAB_LIMIT) },
  }),
  endpointUrl(recommendationsRoutes.myList),
];

/**
 * The screens this remote serves. The build emits them as routes.json; the edge folds them into
 * /remotes.json and the shell renders routes and navigation from there (docs/architecture.md,
 * "Routes → remotes"), so a new screen here ships without a shell release.
 */
export const ROUTES: readonly RemoteRoute[] = [
  {
    path: '/recommendations',
    module: './RecommendationsScreen',
    title: 'Recommendations',
    nav: { label: 'Recommendations', order: 30 },
    reads: HUB_READS,
  },
  // The hub's screens: the Recommendations link stays the current one on each (docs/product/platform.md, Navigation).
  { path: '/personalized-recommendations', module: './PersonalizedRecommendationsScreen', title: 'Your Personal Recommendations', section: '/recommendations' },
  // The personalized screen's second address.
  { path: '/specific-content-recommendations', module: './PersonalizedRecommendationsScreen', title: 'Your Personal Recommendations', section: '/recommendations' },
  { path: '/enhanced-recommendations', module: './EnhancedRecommendationsScreen', title: 'Enhanced Recommendations', section: '/recommendations' },
  { path: '/smart-recommendations', module: './SmartRecommendationsScreen', title: 'Smart Recommendations', section: '/recommendations' },
  { path: '/ai-insights', module: './AiInsightsScreen', title: 'AI-Powered Insights', section: '/recommendations' },
  // Reached from the hub on /recommendations; the navigation bar keeps its five product links (docs/product/recommendations.md, Hub).
  { path: '/my-list', module: './MyListScreen', title: 'My list', section: '/recommendations' },
];
