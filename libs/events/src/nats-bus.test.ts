import { randomBytes } from 'node:crypto';
import { connect } from 'nats';
import { describe, expect, it } from 'vitest';
import { describeEventBusContract } from './event-bus.contract.ts';
import { createNatsBus } from './nats-bus.ts';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

async function deleteStream(name: string): Promise<void> {
  const nc = await connect({ servers: NATS_URL });
  try {
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(name).catch(() => undefined);
  } finally {
    await nc.close();
  }
}

// Every test gets its own stream and subject space on the shared server.
describeEventBusContract('NATS JetStream bus', async () => {
  const id = randomBytes(4).toString('hex');
  const stream = { name: `TEST_EVENTS_${id}`, subjects: [`test.${id}.>`] };
  const opened: ReturnType<typeof createNatsBus>[] = [];
  const open = () => {
    const bus = createNatsBus({ servers: NATS_URL, stream, publishTimeoutMs: 2_000 });
    opened.push(bus);
    return bus;
  };
  return {
    bus: open(),
    sibling: open,
    prefix: `test.${id}`,
    cleanup: async () => {
      await Promise.all(opened.map((b) => b.close()));
      await deleteStream(stream.name);
    },
  };
});

describe('NATS JetStream bus — server unreachable', () => {
  it('rejects publishes within the timeout and is not ready', async () => {
    const bus = createNatsBus({
      servers: 'nats://127.0.0.1:1', // nothing listens there
      stream: { name: 'TEST_UNREACHABLE', subjects: ['test.unreachable.>'] },
      publishTimeoutMs: 300,
      retryDelayMs: 50,
    });
    const started = Date.now();
    await expect(bus.publish('test.unreachable.x', {}, { msgId: 'u-1' })).rejects.toThrow(/timed out/);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(bus.isReady()).toBe(false);
    const consumer = await bus.consume({ durable: 'u', subject: 'test.unreachable.x', queue: 'u', handler: async () => {} });
    await consumer.stop();
    await bus.close();
  });
});
