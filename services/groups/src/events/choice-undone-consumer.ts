import { CHOICE_UNDONE_SUBJECT, choiceUndoneV1Schema, type Consumption, type EventBus, type EventsLogger } from '@alive/events';
import { consumeEvents } from '@alive/service-kit';
import type { GroupRecommendationCacheRepository } from '../data/group-recommendation-cache-repository.ts';

/** Durable consumer name of the groups service for undone choices. */
export const GROUPS_CHOICE_UNDONE_CONSUMER = 'groups-choice-undone';
export const GROUPS_CHOICE_UNDONE_QUEUE = 'groups';

/**
 * A member took back a choice: like a new one, it moves their preferences, so the lists of every group
 * they are in are dropped and made again on the next read (docs/product/groups.md, Group
 * recommendations). Dropping is idempotent, so a redelivered event needs no dedupe table.
 */
export function startGroupsChoiceUndoneConsumer(deps: {
  bus: EventBus;
  caches: Pick<GroupRecommendationCacheRepository, 'dropListsOfMember'>;
  logger: EventsLogger;
}): Promise<Consumption> {
  return consumeEvents(
    {
      bus: deps.bus,
      durable: GROUPS_CHOICE_UNDONE_CONSUMER,
      subject: CHOICE_UNDONE_SUBJECT,
      queue: GROUPS_CHOICE_UNDONE_QUEUE,
      logger: deps.logger,
      schema: choiceUndoneV1Schema,
      eventName: 'choice.undone',
    },
    async (event, { logger }) => {
      const dropped = await deps.caches.dropListsOfMember(event.userId);
      if (dropped > 0) logger.info({ eventId: event.eventId, userId: event.userId, dropped }, 'group recommendation lists dropped after an undo');
    },
  );
}
