import {
  CHOICE_MADE_SUBJECT,
  CHOICE_UNDONE_SUBJECT,
  choiceMadeV1Schema,
  choiceUndoneV1Schema,
  type Consumption,
  type EventBus,
  type EventsLogger,
} from '@alive/events';
import { consumeEvents } from '@alive/service-kit';
import type { GroupRecommendationCacheRepository } from '../data/group-recommendation-cache-repository.ts';
import { dropGroupListsOfMember } from '../domain/group-recommendations.ts';

/** Durable consumer names of the groups service for a member's choices; replicas share them through the queue group. */
export const GROUPS_CHOICE_MADE_CONSUMER = 'groups-choice-made';
export const GROUPS_CHOICE_UNDONE_CONSUMER = 'groups-choice-undone';
export const GROUPS_CHOICE_QUEUE = 'groups';

const EVENTS = {
  made: { durable: GROUPS_CHOICE_MADE_CONSUMER, subject: CHOICE_MADE_SUBJECT, schema: choiceMadeV1Schema, eventName: 'choice.made' },
  undone: { durable: GROUPS_CHOICE_UNDONE_CONSUMER, subject: CHOICE_UNDONE_SUBJECT, schema: choiceUndoneV1Schema, eventName: 'choice.undone' },
} as const;

/**
 * A member's choice, made or undone, drops the lists of every group they are in (dropGroupListsOfMember).
 * Dropping is idempotent, so a redelivered event needs no dedupe table: it drops nothing more.
 */
export function startGroupsMemberChoiceConsumer(
  kind: keyof typeof EVENTS,
  deps: { bus: EventBus; caches: Pick<GroupRecommendationCacheRepository, 'dropListsOfMember'>; logger: EventsLogger },
): Promise<Consumption> {
  const { durable, subject, schema, eventName } = EVENTS[kind];
  return consumeEvents({ service: 'groups', bus: deps.bus, durable, subject, queue: GROUPS_CHOICE_QUEUE, logger: deps.logger, schema, eventName }, async (event, { logger }) => {
    const dropped = await dropGroupListsOfMember(event.userId, deps);
    if (dropped > 0) logger.info({ eventId: event.eventId, userId: event.userId, dropped, event: eventName }, 'group recommendation lists dropped');
  });
}

export const startGroupsChoiceMadeConsumer = (deps: Parameters<typeof startGroupsMemberChoiceConsumer>[1]) => startGroupsMemberChoiceConsumer('made', deps);
export const startGroupsChoiceUndoneConsumer = (deps: Parameters<typeof startGroupsMemberChoiceConsumer>[1]) => startGroupsMemberChoiceConsumer('undone', deps);
