import type { RemoteRoute } from '@alive/contracts';

/**
 * The screens this remote serves. The build emits them as routes.json; the edge folds them into
 * /remotes.json and the shell renders routes and navigation from there (docs/architecture.md,
 * "Routes → remotes"), so a new screen here ships without a shell release.
 *
 * All of them are admin screens: their links show to admins only, and each screen checks the user
 * itself (the service answers 403 to everyone else). The bar keeps five admin links; the Admin Panel's
 * menu links every admin screen, AI Recommendations and engagement Analytics included
 * (docs/product/admin.md, Admin Panel).
 */
export const ROUTES: readonly RemoteRoute[] = [
  // Exact: /admin/releases has its own link.
  { path: '/admin', module: './AdminPanelScreen', title: 'Admin Panel', adminOnly: true, nav: { label: 'Admin Panel', order: 55, active: 'exact' } },
  { path: '/ai-recommendations', module: './AiRecommendationsScreen', title: 'AI Recommendations', adminOnly: true, section: '/admin' },
  {
    path: '/smart-choice-pairs',
    module: './SmartChoicePairsScreen',
    title: 'Smart Choice Pair Engine',
    adminOnly: true,
    nav: { label: 'Smart Engine', order: 60 },
  },
  // Both analytics paths exist: /analytics is engagement analytics, /admin-analytics website analytics.
  { path: '/analytics', module: './AnalyticsScreen', title: 'Analytics', adminOnly: true, section: '/admin' },
  {
    path: '/admin-analytics',
    module: './WebsiteAnalyticsScreen',
    title: 'Website Analytics',
    adminOnly: true,
    nav: { label: 'Website Analytics', order: 70 },
  },
  {
    path: '/admin/releases',
    module: './ReleasesScreen',
    title: 'Releases',
    adminOnly: true,
    nav: { label: 'Releases', order: 90 },
  },
  {
    path: '/admin-content',
    module: './ContentManagementScreen',
    title: 'Content Classification Management',
    adminOnly: true,
    nav: { label: 'Content Management', order: 80 },
  },
];
