import type { RemoteRoute } from '@alive/contracts';
import { endpointUrl, groupsRoutes } from '@alive/contracts/routes';

/**
 * The screens this remote serves. The build emits them as routes.json; the edge folds them into
 * /remotes.json and the shell renders routes and navigation from there (docs/architecture.md,
 * "Routes → remotes"), so a new screen here ships without a shell release.
 */
export const ROUTES: readonly RemoteRoute[] = [
  // The Groups link stays active on a group's page (/groups/:groupId): prefix rule.
  // The list's first page is the screen's first render (docs/architecture.md, "A screen with the person's data").
  { path: '/groups', module: './GroupsScreen', title: 'Groups', nav: { label: 'Groups', order: 40 }, reads: [endpointUrl(groupsRoutes.list)] },
  { path: '/groups/:groupId', module: './GroupDetailScreen', title: 'Group' },
  // Where a shared join link lands (docs/product/groups.md, Join links).
  { path: '/groups/join/:code', module: './JoinGroupScreen', title: 'Join a group' },
];
