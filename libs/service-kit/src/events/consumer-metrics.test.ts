import { describe, expect, it } from 'vitest';
import { Registry } from 'prom-client';
import { createInProcessBus } from '@alive/events';
import { waitFor } from '@alive/events/testing';
import { observeConsumers } from './consumer-metrics.ts';

/** The value of one sample line of the text exposition, or undefined when absent. */
async function sample(registry: Registry, name: string, labels: Record<string, string>): Promise<number | undefined> {
  const line = (await registry.metrics())
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('consumer metrics', () => {
  it('reports what a durable has not acknowledged, when it last made progress, and how handling went', async () => {
    const bus = createInProcessBus();
    let clock = 1_000_000;
    const observed = observeConsumers(bus, () => clock);
    const registry = new Registry();
    observed.register(registry);
    let release: () => void = () => undefined;
    let held = new Promise<void>((resolve) => (release = resolve));
    let failNext = false;
    const consumption = await observed.bus.consume({
      durable: 'things-made',
      subject: 'things.made',
      queue: 'things',
      handler: async () => {
        if (failNext) {
          failNext = false;
          throw new Error('transient');
        }
        await held;
      },
    });
    // Attaching counts as progress: a new consumer is not stalled before its first message.
    expect(await sample(registry, 'event_consumer_last_handled_timestamp_seconds', { consumer: 'things-made' })).toBe(1000);
    expect(await sample(registry, 'event_consumer_pending_messages', { consumer: 'things-made' })).toBe(0);

    for (const n of [1, 2]) await observed.bus.publish('things.made', { n }, { msgId: `m${n}` });
    await waitFor(async () => (await sample(registry, 'event_consumer_pending_messages', { consumer: 'things-made' })) === 2);
    clock = 1_060_000;
    release();
    await waitFor(async () => (await sample(registry, 'event_consumer_pending_messages', { consumer: 'things-made' })) === 0);
    expect(await sample(registry, 'event_consumer_handled_total', { consumer: 'things-made', outcome: 'acked' })).toBe(2);
    expect(await sample(registry, 'event_consumer_last_handled_timestamp_seconds', { consumer: 'things-made' })).toBe(1060);

    failNext = true;
    held = Promise.resolve();
    await observed.bus.publish('things.made', { n: 3 }, { msgId: 'm3' });
    await waitFor(async () => (await sample(registry, 'event_consumer_handled_total', { consumer: 'things-made', outcome: 'failed' })) === 1);

    await consumption.stop();
    // A stopped consumer says nothing: its replicas elsewhere report the durable.
    expect(await sample(registry, 'event_consumer_last_handled_timestamp_seconds', { consumer: 'things-made' })).toBeUndefined();
    await bus.close();
  });

  it('leaves the pending count out, and the scrape working, while the bus cannot say', async () => {
    const bus = createInProcessBus();
    const observed = observeConsumers({
      ...bus,
      consume: async (options) => ({ ...(await bus.consume(options)), pending: () => Promise.reject(new Error('nats unreachable')) }),
    });
    const registry = new Registry();
    observed.register(registry);
    await observed.bus.consume({ durable: 'things-made', subject: 'things.made', queue: 'things', handler: async () => undefined });
    const text = await registry.metrics();
    expect(text).not.toMatch(/^event_consumer_pending_messages\{/m);
    expect(text).toMatch(/^event_consumer_last_handled_timestamp_seconds\{consumer="things-made"\} /m);
    await bus.close();
  });
});
