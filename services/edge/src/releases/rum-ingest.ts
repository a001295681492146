/**
 * `POST /api/rum`: field telemetry from the shell (libs/contracts rum.ts; docs/architecture.md, "Field
 * telemetry"). The edge ingests it itself, no service hop: it checks the batch, counts it into
 * Prometheus metrics and into the per-minute counts the canary judge reads, and answers 204. Labels
 * stay bounded: a remote the registry does not know, a version not published or a route no remote
 * declares is counted under `none`, `unknown` or `other`, and only published versions reach Postgres.
 */
import { RUM_MAX_BODY_BYTES, RUM_PATH, rumBatchSchema, type RumEvent } from '@alive/contracts';
import { addToHistogram } from '@alive/domain';
import type { Context, Middleware } from 'koa';
import { NO_STORE } from '../cache-policy.ts';
import type { EdgeMetrics } from './edge-metrics.ts';
import type { MemoryRateLimit } from './memory-rate-limit.ts';
import type { RumAggregator } from './rum-aggregator.ts';

export interface RumIngestOptions {
  aggregator: RumAggregator | null;
  metrics: EdgeMetrics;
  remotes: readonly string[];
  isPublished(remote: string, version: string): boolean;
  /** Whether a route pattern is one a remote declares (or the shell's own); others count as `other`. */
  knownRoute(route: string): boolean;
  /** Batches per client address, and per page load. */
  perAddress: MemoryRateLimit;
  perPage: MemoryRateLimit;
}

export const UNVERSIONED = 'unversioned';

class RumRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly outcome: string,
  ) {
    super(message);
  }
}

/** The visitor's address as the edge's trusted-proxy rule found it (docs/architecture.md, "Trusted proxies"). */
function clientAddress(ctx: Context): string {
  return ctx.ip || 'unknown';
}

async function readBody(ctx: Context): Promise<string> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > RUM_MAX_BODY_BYTES) throw new RumRefusal(413, `A telemetry batch is at most ${RUM_MAX_BODY_BYTES} bytes`, 'too_large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > RUM_MAX_BODY_BYTES) throw new RumRefusal(413, `A telemetry batch is at most ${RUM_MAX_BODY_BYTES} bytes`, 'too_large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function refuseOverLimit(limit: MemoryRateLimit, key: string, ctx: Context): void {
  const waitMs = limit.hit(key);
  if (waitMs === null) return;
  ctx.set('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw new RumRefusal(429, 'Too many telemetry batches; please send fewer', 'rate_limited');
}

export function rumIngest(options: RumIngestOptions): Middleware {
  const { metrics, aggregator } = options;

  const labels = (event: { remote?: string; version?: string; route: string }) => {
    const remote = event.remote && options.remotes.includes(event.remote) ? event.remote : 'none';
    const version = !event.version ? UNVERSIONED : remote !== 'none' && options.isPublished(remote, event.version) ? event.version : 'unknown';
    return { remote, version, route: options.knownRoute(event.route) ? event.route : 'other' };
  };

  function count(event: RumEvent): void {
    const label = labels(event);
    // Only published versions are judged; the rest is for the metrics alone.
    const counts = aggregator && label.remote !== 'none' && label.version !== 'unknown' && label.version !== UNVERSIONED ? aggregator.counts(label.remote, label.version) : null;
    switch (event.kind) {
      case 'load':
        metrics.remoteLoads.inc({ ...label, outcome: event.ok ? 'ok' : 'failed' });
        if (counts) {
          counts.loads += 1;
          if (!event.ok) counts.failedLoads += 1;
        }
        return;
      case 'error':
        metrics.clientErrors.inc({ ...label, source: event.source });
        if (counts) {
          counts.errors += 1;
          if (event.first) counts.erroredLoads += 1;
        }
        return;
      case 'vital':
        metrics.vitals[event.name].observe(label, event.name === 'CLS' ? event.value : event.value / 1000);
        if (counts && event.name === 'LCP') addToHistogram(counts.lcp, event.value);
        if (counts && event.name === 'INP') addToHistogram(counts.inp, event.value);
        return;
    }
  }

  return async function rumIngestRoute(ctx, next) {
    if (ctx.path !== RUM_PATH) return next();
    ctx.set('Cache-Control', NO_STORE);
    try {
      if (ctx.method !== 'POST') {
        ctx.set('Allow', 'POST');
        throw new RumRefusal(405, 'Telemetry is sent with POST', 'invalid');
      }
      // sendBeacon sends a string as text/plain; the shell sends a JSON Blob.
      if (!ctx.is('application/json', 'text/plain')) throw new RumRefusal(415, 'A telemetry batch is JSON (application/json or text/plain)', 'unsupported_type');
      refuseOverLimit(options.perAddress, clientAddress(ctx), ctx);
      const text = await readBody(ctx);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new RumRefusal(400, 'The telemetry batch is not JSON', 'invalid');
      }
      const parsed = rumBatchSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new RumRefusal(400, `Invalid telemetry batch: ${issue?.path.join('.') || 'body'} ${issue?.message ?? ''}`.trim(), 'invalid');
      }
      refuseOverLimit(options.perPage, parsed.data.page, ctx);
      for (const event of parsed.data.events) count(event);
      metrics.beacons.inc({ outcome: 'accepted' });
      ctx.status = 204;
    } catch (error) {
      if (!(error instanceof RumRefusal)) throw error;
      metrics.beacons.inc({ outcome: error.outcome });
      ctx.status = error.status;
      ctx.body = { message: error.message };
    }
  };
}
