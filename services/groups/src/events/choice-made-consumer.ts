import { CHOICE_MADE_SUBJECT, choiceMadeV1Schema, type Consumption, type EventBus, type EventsLogger } from '@alive/events';
import { consumeEvents } from '@alive/service-kit';
import type { GroupRecommendationCacheRepository } from '../data/group-recommendation-cache-repository.ts';

/** Durable consumer name of the groups service. */
export const GROUPS_CHOICE_MADE_CONSUMER = 'groups-choice-made';
/** Replicas of this service share the durable through this queue group. */
export const GROUPS_CHOICE_MADE_QUEUE = 'groups';

/**
 * A member's choice moves their preferences, so the lists of every group they are in are dropped and
 * generated again on the next read (docs/product/groups.md, Group recommendations). Dropping is
 * idempotent, so a redelivered event needs no dedupe table: it drops nothing more.
 */
export function startGroupsChoiceMadeConsumer(deps: {
  bus: EventBus;
  caches: Pick<GroupRecommendationCacheRepository, 'dropListsOfMember'>;
  logger: EventsLogger;
}): Promise<Consumption> {
  return consumeEvents(
    {
      bus: deps.bus,
      durable: GROUPS_CHOICE_MADE_CONSUMER,
      subject: CHOICE_MADE_SUBJECT,
      queue: GROUPS_CHOICE_MADE_QUEUE,
      logger: deps.logger,
      schema: choiceMadeV1Schema,
      eventName: 'choice.made',
    },
    async (event, { logger }) => {
      const dropped = await deps.caches.dropListsOfMember(event.userId);
      if (dropped > 0) logger.info({ eventId: event.eventId, userId: event.userId, dropped }, 'group recommendation lists dropped');
    },
  );
}
