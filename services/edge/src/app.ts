import { RUM_PATH } from '@alive/contracts';
import { trustedClientAddress, trustedProxiesFrom } from '@alive/service-kit';
import Koa from 'koa';
import compress from 'koa-compress';
import { API_DOCS_PATH, apiDocs } from './api-docs.ts';
import { apiRequests } from './api-requests.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { serveApiBeforeKoa } from './edge-callback.ts';
import { withDefaults, type EdgeConfig, type EdgeOptions } from './edge-options.ts';
import { health } from './health.ts';
import { pageExtras } from './page-extras.ts';
import { rumIngest } from './releases/rum-ingest.ts';
import { remoteAssets } from './remote-assets.ts';
import { remotesDocuments, remotesTable } from './remotes-table.ts';
import { requestLog } from './request-log.ts';
import { edgeRequestObserver } from './request-metrics.ts';
import { koaCompressOptions } from './response-compression.ts';
import { securityHeaders } from './security-headers.ts';
import { shellPages } from './shell-pages.ts';
import { errorToJson, hideSourceMaps, logEdgeErrors, withHeaders } from './site-middleware.ts';
import { upstreamPools } from './upstreams.ts';

export { SCREEN_DATA_WAIT_MS, SCREEN_PRELOAD_WAIT_MS, type EdgeOptions } from './edge-options.ts';

/** The API paths the edge answers itself, in its Koa chain: field telemetry and the API docs, where mounted. */
function koaServesApiPath(config: EdgeConfig): (path: string) => boolean {
  const rum = Boolean(config.rum && config.metrics);
  return (path) => (rum && path === RUM_PATH) || (config.apiDocs && (path === API_DOCS_PATH || path.startsWith(`${API_DOCS_PATH}/`)));
}

/**
 * The one site in front of everything: `/api/*` → owning service (streaming proxy, api-requests.ts),
 * `/remotes.json`, `/remotes/<name>/*` → that remote's build, everything else → the shell (a page load
 * gets one of its prerendered documents, page-documents.ts). Each job is a module of its own; this
 * puts them in order.
 */
export function createEdge(options: EdgeOptions): Koa {
  const config = withDefaults(options);
  const { logger, routes } = config;
  const headers = securityHeaders(
    contentSecurityPolicy({ remoteManifestUrls: Object.values(config.remoteManifest), oidcIssuer: config.oidcIssuer, localRemotes: config.allowRemoteOverrides }),
  );
  const pools = upstreamPools(config.upstreams);
  const remotes = remotesDocuments(config);
  // Route patterns the remotes declare, for bounded telemetry labels (grown as /remotes.json is built).
  const knownRoutes = new Set<string>(['/', '/*']);
  const app = new Koa();
  app.proxy = true;
  // The visitor's address (RUM limits, logs) believes X-Forwarded-For only from TRUSTED_PROXIES
  // (docs/architecture.md, "Trusted proxies"); the services, in turn, trust the edge.
  app.use(trustedClientAddress(trustedProxiesFrom(config.trustedProxies ?? [])));
  app.on('error', logEdgeErrors(logger));

  // Field telemetry is the edge's own API: it never reaches a service (docs/architecture.md, "Field
  // telemetry"). First, before the request log, the trace and the page headers: a beacon's 204 has no
  // body to protect or compress, and a thousand log lines a second would say less than rum_beacons_total.
  if (config.rum && config.metrics) {
    const { releases } = config;
    app.use(
      rumIngest({
        ...config.rum,
        metrics: config.metrics,
        remotes: Object.keys(config.remoteManifest),
        isPublished: (remote, version) => releases?.isPublished(remote, version) ?? false,
        knownRoute: (route) => knownRoutes.has(route),
      }),
    );
  }
  app.use(requestLog(logger));
  app.use(errorToJson(logger));
  app.use(withHeaders(headers));
  // The edge's own answers; proxied API answers are compressed by the proxy under the same rule (response-compression.ts).
  app.use(compress(koaCompressOptions));
  app.use(health(config));
  if (config.apiDocs) app.use(apiDocs({ upstreams: config.upstreams, routes, logger, timeoutMs: config.upstreamTimeoutMs }));
  app.use(hideSourceMaps(config.sourceMaps));
  app.use(remotesTable(config, remotes, knownRoutes));
  app.use(remoteAssets(config));
  app.use(shellPages(config.staticRoots.shell, remotes, pageExtras(config, pools, remotes)));

  // Every other API request is answered before the Koa chain (docs/architecture.md, "Replicas behind the edge").
  const answerApi = apiRequests({ routes, pools, headers, logger, upstreamTimeoutMs: config.upstreamTimeoutMs, servedByKoa: koaServesApiPath(config) });
  // Every request is timed before either takes it (request-metrics.ts).
  serveApiBeforeKoa(app, answerApi, config.metrics ? edgeRequestObserver(config.metrics.requests, routes) : undefined);
  return app;
}
