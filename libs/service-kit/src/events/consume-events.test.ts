import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createInProcessBus } from '@alive/events';
import { consumeEvents, parseEventOrDrop } from './consume-events.ts';

const pingSchema = z.object({ eventId: z.string(), n: z.number() });

function recordingLogger() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

describe('parseEventOrDrop', () => {
  it('returns the event when it matches the schema', () => {
    const logger = recordingLogger();
    const event = parseEventOrDrop(pingSchema, { msgId: 'm1', subject: 's', payload: { eventId: 'e1', n: 2 }, deliveryCount: 1 }, logger, 'ping');
    expect(event).toEqual({ eventId: 'e1', n: 2 });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs a malformed event as dropped, naming it, and returns undefined', () => {
    const logger = recordingLogger();
    const event = parseEventOrDrop(pingSchema, { msgId: 'm2', subject: 's', payload: { n: 'x' }, deliveryCount: 1 }, logger, 'ping');
    expect(event).toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ msgId: 'm2', issues: expect.any(Array) }), 'invalid ping event dropped');
  });
});

describe('consumeEvents', () => {
  it('hands valid events to the handler with a trace-id logger and acks malformed ones without calling it', async () => {
    const bus = createInProcessBus();
    const logger = recordingLogger();
    const seen: number[] = [];
    const consumption = await consumeEvents(
      { service: 'test', bus, durable: 'test-ping', subject: 'test.ping', queue: 'test', logger, schema: pingSchema, eventName: 'ping' },
      async (event, context) => {
        seen.push(event.n);
        context.logger.info({ n: event.n }, 'ping handled');
      },
    );
    await consumption.attached;
    await bus.publish('test.ping', { eventId: 'a', n: 1 }, { msgId: 'a' });
    await bus.publish('test.ping', { broken: true }, { msgId: 'b' });
    await bus.publish('test.ping', { eventId: 'c', n: 3 }, { msgId: 'c' });
    await vi.waitFor(() => expect(seen).toEqual([1, 3]));
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ msgId: 'b' }), 'invalid ping event dropped'));
    expect(logger.info).toHaveBeenCalledWith(expect.objectContaining({ n: 1, traceId: expect.any(String) }), 'ping handled');
    await consumption.stop();
    await bus.close();
  });
});
