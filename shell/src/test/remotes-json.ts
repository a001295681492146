/**
 * A `/remotes.json` body as the edge serves it, with the routes each remote declares in its own
 * `src/routes.ts` (the browser tests check the real one: e2e/tests/remote-routes-redeploy.spec.ts).
 */
export const REMOTES_JSON = {
  choices: {
    manifest: '/remotes/choices/mf-manifest.json',
    routes: [
      { path: '/', module: './HomeScreen', title: 'A.L.I.V.E Choices', nav: { label: 'A.L.I.V.E Choices', order: 10, active: 'exact' } },
      { path: '/choices', module: './HomeScreen', title: 'A.L.I.V.E Choices', section: '/' },
    ],
  },
  profile: {
    manifest: '/remotes/profile/mf-manifest.json',
    routes: [
      { path: '/happiness-profile', module: './ProfileScreen', title: 'My A.L.I.V.E Profile', nav: { label: 'My A.L.I.V.E Profile', order: 20 } },
      { path: '/happiness-code', module: './ProfileScreen', title: 'My A.L.I.V.E Profile' },
      { path: '/dashboard', module: './DashboardScreen', title: 'Preference Dashboard' },
      { path: '/learning-insights', module: './LearningInsightsScreen', title: 'Learning Insights', nav: { label: 'Learning Insights', order: 50 } },
    ],
  },
  recommendations: {
    manifest: '/remotes/recommendations/mf-manifest.json',
    routes: [
      { path: '/recommendations', module: './RecommendationsScreen', title: 'Recommendations', nav: { label: 'Recommendations', order: 30 } },
      { path: '/personalized-recommendations', module: './PersonalizedRecommendationsScreen', title: 'Your Personal Recommendations', section: '/recommendations' },
      { path: '/specific-content-recommendations', module: './PersonalizedRecommendationsScreen', title: 'Your Personal Recommendations', section: '/recommendations' },
      { path: '/enhanced-recommendations', module: './EnhancedRecommendationsScreen', title: 'Enhanced Recommendations', section: '/recommendations' },
      { path: '/smart-recommendations', module: './SmartRecommendationsScreen', title: 'Smart Recommendations', section: '/recommendations' },
      { path: '/ai-insights', module: './AiInsightsScreen', title: 'AI-Powered Insights', section: '/recommendations' },
      { path: '/my-list', module: './MyListScreen', title: 'My list', section: '/recommendations' },
    ],
  },
  groups: {
    manifest: '/remotes/groups/mf-manifest.json',
    routes: [
      { path: '/groups', module: './GroupsScreen', title: 'Groups', nav: { label: 'Groups', order: 40 } },
      { path: '/groups/:groupId', module: './GroupDetailScreen', title: 'Group' },
    ],
  },
  admin: {
    manifest: '/remotes/admin/mf-manifest.json',
    routes: [
      { path: '/admin', module: './AdminPanelScreen', title: 'Admin Panel', adminOnly: true },
      { path: '/ai-recommendations', module: './AiRecommendationsScreen', title: 'AI Recommendations', adminOnly: true },
      {
        path: '/smart-choice-pairs',
        module: './SmartChoicePairsScreen',
        title: 'Smart Choice Pair Engine',
        adminOnly: true,
        nav: { label: 'Smart Engine', order: 60 },
      },
      { path: '/analytics', module: './AnalyticsScreen', title: 'Analytics', adminOnly: true },
      { path: '/admin-analytics', module: './WebsiteAnalyticsScreen', title: 'Website Analytics', adminOnly: true, nav: { label: 'Analytics', order: 70 } },
      {
        path: '/admin-content',
        module: './ContentManagementScreen',
        title: 'Content Classification Management',
        adminOnly: true,
        nav: { label: 'Content Management', order: 80 },
      },
    ],
  },
};
