import Koa from 'koa';
import type Router from '@koa/router';
import type { ServiceConfig } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { trustedClientAddress, trustedProxiesFrom } from './trusted-proxies.ts';
import { healthRouter, type DatabasePing, type ReadinessCheck } from './health.ts';
import { endpointScope, inSequence, markHasInternalEndpoints } from './internal-endpoints.ts';
import { sessionMiddleware } from './session.ts';
import { requestContext } from './middleware/request-context.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { noStoreByDefault } from './middleware/no-store.ts';
import { originGuard } from './middleware/origin-guard.ts';
import { jsonBodyParser } from './middleware/body-parser.ts';
import { refuseNulInUrl } from './middleware/refuse-nul-in-url.ts';
import { refuseUnknownMethods } from './middleware/refuse-unknown-methods.ts';
import { currentUser, type UserLookup } from './middleware/current-user.ts';
import { openApiRouter } from './openapi/openapi-router.ts';
import type { ServiceOperations } from './openapi/operations.ts';
import { createServiceMetrics, metricsRouter, requestMetrics } from './metrics/service-metrics.ts';
import { accountLimiterOf, accountRateLimit, accountRateLimitIsOn } from './rate-limit/account-rate-limit.ts';
import type { Registry } from 'prom-client';

export interface CreateServiceAppOptions {
  /** Service name, used in logs, metrics and as its spans' `service.name` (docs/architecture.md, "Traces"). */
  name: string;
  /** A PrismaClient (only `$queryRawUnsafe` is used by the kit). */
  prisma: UserLookup & DatabasePing;
  routers: Router[];
  /** Extra readiness checks beside the database ping; reject to report not ready. Named by function name. */
  readinessChecks?: ReadinessCheck[];
  config: ServiceConfig;
  /** Defaults to a pino logger at `config.logLevel`. */
  logger?: Logger;
  /** JSON body size limit (default 100kb). */
  bodyLimit?: string;
  /**
   * Middleware that must run before body parsing and routers (e.g. auth's grant handler, which needs
   * the session but handles its own paths).
   */
  beforeRouters?: Koa.Middleware[];
  /** The service's operations table; served as an OpenAPI document on `GET /openapi.json` (docs/api.md). */
  operations?: ServiceOperations;
  /** Adds the service's own metrics (e.g. `registerOutboxBacklog`) to the registry served on `/metrics`. */
  registerMetrics?: (registry: Registry) => void;
}

/** The registry each app of createServiceApp serves on `/metrics`, for what the runner adds beside the app (run-service.ts). */
const metricsRegistries = new WeakMap<Koa, Registry>();

/** The registry an app of createServiceApp serves on `/metrics`; undefined for any other app (the edge, the identity provider). */
export function serviceMetricsRegistry(app: Koa): Registry | undefined {
  return metricsRegistries.get(app);
}

/**
 * The Koa app every service runs: request id + JSON request log → request metrics → Cache-Control: no-store by default → error handler →
 * /healthz, /readyz, and the internal endpoints /metrics, /openapi.json (on the internal listener only
 * when startService opened one) →
 * Origin check → signed session → strict input (no NUL in the URL) → per-account limit of a session
 * seen before → JSON bodies only (docs/api.md) → current user → per-account limit → the service's
 * routers → JSON 404.
 */
export function createServiceApp(opts: CreateServiceAppOptions): Koa {
  const { config } = opts;
  const logger = opts.logger ?? createLogger({ name: opts.name, level: config.logLevel });
  const app = new Koa();
  // Behind the edge / a TLS proxy: trust X-Forwarded-Proto/Host so `secure` cookies can be set.
  app.proxy = true;
  app.silent = true; // the error handler logs; Koa's default stderr dump would duplicate it

  const metrics = createServiceMetrics(opts.name);
  opts.registerMetrics?.(metrics.registry);
  metricsRegistries.set(app, metrics.registry);

  // Internal endpoints (docs/architecture.md, "Internal endpoints"): on the service's port while it
  // binds to loopback; off loopback startService moves them to the internal listener, and the public
  // port keeps /healthz and the bare status of /readyz (the kubelet's probes).
  markHasInternalEndpoints(app);
  const health = healthRouter({
    prisma: opts.prisma,
    readinessChecks: opts.readinessChecks,
    details: (ctx) => endpointScope(app, ctx) !== 'public',
  });
  const metricsRoutes = metricsRouter(metrics);
  const internalRouters = [health, metricsRoutes, ...(opts.operations ? [openApiRouter(opts.operations)] : [])];
  // Koa middleware as app.use would take them; the router fills in its own context fields.
  const routesOf = (router: Router): Koa.Middleware => router.routes() as Koa.Middleware;
  const internalRoutes = inSequence(internalRouters.map(routesOf));
  const publicRoutes = routesOf(health);

  // ctx.ip, every rate limit's key, believes X-Forwarded-For only from TRUSTED_PROXIES, counted from the
  // right, so a client cannot pick its own key (docs/architecture.md, "Trusted proxies").
  app.use(trustedClientAddress(trustedProxiesFrom(config.trustedProxies ?? [])));
  app.use(requestContext({ logger, service: opts.name }));
  // Outside the error handler, so it records the status error answers end with.
  app.use(requestMetrics(metrics));
  // Outside the error handler, so error answers (401, 404, 500...) get no-store as well.
  app.use(noStoreByDefault());
  app.use(errorHandler());
  app.use(
    refuseUnknownMethods((ctx) => {
      const scope = endpointScope(app, ctx);
      if (scope === 'internal') return internalRouters;
      return scope === 'public' ? [health, ...opts.routers] : [...internalRouters, ...opts.routers];
    }),
  );
  app.use(async function internalEndpoints(ctx, next) {
    const scope = endpointScope(app, ctx);
    if (scope === 'all') return internalRoutes(ctx, next);
    if (scope === 'public') return publicRoutes(ctx, next); // /metrics, /openapi.json: on to the JSON 404 like any unknown path
    // The internal listener serves nothing else: no session, no API.
    return internalRoutes(ctx, async () => {
      ctx.status = 404;
    });
  });
  app.use(originGuard({ allowedOrigins: [config.publicOrigin] }));
  app.use(sessionMiddleware(app, config));
  app.use(refuseNulInUrl());
  // One account's flood must not slow everyone else (docs/architecture.md, "Rate limits"). After the
  // internal endpoints, so health, readiness and metrics are never limited; the buckets and lines belong
  // to the configuration object, which the embedded site shares between its services.
  const limit = accountRateLimitIsOn(config.accountRateLimit)
    ? accountRateLimit(accountLimiterOf(config, config.accountRateLimit), () => metrics.rateLimited.inc())
    : undefined;
  if (limit) app.use(limit.beforeSessionLookup);
  app.use(jsonBodyParser({ limit: opts.bodyLimit }));
  app.use(currentUser({ prisma: opts.prisma, lifetimes: config }));
  if (limit) app.use(limit.afterSessionLookup);
  for (const middleware of opts.beforeRouters ?? []) app.use(middleware);
  for (const router of opts.routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
