import type { PrismaClient } from '@alive/db';
import { CHOICE_UNDONE_SUBJECT, choiceUndoneV1Schema, type BusMessage, type Consumption, type EventBus, type EventsLogger } from '@alive/events';
import { consumeInSpan, parseEventOrDrop } from '@alive/service-kit';
import { regenerateListsOf, type RegenerationDeps } from '../domain/list-regeneration.ts';
import { refreshAfterUndo } from '../domain/refresh-requests.ts';

/** Durable consumer name; also the key in processed_events. */
export const CHOICE_UNDONE_CONSUMER = 'recommendations-choice-undone';
export const CHOICE_UNDONE_QUEUE = 'recommendations';

export type ChoiceUndoneOutcome = 'refresh-requested' | 'duplicate' | 'invalid' | 'no-state';

/**
 * A person took back a choice, so lists built while it counted may lean on it: all of their lists are
 * marked stale at once and made again (docs/product/choices.md, Undo). Idempotent by event id like
 * choice.made (refreshAfterUndo).
 */
export function createChoiceUndoneHandler({ prisma, logger, now = () => new Date() }: { prisma: PrismaClient; logger: EventsLogger; now?: () => Date }) {
  return async function handleChoiceUndone(message: BusMessage<unknown>): Promise<ChoiceUndoneOutcome> {
    const event = parseEventOrDrop(choiceUndoneV1Schema, message, logger, 'choice.undone');
    if (!event) return 'invalid';
    return refreshAfterUndo(prisma, { consumer: CHOICE_UNDONE_CONSUMER, eventId: event.eventId, userId: event.userId }, now);
  };
}

export function startChoiceUndoneConsumer(deps: { prisma: PrismaClient; bus: EventBus; logger: EventsLogger; regeneration?: RegenerationDeps }): Promise<Consumption> {
  const binding = { service: 'recommendations', bus: deps.bus, durable: CHOICE_UNDONE_CONSUMER, subject: CHOICE_UNDONE_SUBJECT, queue: CHOICE_UNDONE_QUEUE, logger: deps.logger };
  return consumeInSpan(binding, async (message, logger) => {
    const outcome = await createChoiceUndoneHandler({ prisma: deps.prisma, logger })(message);
    logger.info({ eventId: message.msgId, outcome, deliveryCount: message.deliveryCount }, 'choice.undone handled');
    if (outcome === 'refresh-requested' && deps.regeneration) {
      await regenerateListsOf((message.payload as { userId: string }).userId, deps.regeneration, logger);
    }
  });
}
