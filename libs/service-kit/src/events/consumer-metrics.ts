import type { ConsumeOptions, Consumption, EventBus } from '@alive/events';
import { Counter, Gauge, type Registry } from 'prom-client';

/**
 * The event bus a service entry gets (run-service.ts), watched per durable consumer, and the metrics that
 * say whether each consumer keeps up (docs/architecture.md, "Metrics"; docs/runbooks.md,
 * EventConsumerStalled): what the durable has not acknowledged yet, when this process last handled one of
 * its messages, and how handling went. A consumer with messages waiting and no progress for minutes is
 * stalled; one with nothing waiting is idle, however long ago it last handled one.
 */
export interface ObservedConsumers {
  /** The same bus; every `consume` on it is watched. */
  bus: EventBus;
  /** Adds the consumer metrics to a service's registry (its `/metrics`). */
  register(registry: Registry): void;
}

interface Watched {
  consumptions: Set<Consumption>;
  /** Unix seconds of the last message handled, or of attaching before the first: a new consumer is not stalled yet. */
  lastProgress: number;
}

export function observeConsumers(bus: EventBus, now: () => number = Date.now): ObservedConsumers {
  const consumers = new Map<string, Watched>();
  const handled = new Counter({
    name: 'event_consumer_handled_total',
    help: 'Messages this process handled per durable consumer, by outcome (acked; failed = thrown, redelivered later).',
    labelNames: ['consumer', 'outcome'] as const,
    registers: [],
  });

  const watched: EventBus = {
    publish: (subject, payload, options) => bus.publish(subject, payload, options),
    isReady: () => bus.isReady(),
    close: () => bus.close(),
    async consume<T>(options: ConsumeOptions<T>): Promise<Consumption> {
      const entry = consumers.get(options.durable) ?? { consumptions: new Set<Consumption>(), lastProgress: now() / 1000 };
      consumers.set(options.durable, entry);
      const consumption = await bus.consume<T>({
        ...options,
        handler: async (message) => {
          try {
            await options.handler(message);
          } catch (error) {
            handled.inc({ consumer: options.durable, outcome: 'failed' });
            throw error;
          }
          handled.inc({ consumer: options.durable, outcome: 'acked' });
          entry.lastProgress = now() / 1000;
        },
      });
      entry.consumptions.add(consumption);
      return {
        attached: consumption.attached,
        pending: () => consumption.pending(),
        async stop() {
          entry.consumptions.delete(consumption);
          await consumption.stop();
        },
      };
    },
  };

  const lastHandled = new Gauge({
    name: 'event_consumer_last_handled_timestamp_seconds',
    help: 'When this process last handled a message of the durable consumer (or attached it, before the first), Unix seconds.',
    labelNames: ['consumer'] as const,
    registers: [],
    collect() {
      this.reset();
      for (const [consumer, entry] of consumers) if (entry.consumptions.size > 0) this.set({ consumer }, entry.lastProgress);
    },
  });
  const pending = new Gauge({
    name: 'event_consumer_pending_messages',
    help: 'Messages of the durable consumer not yet acknowledged (waiting plus being handled), over every replica; absent while the bus cannot say.',
    labelNames: ['consumer'] as const,
    registers: [],
    async collect() {
      this.reset();
      await Promise.all(
        [...consumers].map(async ([consumer, entry]) => {
          const [first] = entry.consumptions;
          // The bus down or the consumer not attached yet: no sample, rather than a failed scrape.
          const count = await first?.pending().catch(() => undefined);
          if (count !== undefined) this.set({ consumer }, count);
        }),
      );
    },
  });

  return {
    bus: watched,
    register(registry) {
      registry.registerMetric(handled);
      registry.registerMetric(lastHandled);
      registry.registerMetric(pending);
    },
  };
}
