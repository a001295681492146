import { routeMatches } from '@alive/features';
import { openApiPath, type OpenApiDocument } from './openapi-document.ts';
import type { RouterRoute } from './router-routes.ts';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

function documented(document: OpenApiDocument): RouterRoute[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => ({ method: method as RouterRoute['method'], path })),
  );
}

/** `/api` routes the routers answer that the document does not describe (`METHOD /path` each). */
export function undocumentedRoutes(routes: readonly RouterRoute[], document: OpenApiDocument): string[] {
  return routes
    .filter((route) => isApiPath(route.path) && !document.paths[openApiPath(route.path)]?.[route.method])
    .map((route) => `${route.method.toUpperCase()} ${route.path}`);
}

/** Documented operations no router answers, except those marked `x-served-by` (middleware in front of the routers). */
export function unroutedOperations(routes: readonly RouterRoute[], document: OpenApiDocument): string[] {
  const routed = new Set(routes.map((route) => `${route.method} ${openApiPath(route.path)}`));
  return documented(document)
    .filter(({ method, path }) => {
      const operation = document.paths[path]?.[method] as { 'x-served-by'?: string } | undefined;
      return !operation?.['x-served-by'] && !routed.has(`${method} ${path}`);
    })
    .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
}

/**
 * Registry prefixes of the service that are neither covered by a documented path nor declared not built,
 * and declared-not-built prefixes that a route or a documented path does cover (the declaration is stale).
 */
export function prefixCoverageProblems(
  prefixes: readonly string[],
  routes: readonly RouterRoute[],
  document: OpenApiDocument,
): string[] {
  const documentedPaths = Object.keys(document.paths);
  const notBuilt = new Set(document['x-not-built-prefixes']);
  const problems: string[] = [];
  for (const prefix of prefixes) {
    const covered = documentedPaths.some((path) => routeMatches(prefix, path));
    const routed = routes.some((route) => routeMatches(prefix, route.path));
    if (notBuilt.has(prefix) && (covered || routed)) problems.push(`${prefix} is declared not built, but a route serves it`);
    if (!notBuilt.has(prefix) && !covered) problems.push(`${prefix} has no documented path and is not declared not built`);
  }
  for (const prefix of notBuilt) {
    if (!prefixes.includes(prefix)) problems.push(`${prefix} is declared not built, but the registry gives the service no such prefix`);
  }
  return problems;
}
