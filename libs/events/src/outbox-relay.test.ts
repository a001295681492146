import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import type { EventBus } from './event-bus.ts';
import { createInProcessBus } from './in-process-bus.ts';
import { z } from 'zod';
import { enqueueEvent, type EventType } from './outbox.ts';
import { startOutboxRelay, type OutboxRelay, type RelayTimers } from './outbox-relay.ts';
import { waitFor } from './testing/wait-for.ts';

let db: TestDatabase;
const relays: OutboxRelay[] = [];

beforeAll(async () => {
  db = await createTestDatabase({ maxConnections: 10 });
});
afterAll(async () => {
  await db?.drop();
});
beforeEach(async () => {
  await Promise.all(relays.splice(0).map((r) => r.stop()));
  await db.prisma.outboxEvent.deleteMany();
});

/** A bus that records publishes and can be switched off (publish rejects like a NATS timeout). */
function recordingBus(options: { slowTurns?: number } = {}) {
  const published: { subject: string; payload: unknown; msgId: string }[] = [];
  let down = false;
  const bus: EventBus = {
    async publish(subject, payload, { msgId }) {
      // A slow publish: the claimed rows stay locked across event-loop turns while other relays poll.
      for (let turn = 0; turn < (options.slowTurns ?? 0); turn += 1) await new Promise((r) => setImmediate(r));
      if (down) throw new Error('TIMEOUT');
      published.push({ subject, payload, msgId });
    },
    consume: () => Promise.reject(new Error('not used')),
    isReady: () => !down,
    close: async () => undefined,
  };
  return { bus, published, setDown: (value: boolean) => void (down = value) };
}

/** The relay's waits, held until the test fires them: what it waits for, and no real time passes. */
function manualTimers() {
  let next = 0;
  const waits = new Map<number, { run: () => void; ms: number }>();
  const timers: RelayTimers = {
    setTimeout(run, ms) {
      next += 1;
      waits.set(next, { run, ms });
      return next;
    },
    clearTimeout(handle) {
      waits.delete(handle as number);
    },
  };
  return {
    ...timers,
    pending: () => [...waits.values()].map((wait) => wait.ms),
    fire() {
      for (const [handle, wait] of [...waits]) {
        waits.delete(handle);
        wait.run();
      }
    },
  };
}

async function writeEvents(count: number, subject = 'alive.test.v1'): Promise<string[]> {
  const testEvent: EventType<{ n: number }> = { subject, type: 'test', version: 1, schema: z.object({ n: z.number() }), outbox: 'outbox_events' };
  return db.prisma.$transaction(async (tx) => {
    const ids: string[] = [];
    for (let n = 0; n < count; n += 1) {
      ids.push(await enqueueEvent(tx, testEvent, { n }));
    }
    return ids;
  });
}

describe('startOutboxRelay', () => {
  it('publishes pending rows in order with the row id as msgId and marks them sent', async () => {
    const ids = await writeEvents(5);
    const { bus, published } = recordingBus();
    const relay = startOutboxRelay({ prisma: db.prisma, bus, intervalMs: 20 });
    relays.push(relay);
    await waitFor(() => published.length === 5);
    expect(published.map((p) => p.msgId)).toEqual(ids);
    expect(published.map((p) => p.payload)).toEqual([0, 1, 2, 3, 4].map((n) => ({ n })));
    await waitFor(async () => (await db.prisma.outboxEvent.count({ where: { status: 'sent' } })) === 5);
    const rows = await db.prisma.outboxEvent.findMany();
    expect(rows.every((r) => r.attempts === 1 && r.sentAt !== null && r.lastError === null)).toBe(true);
  });

  it("sends the row's traceparent, or the one tracePublish gives when it wraps the publish (docs/architecture.md, \"Traces\")", async () => {
    const rowTrace = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const publishTrace = '00-4bf92f3577b34da6a3ce929d0e0e4736-b7ad6b7169203331-01';
    const testEvent: EventType<{ n: number }> = { subject: 'alive.test.v1', type: 'test', version: 1, schema: z.object({ n: z.number() }), outbox: 'outbox_events' };
    const id = await db.prisma.$transaction((tx) => enqueueEvent(tx, testEvent, { n: 1 }, undefined, rowTrace));
    const sent: (string | undefined)[] = [];
    const seenRows: unknown[] = [];
    const bus: EventBus = { ...recordingBus().bus, publish: async (_subject, _payload, { traceparent }) => void sent.push(traceparent) };
    const relay = startOutboxRelay({
      prisma: db.prisma,
      bus,
      intervalMs: 20,
      tracePublish: (row, publish) => (seenRows.push(row), publish(publishTrace)),
    });
    relays.push(relay);
    await waitFor(() => sent.length === 1);
    expect(seenRows).toEqual([{ id, subject: 'alive.test.v1', traceparent: rowTrace }]);
    expect(sent).toEqual([publishTrace]);
    await relay.stop();

    await db.prisma.outboxEvent.deleteMany();
    await db.prisma.$transaction((tx) => enqueueEvent(tx, testEvent, { n: 2 }, undefined, rowTrace));
    const untraced = startOutboxRelay({ prisma: db.prisma, bus, intervalMs: 20 });
    relays.push(untraced);
    await waitFor(() => sent.length === 2);
    expect(sent[1]).toBe(rowTrace);
  });

  it('keeps rows pending with attempts and last error while the bus is down, then delivers them', async () => {
    const [id] = await writeEvents(1);
    const { bus, published, setDown } = recordingBus();
    setDown(true);
    const relay = startOutboxRelay({ prisma: db.prisma, bus, intervalMs: 20, maxBackoffMs: 100 });
    relays.push(relay);
    await waitFor(async () => (await db.prisma.outboxEvent.findUniqueOrThrow({ where: { id: id! } })).attempts >= 2);
    const failing = await db.prisma.outboxEvent.findUniqueOrThrow({ where: { id: id! } });
    expect(failing.status).toBe('pending');
    expect(failing.lastError).toMatch(/TIMEOUT/);
    expect(published).toHaveLength(0);

    setDown(false);
    await waitFor(async () => (await db.prisma.outboxEvent.findUniqueOrThrow({ where: { id: id! } })).status === 'sent');
    expect(published.map((p) => p.msgId)).toEqual([id]);
  });

  it('backs off while failing instead of retrying in a hot loop', async () => {
    const [id] = await writeEvents(1);
    const { bus, setDown } = recordingBus();
    setDown(true);
    const timers = manualTimers();
    const relay = startOutboxRelay({ prisma: db.prisma, bus, intervalMs: 50, maxBackoffMs: 300, timers });
    relays.push(relay);
    const attempts = async () => (await db.prisma.outboxEvent.findUniqueOrThrow({ where: { id: id! } })).attempts;
    // Each failure doubles the wait (50·2, 50·4, then the 300 ms cap); nothing runs until it ends.
    for (const [run, wait] of [100, 200, 300, 300].entries()) {
      await vi.waitFor(() => expect(timers.pending()).toEqual([wait]));
      expect(await attempts()).toBe(run + 1);
      relay.wake(); // a commit must not cut the backoff short
      expect(timers.pending()).toEqual([wait]);
      timers.fire();
    }
  });

  it('relayOnce claims at most batchSize rows', async () => {
    await writeEvents(7);
    const { bus } = recordingBus();
    const relay = startOutboxRelay({ prisma: db.prisma, bus, batchSize: 3, intervalMs: 60_000 });
    relays.push(relay);
    await relay.stop(); // the background loop may have sent some: start again from all pending
    await db.prisma.outboxEvent.updateMany({ data: { status: 'pending', sentAt: null } });
    expect(await relay.relayOnce()).toEqual({ claimed: 3, sent: 3, failed: 0 });
  });

  it('several relays on one table never publish a row twice (FOR UPDATE SKIP LOCKED)', async () => {
    const ids = await writeEvents(200);
    // Slow publishes keep rows locked while the other relays poll.
    const { bus, published } = recordingBus({ slowTurns: 20 });
    for (let i = 0; i < 4; i += 1) {
      relays.push(startOutboxRelay({ prisma: db.prisma, bus, batchSize: 10, intervalMs: 5 }));
    }
    await waitFor(async () => (await db.prisma.outboxEvent.count({ where: { status: 'sent' } })) === 200);
    expect(published).toHaveLength(200);
    expect(new Set(published.map((p) => p.msgId))).toEqual(new Set(ids));
    const rows = await db.prisma.outboxEvent.findMany({ select: { attempts: true } });
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });

  it('wake() publishes a fresh commit without waiting for the poll interval', async () => {
    const bus = createInProcessBus();
    const received: unknown[] = [];
    await bus.consume({ durable: 'wake', subject: 'alive.test.v1', queue: 'wake', handler: async (m) => void received.push(m.payload) });
    const timers = manualTimers();
    const relay = startOutboxRelay({ prisma: db.prisma, bus, intervalMs: 60_000, coalesceMs: 0, timers });
    relays.push(relay);
    await vi.waitFor(() => expect(timers.pending()).toEqual([60_000])); // first (empty) run done, now idle for a minute
    await writeEvents(1);
    relay.wake();
    await waitFor(() => received.length === 1, 2_000);
    expect(received).toEqual([{ n: 0 }]);
    await bus.close();
  });
});
