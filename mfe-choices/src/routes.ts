import type { RemoteRoute } from '@alive/contracts';

/**
 * The screens this remote serves. The build emits them as routes.json; the edge folds them into
 * /remotes.json and the shell renders routes and navigation from there (docs/architecture.md,
 * "Routes → remotes"), so a new screen here ships without a shell release.
 */
export const ROUTES: readonly RemoteRoute[] = [
  { path: '/', module: './HomeScreen', title: 'A.L.I.V.E Choices', nav: { label: 'A.L.I.V.E Choices', order: 10, active: 'exact' } },
  // One screen links to /choices (Take More Choices); it is the home screen under a second path.
  { path: '/choices', module: './HomeScreen', title: 'A.L.I.V.E Choices', section: '/' },
];
