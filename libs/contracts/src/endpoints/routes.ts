// The zod-free entry `@alive/contracts/routes`: where each endpoint answers, and the URL helpers, for
// browser clients (docs/decisions.md, Endpoint tables). Schemas stay in `@alive/contracts`.
export {
  endpointName,
  endpointUrl,
  type Endpoint,
  type EndpointAccess,
  type EndpointBody,
  type EndpointInput,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
  type EndpointRoute,
  type EndpointRoutes,
  type EndpointTable,
  type HttpMethod,
} from './endpoint.ts';
export { adminRoutes } from './admin.routes.ts';
export { authRoutes } from './auth.routes.ts';
export { choicesRoutes } from './choices.routes.ts';
export { groupsRoutes } from './groups.routes.ts';
export { profileRoutes } from './profile.routes.ts';
export { recommendationsRoutes } from './recommendations.routes.ts';
