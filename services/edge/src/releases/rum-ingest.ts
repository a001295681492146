/**
 * `POST /api/rum`: field telemetry from the shell (libs/contracts rum.ts; docs/architecture.md, "Field
 * telemetry"). The edge checks it and counts it into its Prometheus metrics itself, then hands the events
 * of published versions, and of builds served without one (`build:<id>` in the token), to the release
 * controller (telemetry-forwarder.ts), which counts them for the canary judge and the Releases screen. Only what a real page load was served can count (docs/deploy.md, "Only real page loads
 * report"):
 * - a batch from another site is refused (`Origin`, `Sec-Fetch-Site`), so no page elsewhere can make
 *   its visitors report for us;
 * - a batch counts only under a valid page-load token from `/remotes.json`; an event only for a remote
 *   and version that token says were served, and only within what one page load can report
 *   (page-load-bounds.ts);
 * - the limits are keyed by the client address and the token's page id, never by an id the client makes.
 * Everything refused or dropped is counted (`rum_beacons_total{outcome}`, `rum_events_dropped_total{reason}`).
 * Labels stay bounded: an unknown remote is `none`, an unpublished version `unknown`, an undeclared route `other`.
 */
import { buildIdOfLabel, RUM_MAX_BODY_BYTES, RUM_PATH, rumBatchSchema, type RumEvent } from '@alive/contracts';
import type { PageLoadClaims, PageLoadTokens } from '@alive/service-kit';
import type { Context, Middleware } from 'koa';
import { NO_STORE } from '../cache-policy.ts';
import type { EdgeMetrics } from './edge-metrics.ts';
import type { MemoryRateLimit } from './memory-rate-limit.ts';
import { createPageLoadBounds, type BoundVerdict, type PageLoadBounds } from './page-load-bounds.ts';
import type { TelemetryForwarder } from './telemetry-forwarder.ts';

export interface RumIngestOptions {
  /** Where the events of published versions go to be judged; null without a release controller. */
  forwarder: Pick<TelemetryForwarder, 'add'> | null;
  metrics: EdgeMetrics;
  remotes: readonly string[];
  isPublished(remote: string, version: string): boolean;
  /** Whether a route pattern is one a remote declares (or the shell's own); others count as `other`. */
  knownRoute(route: string): boolean;
  /** Batches per client address, and per page load (the token's page id). */
  perAddress: MemoryRateLimit;
  perPage: MemoryRateLimit;
  /** Checks the page-load tokens `/remotes.json` issued. */
  tokens: PageLoadTokens;
  bounds?: PageLoadBounds;
  now?: () => number;
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
export function clientAddress(ctx: Context): string {
  return ctx.ip || 'unknown';
}

/**
 * Whether the batch comes from a page of another site. `sendBeacon` from the site's own pages is
 * same-origin; a client that sends neither header (a script, a test) is not a browser page of another
 * site, and still needs a valid token.
 */
function fromAnotherSite(ctx: Context): boolean {
  const site = ctx.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = ctx.get('origin');
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true; // `Origin: null` (a sandboxed frame, a data: page) is another site too
  }
  return host !== ctx.host && host !== ctx.get('host');
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

const TOKEN_REFUSALS = {
  malformed: ['The page-load token is not one this site issued', 'bad_token'],
  bad_signature: ['The page-load token is not one this site issued', 'bad_token'],
  expired: ['The page-load token has expired; reload the page', 'expired_token'],
} as const;

/**
 * Whether the token says this event's remote was served at this version (an event without a remote is
 * the shell's own). A remote served without a version reports none; the token names its build.
 */
function wasServed(claims: PageLoadClaims, event: RumEvent): boolean {
  if (!event.remote) return true;
  const served = claims.served[event.remote];
  if (served === undefined) return false;
  return event.version ? served === event.version : served === '' || buildIdOfLabel(served) !== null;
}

export function rumIngest(options: RumIngestOptions): Middleware {
  const { metrics, forwarder, tokens } = options;
  const bounds = options.bounds ?? createPageLoadBounds();
  const now = options.now ?? Date.now;

  const labels = (event: { remote?: string; version?: string; route: string }) => {
    const remote = event.remote && options.remotes.includes(event.remote) ? event.remote : 'none';
    const version = !event.version ? UNVERSIONED : remote !== 'none' && options.isPublished(remote, event.version) ? event.version : 'unknown';
    return { remote, version, route: options.knownRoute(event.route) ? event.route : 'other' };
  };

  function bound(claims: PageLoadClaims, event: RumEvent): BoundVerdict {
    switch (event.kind) {
      case 'load':
        return bounds.load(claims.page, event.remote);
      case 'error':
        return bounds.error(claims.page);
      case 'vital':
        return bounds.vital(claims.page, `${event.name}\u0000${event.remote ?? ''}`);
    }
  }

  /**
   * Counts the event in the metrics; answers whether the release controller counts it too: a published
   * version's, or an unversioned build's the token names (the Releases screen shows those as versions).
   */
  function count(claims: PageLoadClaims, event: RumEvent): boolean {
    const label = labels(event);
    switch (event.kind) {
      case 'load':
        metrics.remoteLoads.inc({ ...label, outcome: event.ok ? 'ok' : 'failed' });
        break;
      case 'error':
        metrics.clientErrors.inc({ ...label, source: event.source });
        break;
      case 'vital':
        metrics.vitals[event.name].observe(label, event.name === 'CLS' ? event.value : event.value / 1000);
        break;
    }
    if (label.remote === 'none' || label.version === 'unknown') return false;
    return label.version !== UNVERSIONED || buildIdOfLabel(claims.served[label.remote]) !== null;
  }

  return async function rumIngestRoute(ctx, next) {
    if (ctx.path !== RUM_PATH) return next();
    ctx.set('Cache-Control', NO_STORE);
    try {
      if (ctx.method !== 'POST') {
        ctx.set('Allow', 'POST');
        throw new RumRefusal(405, 'Telemetry is sent with POST', 'invalid');
      }
      if (fromAnotherSite(ctx)) throw new RumRefusal(403, 'Telemetry is accepted only from this site\'s own pages', 'cross_origin');
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
      if (typeof body === 'object' && body !== null && !('token' in body)) {
        throw new RumRefusal(401, 'A telemetry batch needs the page-load token that /remotes.json gave its page', 'no_token');
      }
      const parsed = rumBatchSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new RumRefusal(400, `Invalid telemetry batch: ${issue?.path.join('.') || 'body'} ${issue?.message ?? ''}`.trim(), 'invalid');
      }
      const check = tokens.verify(parsed.data.token, now());
      if (!check.ok) {
        const [message, outcome] = TOKEN_REFUSALS[check.reason];
        throw new RumRefusal(401, message, outcome);
      }
      refuseOverLimit(options.perPage, check.claims.page, ctx);
      const judged: RumEvent[] = [];
      for (const sent of parsed.data.events) {
        // The page says which error is its first of a remote; the edge holds it to one per page load.
        const event = sent.kind === 'error' && sent.first ? { ...sent, first: bounds.firstError(check.claims.page, sent.remote ?? '') } : sent;
        if (!wasServed(check.claims, event)) {
          metrics.droppedEvents.inc({ reason: 'not_served' });
          continue;
        }
        const verdict = bound(check.claims, event);
        if (verdict !== 'ok') {
          metrics.droppedEvents.inc({ reason: verdict });
          continue;
        }
        if (count(check.claims, event)) judged.push(event);
      }
      forwarder?.add(parsed.data.token, judged);
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
