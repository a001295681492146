import type { Panel } from './grafana-model.ts';
import { rateBy, quantileBy, series } from './queries.ts';

/**
 * The event path's panels (docs/architecture.md, "The choice-event flow"): the outbox the relays drain,
 * and the durable consumers (libs/service-kit/src/events/consumer-metrics.ts). `matchers` narrow them to
 * one service; none shows them all.
 */
export function outboxPanels(): Panel[] {
  return [
    {
      title: 'Outbox: oldest pending event',
      description: 'Age of the oldest outbox row not yet published (one table, read by every relay\'s service). Grows while NATS or the relays are down.',
      unit: 's',
      queries: [{ expr: 'max(outbox_oldest_pending_age_seconds)', legend: 'oldest pending' }],
    },
    {
      title: 'Outbox: pending events',
      description: 'Outbox rows waiting to be published.',
      unit: 'short',
      queries: [{ expr: 'max(outbox_pending_events)', legend: 'pending' }],
    },
  ];
}

export function consumerPanels(matchers: readonly string[] = []): Panel[] {
  return [
    {
      title: 'Consumers: messages not yet acknowledged',
      description: 'Per durable consumer, over every replica: waiting to be delivered plus being handled.',
      unit: 'short',
      queries: [{ expr: `max by (consumer) (${series('event_consumer_pending_messages', matchers)})`, legend: '{{consumer}}' }],
    },
    {
      title: 'Consumers: time since a message was handled',
      description: 'Long is fine while nothing is pending; long with messages pending is a stalled consumer (EventConsumerStalled).',
      unit: 's',
      queries: [{ expr: `time() - max by (consumer) (${series('event_consumer_last_handled_timestamp_seconds', matchers)})`, legend: '{{consumer}}' }],
    },
    {
      title: 'Consumers: messages handled',
      description: 'Per second, by consumer and outcome (failed: thrown, redelivered later).',
      unit: 'short',
      queries: [{ expr: rateBy(['consumer', 'outcome'], [series('event_consumer_handled_total', matchers)]), legend: '{{consumer}} {{outcome}}' }],
    },
  ];
}

/** The recommendations consumer of choice.made (services/recommendations/src/recommendation-metrics.ts). */
export function choiceEventPanels(): Panel[] {
  return [
    {
      title: 'Choice events: delivery lag p99',
      description: 'From a choice being made to the recommendations consumer starting on its event.',
      unit: 's',
      queries: [{ expr: quantileBy(0.99, ['consumer'], ['event_delivery_lag_seconds_bucket']), legend: '{{consumer}}' }],
    },
    {
      title: 'Choice events: handled by outcome',
      description: 'Per second, by outcome (processed, refresh-requested, duplicate, invalid, failed).',
      unit: 'short',
      queries: [{ expr: rateBy(['outcome'], ['event_processing_duration_seconds_count']), legend: '{{outcome}}' }],
    },
  ];
}
