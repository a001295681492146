/**
 * What the release controller does with the telemetry an edge forwards (docs/deploy.md, "Only real page
 * loads report"): it checks each batch's page-load token again (the edges and this process share
 * RUM_TOKEN_KEYS), keeps only events of a remote version that token says was served (for a remote
 * served without a version, the build the token names), and counts them per minute and per page load. The edge already refused forgeries; checking again means a request that
 * reaches this process by another way than an edge counts for nothing without a real token.
 */
import { buildIdOfLabel, type RumEvent, type RumForward } from '@alive/contracts';
import { addToHistogram } from '@alive/domain';
import type { PageLoadClaims, PageLoadTokens } from '@alive/service-kit';
import type { ReleasesMetrics } from '../releases-metrics.ts';
import type { RumAggregator } from './telemetry-aggregator.ts';

/**
 * An edge accepts a batch up to its token's last moment and forwards it within seconds; this much later
 * the token still counts here.
 */
export const FORWARD_GRACE_MS = 2 * 60 * 1000;

export interface TelemetryIntakeOptions {
  tokens: PageLoadTokens;
  aggregator: RumAggregator;
  metrics: Pick<ReleasesMetrics, 'forwardedBatches' | 'forwardedEvents'>;
  now?: () => number;
}

function fold(aggregator: RumAggregator, claims: PageLoadClaims, event: RumEvent & { remote: string; version: string }): void {
  const counts = aggregator.counts(event.remote, event.version);
  const pageLoad = (fact: Parameters<RumAggregator['pageLoad']>[3]) => aggregator.pageLoad(claims, event.remote, event.version, fact);
  switch (event.kind) {
    case 'load':
      counts.loads += 1;
      if (!event.ok) counts.failedLoads += 1;
      return pageLoad({ loaded: true, failed: !event.ok });
    case 'error':
      counts.errors += 1;
      if (event.first) counts.erroredLoads += 1;
      return pageLoad({ errored: true });
    case 'vital':
      if (event.name === 'LCP') {
        addToHistogram(counts.lcp, event.value);
        pageLoad({ lcp: event.value });
      }
      if (event.name === 'INP') {
        addToHistogram(counts.inp, event.value);
        pageLoad({ inp: event.value });
      }
  }
}

/**
 * The version an event counts under: the one it names, or for a remote served without one the build
 * its token names (`build:<id>`: the Releases screen shows it as a version); null for neither.
 */
function versionOf(claims: PageLoadClaims, remote: string, version: string | undefined): string | null {
  if (version) return version;
  const served = claims.served[remote];
  return buildIdOfLabel(served) ? served! : null;
}

export function createTelemetryIntake(options: TelemetryIntakeOptions) {
  const { tokens, aggregator, metrics } = options;
  const now = options.now ?? Date.now;
  return {
    /** Counts what a forward holds; answers how many batches carried a valid token and how many events counted. */
    accept(forward: RumForward): { batches: number; events: number } {
      let counted = 0;
      let batches = 0;
      for (const { token, events } of forward.batches) {
        const check = tokens.verify(token, now() - FORWARD_GRACE_MS);
        if (!check.ok) {
          metrics.forwardedBatches.inc({ outcome: check.reason === 'expired' ? 'expired_token' : 'bad_token' });
          continue;
        }
        metrics.forwardedBatches.inc({ outcome: 'counted' });
        batches += 1;
        for (const event of events) {
          const version = event.remote ? versionOf(check.claims, event.remote, event.version) : null;
          if (!event.remote || !version) {
            metrics.forwardedEvents.inc({ outcome: 'unversioned' });
            continue;
          }
          if (check.claims.served[event.remote] !== version) {
            metrics.forwardedEvents.inc({ outcome: 'not_served' });
            continue;
          }
          fold(aggregator, check.claims, { ...event, remote: event.remote, version });
          metrics.forwardedEvents.inc({ outcome: 'counted' });
          counted += 1;
        }
      }
      return { batches, events: counted };
    },
  };
}

export type TelemetryIntake = ReturnType<typeof createTelemetryIntake>;
