/**
 * The release controller's own metrics, served with its request metrics on its internal endpoints
 * (docs/architecture.md, "Internal endpoints"): what the judge decided, and what happened to the
 * telemetry the edges forwarded.
 */
import { Counter, type Registry } from 'prom-client';

export function createReleasesMetrics() {
  const counters: Counter[] = [];
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) => {
    const made = new Counter({ name, help, labelNames: [...labelNames], registers: [] });
    counters.push(made);
    return made;
  };
  return {
    canaryVerdicts: counter('release_canary_verdicts_total', 'Judgements of running canaries, by remote and verdict', ['remote', 'verdict']),
    automaticRollbacks: counter('release_automatic_rollbacks_total', 'Canaries whose share the judge set to 0 because they did worse than stable', ['remote', 'version']),
    forwardedBatches: counter(
      'release_telemetry_batches_total',
      'Telemetry batches the edges forwarded, by outcome (counted, bad_token, expired_token)',
      ['outcome'],
    ),
    forwardedEvents: counter('release_telemetry_events_total', 'Events of forwarded batches, by outcome (counted, not_served, unversioned)', ['outcome']),
    /** Adds every counter to a registry (the service's /metrics). */
    register(registry: Registry): void {
      for (const made of counters) registry.registerMetric(made);
    },
  };
}

export type ReleasesMetrics = ReturnType<typeof createReleasesMetrics>;
