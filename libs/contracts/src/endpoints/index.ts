// Every service's endpoint table (docs/api.md, Endpoint tables).
import type { EndpointTable } from './endpoint.ts';
import { adminEndpoints } from './admin.ts';
import { authEndpoints } from './auth.ts';
import { choicesEndpoints } from './choices.ts';
import { groupsEndpoints } from './groups.ts';
import { profileEndpoints } from './profile.ts';
import { recommendationsEndpoints } from './recommendations.ts';

export * from './endpoint.ts';
export * from './routes.ts';
export { adminEndpoints, authEndpoints, choicesEndpoints, groupsEndpoints, profileEndpoints, recommendationsEndpoints };

/** Every service's table, for the agreement tests and the API docs. */
export const endpointTables: readonly EndpointTable[] = [
  authEndpoints,
  choicesEndpoints,
  profileEndpoints,
  recommendationsEndpoints,
  groupsEndpoints,
  adminEndpoints,
];
