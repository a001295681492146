import type { RemoteRoute } from '@alive/contracts';

/**
 * The screens this remote serves. The build emits them as routes.json; the edge folds them into
 * /remotes.json and the shell renders routes and navigation from there (docs/architecture.md,
 * "Routes → remotes"), so a new screen here ships without a shell release.
 */
export const ROUTES: readonly RemoteRoute[] = [
  {
    path: '/happiness-profile',
    module: './ProfileScreen',
    title: 'My A.L.I.V.E Profile',
    nav: { label: 'My A.L.I.V.E Profile', order: 20 },
  },
  // The profile screen's second address.
  { path: '/happiness-code', module: './ProfileScreen', title: 'My A.L.I.V.E Profile' },
  {
    path: '/dashboard',
    module: './DashboardScreen',
    title: 'Preference Dashboard',
    // Reachable by clicks, next to the profile it explains (docs/product/profile.md, Preference Dashboard).
    nav: { label: 'Preference Dashboard', order: 25 },
  },
  {
    path: '/learning-insights',
    module: './LearningInsightsScreen',
    title: 'Learning Insights',
    nav: { label: 'Learning Insights', order: 50 },
  },
];
