import type { PrismaClient } from '@alive/db';
import {
  CHOICE_MADE_SUBJECT,
  choiceMadeV1Schema,
  type BusMessage,
  type Consumption,
  type EventBus,
  type EventsLogger,
} from '@alive/events';
import { consumeInSpan, parseEventOrDrop } from '@alive/service-kit';
import { generateMissingListsOf, regenerateListsOf, type RegenerationDeps } from '../domain/list-regeneration.ts';
import { countChoiceMade } from '../domain/refresh-requests.ts';
import type { RecommendationMetrics } from '../recommendation-metrics.ts';

/** Durable consumer name; also the key in processed_events. */
export const CHOICE_MADE_CONSUMER = 'recommendations-choice-made';
/** Replicas of this service share the durable through this queue group. */
export const CHOICE_MADE_QUEUE = 'recommendations';

export interface ChoiceMadeHandlerDeps {
  prisma: PrismaClient;
  logger: EventsLogger;
  now?: () => Date;
}

export type ChoiceMadeOutcome = 'processed' | 'refresh-requested' | 'duplicate' | 'invalid';

/**
 * Handles one `choice.made` v1 event: counts it once (countChoiceMade, idempotent by event id). A
 * malformed event is dropped; throwing makes the bus redeliver later.
 */
export function createChoiceMadeHandler({ prisma, logger, now = () => new Date() }: ChoiceMadeHandlerDeps) {
  return async function handleChoiceMade(message: BusMessage<unknown>): Promise<ChoiceMadeOutcome> {
    const event = parseEventOrDrop(choiceMadeV1Schema, message, logger, 'choice.made');
    if (!event) return 'invalid';
    return countChoiceMade(prisma, { consumer: CHOICE_MADE_CONSUMER, eventId: event.eventId, userId: event.userId }, now);
  };
}

/** Seconds from the event's `occurredAt` to now, when the payload carries a valid one. */
function deliveryLagSeconds(payload: unknown, now: number): number | undefined {
  const occurredAt = (payload as { occurredAt?: unknown } | null)?.occurredAt;
  const at = typeof occurredAt === 'string' ? Date.parse(occurredAt) : NaN;
  return Number.isFinite(at) ? Math.max(0, (now - at) / 1000) : undefined;
}

/** Handles with `handle`, recording delivery lag and handling time (by outcome) when metrics are given. */
function measured(
  handle: (message: BusMessage<unknown>) => Promise<ChoiceMadeOutcome>,
  metrics: RecommendationMetrics | undefined,
): (message: BusMessage<unknown>) => Promise<ChoiceMadeOutcome> {
  if (!metrics) return handle;
  const consumer = CHOICE_MADE_CONSUMER;
  return async (message) => {
    const lag = deliveryLagSeconds(message.payload, Date.now());
    if (lag !== undefined) metrics.eventLag.observe({ consumer }, lag);
    const end = metrics.eventProcessing.startTimer({ consumer });
    try {
      const outcome = await handle(message);
      end({ outcome });
      return outcome;
    } catch (error) {
      end({ outcome: 'failed' });
      throw error;
    }
  };
}

export function startChoiceMadeConsumer(
  deps: ChoiceMadeHandlerDeps & { bus: EventBus; regeneration?: RegenerationDeps; metrics?: RecommendationMetrics },
): Promise<Consumption> {
  const binding = { service: 'recommendations', bus: deps.bus, durable: CHOICE_MADE_CONSUMER, subject: CHOICE_MADE_SUBJECT, queue: CHOICE_MADE_QUEUE, logger: deps.logger };
  return consumeInSpan(binding, async (message, logger) => {
    const outcome = await measured(createChoiceMadeHandler({ ...deps, logger }), deps.metrics)(message);
    logger.info({ eventId: message.msgId, outcome, deliveryCount: message.deliveryCount }, 'choice.made handled');
    if (outcome !== 'processed' && outcome !== 'refresh-requested') return;
    const { userId } = message.payload as { userId: string };
    if (outcome === 'refresh-requested') {
      logger.info({ eventId: message.msgId, userId }, 'recommendation refresh requested');
      if (deps.regeneration) await regenerateListsOf(userId, deps.regeneration, logger);
    }
    if (deps.regeneration) await generateMissingListsOf(userId, deps.regeneration, logger);
  });
}
