import type { z } from 'zod';
import type { BusMessage, Consumption, EventBus } from '@alive/events';
import { inConsumerSpan, type LineLogger } from '../tracing/trace-context.ts';

export interface ConsumerBinding {
  /** The process of the feature registry that consumes (`recommendations`, `groups`): its spans' `service.name`. */
  service: string;
  bus: EventBus;
  /** Durable consumer name; its position survives restarts. */
  durable: string;
  subject: string;
  /** Replicas of a service share the durable through this queue group. */
  queue: string;
  logger: LineLogger;
}

/**
 * The event in `message` when it matches `schema`. Otherwise it is logged as dropped and undefined is
 * returned: redelivering cannot fix a malformed event, so the caller lets it be acked
 * (docs/architecture.md, Events).
 */
export function parseEventOrDrop<S extends z.ZodType>(
  schema: S,
  message: BusMessage<unknown>,
  logger: LineLogger,
  eventName: string,
): z.infer<S> | undefined {
  const parsed = schema.safeParse(message.payload);
  if (parsed.success) return parsed.data;
  logger.error({ msgId: message.msgId, issues: parsed.error.issues }, `invalid ${eventName} event dropped`);
  return undefined;
}

/**
 * Consumes `subject`, each message in a consumer span that continues the trace of the request that
 * produced it, with a logger carrying that trace id (docs/architecture.md, Traces).
 */
export function consumeInSpan(
  binding: ConsumerBinding,
  handle: (message: BusMessage<unknown>, logger: LineLogger) => Promise<void>,
): Promise<Consumption> {
  const { service, bus, durable, subject, queue, logger } = binding;
  return bus.consume({
    durable,
    subject,
    queue,
    handler: (message) =>
      inConsumerSpan({ service, name: `consume ${subject}`, traceparent: message.traceparent }, logger, (spanLogger) => handle(message, spanLogger)),
  });
}

/** `consumeInSpan` for events checked against `schema`; malformed ones are logged and dropped. */
export function consumeEvents<S extends z.ZodType>(
  binding: ConsumerBinding & { schema: S; eventName: string },
  handle: (event: z.infer<S>, context: { message: BusMessage<unknown>; logger: LineLogger }) => Promise<void>,
): Promise<Consumption> {
  return consumeInSpan(binding, async (message, logger) => {
    const event = parseEventOrDrop(binding.schema, message, logger, binding.eventName);
    if (event !== undefined) await handle(event, { message, logger });
  });
}
