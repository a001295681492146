import type { RemoteRoute } from '@alive/contracts';
import { profileRoutes } from '@alive/contracts/routes';

/**
 * What the profile screen's first render shows: the person's profile and the completion card's progress.
 * A signed-in page load gets the screen rendered with them in its document (docs/architecture.md, "First
 * paint"); the Life Guide's insights are read too, but nothing of them shows until a tab is chosen.
 */
const PROFILE_READS = [profileRoutes.happinessProfile.path, profileRoutes.completion.path];

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
    reads: PROFILE_READS,
  },
  // The profile screen's second address.
  { path: '/happiness-code', module: './ProfileScreen', title: 'My A.L.I.V.E Profile', reads: PROFILE_READS, section: '/happiness-profile' },
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
