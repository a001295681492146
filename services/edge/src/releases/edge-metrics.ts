/**
 * The edge's Prometheus metrics (docs/architecture.md, "Metrics"): field telemetry by remote, version
 * and route, what was refused, and what never reached the release controller. Served on EDGE_METRICS_PORT, never on the site's own
 * port, since browsers reach every path of the edge that is not an API prefix.
 */
import { VITAL_BUCKETS_MS } from '@alive/domain';
import { HTTP_DURATION_BUCKETS } from '@alive/service-kit';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { EdgeRequestLabel } from '../request-metrics.ts';

const VITAL_SECONDS_BUCKETS = VITAL_BUCKETS_MS.map((ms) => ms / 1000);
const CLS_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

export function createEdgeMetrics(options: { defaultMetrics?: boolean } = {}) {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'edge' });
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry });
  const labelNames = ['remote', 'version', 'route'] as const;
  const vital = (name: string, help: string, buckets: number[]) => new Histogram({ name, help, labelNames, buckets, registers: [registry] });
  return {
    registry,
    /**
     * Every request the edge answers, under the services' metric name and buckets so one objective's
     * query fits both (docs/deploy.md, "Service-level objectives"); `upstream` is the service a proxied
     * request went to, or `edge` (request-metrics.ts).
     */
    requests: new Histogram<EdgeRequestLabel>({
      name: 'http_request_duration_seconds',
      help: 'Time from the request reaching the edge to its response, by route (API prefix or own path), upstream and status.',
      labelNames: ['method', 'route', 'status', 'upstream'],
      buckets: [...HTTP_DURATION_BUCKETS],
      registers: [registry],
    }),
    vitals: {
      LCP: vital('rum_lcp_seconds', 'Largest Contentful Paint reported by browsers', VITAL_SECONDS_BUCKETS),
      INP: vital('rum_inp_seconds', 'Interaction to Next Paint reported by browsers', VITAL_SECONDS_BUCKETS),
      TTFB: vital('rum_ttfb_seconds', 'Time to First Byte reported by browsers', VITAL_SECONDS_BUCKETS),
      FCP: vital('rum_fcp_seconds', 'First Contentful Paint reported by browsers', VITAL_SECONDS_BUCKETS),
      CLS: vital('rum_cls', 'Cumulative Layout Shift reported by browsers (unitless)', CLS_BUCKETS),
    },
    remoteLoads: new Counter({
      name: 'rum_remote_loads_total',
      help: 'Remote loads reported by browsers, one per remote per page load, by outcome (ok, failed)',
      labelNames: [...labelNames, 'outcome'],
      registers: [registry],
    }),
    clientErrors: new Counter({
      name: 'rum_client_errors_total',
      help: 'Client errors reported by browsers, by source (load, integrity, render, uncaught, rejection)',
      labelNames: [...labelNames, 'source'],
      registers: [registry],
    }),
    beacons: new Counter({
      name: 'rum_beacons_total',
      help: 'Telemetry batches received, by outcome (accepted, invalid, too_large, unsupported_type, rate_limited, cross_origin, no_token, bad_token, expired_token)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    droppedEvents: new Counter({
      name: 'rum_events_dropped_total',
      help: 'Events of accepted batches not counted, by reason (not_served: a remote or version the page-load token does not name; duplicate_load; over_bound: past what one page load may report)',
      labelNames: ['reason'],
      registers: [registry],
    }),
    pageTokens: new Counter({
      name: 'rum_page_tokens_issued_total',
      help: 'Page-load tokens issued with /remotes.json',
      registers: [registry],
    }),
    pageTokensWithheld: new Counter({
      name: 'rum_page_tokens_withheld_total',
      help: 'Page loads served without a token because their client network had its share (RUM_TOKEN_RATE_LIMIT)',
      registers: [registry],
    }),
    forwardDropped: new Counter({
      name: 'rum_forward_dropped_total',
      help: 'Accepted telemetry batches never handed to the release controller (it was unreachable too long, or refused them)',
      registers: [registry],
    }),
    integrityFailures: new Counter({
      name: 'release_file_integrity_failures_total',
      help: 'Release files refused because their bytes on disk no longer match the hashes recorded at publishing',
      labelNames: ['remote', 'version'],
      registers: [registry],
    }),
  };
}

export type EdgeMetrics = ReturnType<typeof createEdgeMetrics>;
