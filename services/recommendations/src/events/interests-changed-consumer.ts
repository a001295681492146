import type { PrismaClient } from '@alive/db';
import { INTERESTS_CHANGED_SUBJECT, interestsChangedV1Schema, type BusMessage, type Consumption, type EventBus, type EventsLogger } from '@alive/events';
import { consumeInSpan, parseEventOrDrop } from '@alive/service-kit';
import { regenerateListsOf, type RegenerationDeps } from '../domain/list-regeneration.ts';
import { refreshAfterInterestsChanged } from '../domain/refresh-requests.ts';

/** Durable consumer name; also the key in processed_events. */
export const INTERESTS_CHANGED_CONSUMER = 'recommendations-interests-changed';
export const INTERESTS_CHANGED_QUEUE = 'recommendations';

export type InterestsChangedOutcome = 'refresh-requested' | 'duplicate' | 'invalid';

/**
 * A person picked the categories they care about (docs/product/choices.md, First run): lists made
 * before, at sign-up, put other categories first, so all of their lists are marked stale and made
 * again (a list that already rests on evidence comes out ranked as before). Idempotent by event id like
 * choice.undone (refreshAfterInterestsChanged).
 */
export function createInterestsChangedHandler({ prisma, logger }: { prisma: PrismaClient; logger: EventsLogger }) {
  return async function handleInterestsChanged(message: BusMessage<unknown>): Promise<InterestsChangedOutcome> {
    const event = parseEventOrDrop(interestsChangedV1Schema, message, logger, 'interests.changed');
    if (!event) return 'invalid';
    return refreshAfterInterestsChanged(prisma, { consumer: INTERESTS_CHANGED_CONSUMER, eventId: event.eventId, userId: event.userId });
  };
}

export function startInterestsChangedConsumer(deps: { prisma: PrismaClient; bus: EventBus; logger: EventsLogger; regeneration?: RegenerationDeps }): Promise<Consumption> {
  const binding = { service: 'recommendations', bus: deps.bus, durable: INTERESTS_CHANGED_CONSUMER, subject: INTERESTS_CHANGED_SUBJECT, queue: INTERESTS_CHANGED_QUEUE, logger: deps.logger };
  return consumeInSpan(binding, async (message, logger) => {
    const outcome = await createInterestsChangedHandler({ prisma: deps.prisma, logger })(message);
    logger.info({ eventId: message.msgId, outcome, deliveryCount: message.deliveryCount }, 'interests.changed handled');
    if (outcome === 'refresh-requested' && deps.regeneration) {
      await regenerateListsOf((message.payload as { userId: string }).userId, deps.regeneration, logger);
    }
  });
}
