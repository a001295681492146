import { afterEach, describe, expect, it } from 'vitest';
import type { BusMessage, EventBus } from './event-bus.ts';
import { waitFor } from './testing/wait-for.ts';

/**
 * Behaviour every EventBus must have; run against the in-process bus and against real NATS.
 * `makeBus` returns a fresh bus plus a subject prefix nothing else uses.
 */
export interface BusUnderTest {
  bus: EventBus;
  prefix: string;
  /** A second bus instance on the same broker (replicas), if the implementation has one. */
  sibling?: () => EventBus;
  cleanup: () => Promise<void>;
}

export function describeEventBusContract(name: string, makeBus: () => Promise<BusUnderTest>): void {
  describe(`${name} — EventBus contract`, () => {
    let current: BusUnderTest | undefined;
    afterEach(async () => {
      await current?.cleanup();
      current = undefined;
    });

    async function setup(): Promise<BusUnderTest> {
      current = await makeBus();
      return current;
    }

    it('delivers published payloads to a durable consumer with msgId and delivery count', async () => {
      const { bus, prefix } = await setup();
      const received: BusMessage<{ n: number }>[] = [];
      const consumer = await bus.consume<{ n: number }>({
        durable: 'contract-basic',
        subject: `${prefix}.basic`,
        queue: 'contract-basic',
        handler: async (m) => void received.push(m),
      });
      await consumer.attached;
      await bus.publish(`${prefix}.basic`, { n: 1 }, { msgId: 'm-1' });
      await bus.publish(`${prefix}.basic`, { n: 2 }, { msgId: 'm-2' });
      await waitFor(() => received.length === 2);
      expect(received.map((m) => m.payload.n)).toEqual([1, 2]);
      expect(received[0]).toMatchObject({ subject: `${prefix}.basic`, msgId: 'm-1', deliveryCount: 1 });
    });

    it('stores a repeated msgId once', async () => {
      const { bus, prefix } = await setup();
      const received: unknown[] = [];
      await bus.publish(`${prefix}.dedupe`, { n: 1 }, { msgId: 'same' });
      await bus.publish(`${prefix}.dedupe`, { n: 1 }, { msgId: 'same' });
      await bus.publish(`${prefix}.dedupe`, { n: 2 }, { msgId: 'other' });
      const consumer = await bus.consume({
        durable: 'contract-dedupe',
        subject: `${prefix}.dedupe`,
        queue: 'contract-dedupe',
        handler: async (m) => void received.push(m.payload),
      });
      await consumer.attached;
      await waitFor(() => received.length >= 2);
      await new Promise((r) => setTimeout(r, 300));
      expect(received).toEqual([{ n: 1 }, { n: 2 }]);
    });

    it('redelivers a message whose handler failed, and acks it once it succeeds', async () => {
      const { bus, prefix } = await setup();
      const attempts: number[] = [];
      const consumer = await bus.consume({
        durable: 'contract-retry',
        subject: `${prefix}.retry`,
        queue: 'contract-retry',
        handler: async (m) => {
          attempts.push(m.deliveryCount);
          if (m.deliveryCount < 2) throw new Error('transient');
        },
      });
      await consumer.attached;
      await bus.publish(`${prefix}.retry`, { n: 1 }, { msgId: 'r-1' });
      await waitFor(() => attempts.length === 2);
      await new Promise((r) => setTimeout(r, 1_200)); // longer than the next backoff: no 3rd delivery
      expect(attempts).toEqual([1, 2]);
    });

    it('keeps the durable position: messages published while stopped arrive on resume', async () => {
      const { bus, prefix } = await setup();
      const received: number[] = [];
      const handler = async (m: BusMessage<{ n: number }>) => void received.push(m.payload.n);
      const options = { durable: 'contract-resume', subject: `${prefix}.resume`, queue: 'contract-resume', handler };
      const first = await bus.consume(options);
      await first.attached;
      await bus.publish(`${prefix}.resume`, { n: 1 }, { msgId: 'p-1' });
      await waitFor(() => received.length === 1);
      await first.stop();
      await bus.publish(`${prefix}.resume`, { n: 2 }, { msgId: 'p-2' });
      await bus.publish(`${prefix}.resume`, { n: 3 }, { msgId: 'p-3' });
      const second = await bus.consume(options);
      await second.attached;
      await waitFor(() => received.length === 3);
      expect(received).toEqual([1, 2, 3]);
    });

    it('shares the work between consumers of the same durable and queue (each message once)', async () => {
      const under = await setup();
      const { prefix } = under;
      const replicaBus = under.sibling ? under.sibling() : under.bus;
      const seen = { a: [] as number[], b: [] as number[] };
      const slow = (into: number[]) => async (m: BusMessage<{ n: number }>) => {
        into.push(m.payload.n);
        await new Promise((r) => setTimeout(r, 5));
      };
      const base = { durable: 'contract-group', subject: `${prefix}.group.*`, queue: 'contract-group' };
      const a = await under.bus.consume({ ...base, handler: slow(seen.a) });
      const b = await replicaBus.consume({ ...base, handler: slow(seen.b) });
      await Promise.all([a.attached, b.attached]);
      const total = 60;
      for (let n = 0; n < total; n += 1) await under.bus.publish(`${prefix}.group.x`, { n }, { msgId: `g-${n}` });
      await waitFor(() => seen.a.length + seen.b.length >= total);
      await new Promise((r) => setTimeout(r, 300));
      const all = [...seen.a, ...seen.b].sort((x, y) => x - y);
      expect(all).toEqual(Array.from({ length: total }, (_, n) => n));
      expect(seen.a.length).toBeGreaterThan(0);
      expect(seen.b.length).toBeGreaterThan(0);
      if (replicaBus !== under.bus) await replicaBus.close();
    });

    it('only delivers subjects matching the consumer filter', async () => {
      const { bus, prefix } = await setup();
      const received: string[] = [];
      const consumer = await bus.consume({
        durable: 'contract-filter',
        subject: `${prefix}.filter.wanted`,
        queue: 'contract-filter',
        handler: async (m) => void received.push(m.subject),
      });
      await consumer.attached;
      await bus.publish(`${prefix}.filter.other`, {}, { msgId: 'f-1' });
      await bus.publish(`${prefix}.filter.wanted`, {}, { msgId: 'f-2' });
      await waitFor(() => received.length === 1);
      await new Promise((r) => setTimeout(r, 200));
      expect(received).toEqual([`${prefix}.filter.wanted`]);
    });

    it('counts the messages of a durable not yet acknowledged, on its subject only', async () => {
      const { bus, prefix } = await setup();
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const consumer = await bus.consume({
        durable: 'contract-pending',
        subject: `${prefix}.pending.wanted`,
        queue: 'contract-pending',
        handler: () => held,
      });
      await consumer.attached;
      for (const n of [1, 2, 3]) await bus.publish(`${prefix}.pending.wanted`, { n }, { msgId: `pending-${n}` });
      await bus.publish(`${prefix}.pending.other`, {}, { msgId: 'pending-other' });
      await waitFor(async () => (await consumer.pending()) === 3, 10_000, 'three messages pending');
      release();
      await waitFor(async () => (await consumer.pending()) === 0, 10_000, 'nothing pending');
    });

    it('reports ready while open and rejects publishes after close', async () => {
      const { bus, prefix } = await setup();
      await bus.publish(`${prefix}.ready`, {}, { msgId: 'ready-1' });
      expect(bus.isReady()).toBe(true);
      await bus.close();
      expect(bus.isReady()).toBe(false);
      await expect(bus.publish(`${prefix}.ready`, {}, { msgId: 'ready-2' })).rejects.toThrow();
    });
  });
}
