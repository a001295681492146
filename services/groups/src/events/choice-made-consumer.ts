import { CHOICE_MADE_SUBJECT, choiceMadeV1Schema, type Consumption, type EventBus, type EventsLogger } from '@alive/events';
import { inConsumerSpan } from '@alive/service-kit';
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
  return deps.bus.consume({
    durable: GROUPS_CHOICE_MADE_CONSUMER,
    subject: CHOICE_MADE_SUBJECT,
    queue: GROUPS_CHOICE_MADE_QUEUE,
    // Continues the trace of the request that made the choice (docs/architecture.md, "Traces").
    handler: (message) =>
      inConsumerSpan(`consume ${CHOICE_MADE_SUBJECT}`, message.traceparent, deps.logger, async (logger) => {
        const parsed = choiceMadeV1Schema.safeParse(message.payload);
        if (!parsed.success) {
          // Redelivering cannot fix a malformed event; log it and let it be acked.
          logger.error({ msgId: message.msgId, issues: parsed.error.issues }, 'invalid choice.made event dropped');
          return;
        }
        const dropped = await deps.caches.dropListsOfMember(parsed.data.userId);
        if (dropped > 0) logger.info({ eventId: parsed.data.eventId, userId: parsed.data.userId, dropped }, 'group recommendation lists dropped');
      }),
  });
}
