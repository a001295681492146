import Router from '@koa/router';
import type { Middleware } from 'koa';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { OutboxTable } from '@alive/db';

/**
 * Prometheus metrics of one service process (docs/architecture.md, "Metrics"), scraped from
 * `GET /metrics`: on the service's own port while it binds to loopback, else on its internal port
 * (docs/architecture.md, "Internal endpoints"). The edge proxies only `/api/*`, so the browser never
 * reaches it through the edge; in a cluster the scraper talks to the pods directly.
 */
export interface ServiceMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  /** Requests refused by the per-account limit (docs/architecture.md, "Rate limits"). */
  rateLimited: Counter;
}

/**
 * Seconds; from a health probe (~1 ms) to a slow AI call (several seconds). The edge uses the same
 * buckets, and every latency objective's threshold is one of them (docs/deploy.md, "Service-level objectives").
 */
export const HTTP_DURATION_BUCKETS: readonly number[] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The `method` label: unknown methods count as `other`, so clients cannot grow the label set. */
export function requestMethodLabel(method: string): string {
  return KNOWN_METHODS.has(method) ? method : 'other';
}

export function createServiceMetrics(service: string): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request reaching the service to its response, by route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [...HTTP_DURATION_BUCKETS],
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'http_requests_rate_limited_total',
    help: 'Requests refused with 429 because their signed-in account was over its per-account request rate.',
    registers: [registry],
  });
  return { registry, requestDuration, rateLimited };
}

/**
 * Observes every request's duration. Labels stay bounded: the route is the router's pattern
 * (`/api/groups/:id`, never the id itself) or `unmatched`, and unknown methods count as `other`.
 */
export function requestMetrics(metrics: ServiceMetrics): Middleware {
  return async function requestMetricsMiddleware(ctx, next) {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      metrics.requestDuration.observe(
        {
          method: requestMethodLabel(ctx.method),
          route: typeof matched === 'string' ? matched : 'unmatched',
          status: String(ctx.status),
        },
        seconds,
      );
    }
  };
}

export function metricsRouter(metrics: ServiceMetrics): Router {
  const router = new Router();
  router.get('/metrics', async (ctx) => {
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  });
  return router;
}

/** The slice of Prisma the outbox gauges read. */
export interface OutboxBacklogSource {
  $queryRawUnsafe<T = unknown>(query: string): PromiseLike<T>;
}

/**
 * Outbox backlog, read when scraped: rows not yet published and the age of the oldest. A growing
 * backlog means the relay or the bus is behind (docs/architecture.md, "Events").
 */
export function registerOutboxBacklog(registry: Registry, prisma: OutboxBacklogSource, outbox: OutboxTable): void {
  // The service's own outbox (docs/data-ownership.md); the name is an OutboxTable, never input.
  if (!/^([a-z]+_)?outbox_events$/.test(outbox)) throw new Error(`not an outbox table: ${outbox}`);
  let last: Promise<{ pending: number; oldestSeconds: number }> | undefined;
  const read = () =>
    (last ??= Promise.resolve(
      prisma.$queryRawUnsafe<{ pending: number; oldestSeconds: number }[]>(
        `SELECT count(*)::int AS pending,
                coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS "oldestSeconds"
           FROM ${outbox} WHERE status = 'pending'`,
      ),
    )
      .then((rows) => rows[0] ?? { pending: 0, oldestSeconds: 0 })
      .finally(() => {
        last = undefined;
      }));
  new Gauge({
    name: 'outbox_pending_events',
    help: 'Outbox rows waiting to be published to the event bus.',
    registers: [registry],
    async collect() {
      this.set((await read()).pending);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest outbox row waiting to be published (0 when none waits).',
    registers: [registry],
    async collect() {
      this.set((await read()).oldestSeconds);
    },
  });
}
