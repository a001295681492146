import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * What this replica measures beyond the kit's request metrics (docs/architecture.md, "Metrics"):
 * cache reads (hit = answered from a fresh list; the hit rate is hits / all reads), and for the
 * `choice.made` consumer the time from the choice to its handling (delivery lag) and the handling
 * time by outcome. Made before the app (the consumer starts first) and registered by the app.
 */
export interface RecommendationMetrics {
  cacheReads: Counter<'result'>;
  eventLag: Histogram<'consumer'>;
  eventProcessing: Histogram<'consumer' | 'outcome'>;
  register(registry: Registry): void;
}

export function createRecommendationMetrics(): RecommendationMetrics {
  const cacheReads = new Counter({
    name: 'recommendation_cache_reads_total',
    help: 'Personalized list reads: result="hit" answered from a fresh cached list, "miss" otherwise.',
    labelNames: ['result'] as const,
    registers: [],
  });
  const eventLag = new Histogram({
    name: 'event_delivery_lag_seconds',
    help: 'Time from an event occurring (its occurredAt) to a consumer starting to handle it.',
    labelNames: ['consumer'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [],
  });
  const eventProcessing = new Histogram({
    name: 'event_processing_duration_seconds',
    help: 'Time a consumer spent handling one event, by outcome (failed = thrown, redelivered later).',
    labelNames: ['consumer', 'outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [],
  });
  return {
    cacheReads,
    eventLag,
    eventProcessing,
    register(registry) {
      registry.registerMetric(cacheReads);
      registry.registerMetric(eventLag);
      registry.registerMetric(eventProcessing);
    },
  };
}
