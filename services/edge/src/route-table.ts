/**
 * API ownership: which service answers which `/api` path. The dev edge proxies with this table and the
 * production nginx/ingress config is generated from it; both come from the feature registry
 * (`@alive/features`, docs/architecture.md "Features").
 */
export {
  API_ROUTES,
  DEFAULT_SERVICE_PORTS,
  SERVICE_NAMES,
  resolveApiRoute,
  routeMatches,
  type ApiRoute,
  type ServiceName,
} from '@alive/features';
