import type { PrismaClient } from '@alive/db';
import { CHOICE_UNDONE_SUBJECT, choiceUndoneV1Schema, type BusMessage, type Consumption, type EventBus, type EventsLogger } from '@alive/events';
import { consumeInSpan, parseEventOrDrop } from '@alive/service-kit';
import { markEventProcessed, requestRefresh } from '../data/recommendation-state-repository.ts';
import { regenerateListsOf, type RegenerationDeps } from './choice-made-consumer.ts';

/** Durable consumer name; also the key in processed_events. */
export const CHOICE_UNDONE_CONSUMER = 'recommendations-choice-undone';
export const CHOICE_UNDONE_QUEUE = 'recommendations';

export type ChoiceUndoneOutcome = 'refresh-requested' | 'duplicate' | 'invalid' | 'no-state';

/**
 * A person took back a choice, so lists built while it counted may lean on it: all of their lists are
 * marked stale at once and made again (docs/product/choices.md, Undo). Idempotent like choice.made: the
 * processed-event row is written in the same transaction.
 */
export function createChoiceUndoneHandler({ prisma, logger, now = () => new Date() }: { prisma: PrismaClient; logger: EventsLogger; now?: () => Date }) {
  return async function handleChoiceUndone(message: BusMessage<unknown>): Promise<ChoiceUndoneOutcome> {
    const event = parseEventOrDrop(choiceUndoneV1Schema, message, logger, 'choice.undone');
    if (!event) return 'invalid';
    return prisma.$transaction(async (tx) => {
      if (!(await markEventProcessed(tx, CHOICE_UNDONE_CONSUMER, event.eventId))) return 'duplicate';
      // No state row: no choice of theirs was ever counted here, so nothing was built from it.
      if (!(await tx.recommendationState.findUnique({ where: { userId: event.userId }, select: { userId: true } }))) return 'no-state';
      await requestRefresh(tx, event.userId, now());
      return 'refresh-requested';
    });
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
