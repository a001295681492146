/**
 * API ownership: which service answers which `/api` path. The dev edge proxies with this table and the
 * production nginx/ingress config is generated from it; both come from the feature registry
 * (`@alive/features`, docs/architecture.md "Features").
 */
export {
  API_ROUTES,
  DEFAULT_SERVICE_PORTS,
  LIVE_SERVICE_NAMES,
  SERVICE_NAMES,
  notAvailableYetMessage,
  resolveApiRoute,
  routeMatches,
  type ApiRoute,
  type LiveServiceName,
  type ServiceName,
} from '@alive/features';
