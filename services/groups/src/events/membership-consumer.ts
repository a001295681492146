import { GROUP_MEMBERSHIP_SUBJECT, groupMembershipChangedV1Schema, type Consumption, type EventBus, type EventsLogger } from '@alive/events';
import { consumeEvents } from '@alive/service-kit';

/** Durable consumer name of the groups service for its own membership events. */
export const GROUPS_MEMBERSHIP_CONSUMER = 'groups-membership-changed';
/** Replicas of this service share the durable through this queue group. */
export const GROUPS_MEMBERSHIP_QUEUE = 'groups';

/**
 * A membership change drops the group's lists in its own transaction; this makes the default list
 * again for the new members once the change is published, so the people who open the group next are
 * not the ones who wait for it (docs/product/groups.md, Events). Warming a fresh list does nothing,
 * so a redelivered event needs no dedupe table.
 */
export function startGroupsMembershipConsumer(deps: {
  bus: EventBus;
  warm: (groupId: string) => Promise<'warmed' | 'fresh' | 'no members'>;
  logger: EventsLogger;
}): Promise<Consumption> {
  return consumeEvents(
    {
      service: 'groups',
      bus: deps.bus,
      durable: GROUPS_MEMBERSHIP_CONSUMER,
      subject: GROUP_MEMBERSHIP_SUBJECT,
      queue: GROUPS_MEMBERSHIP_QUEUE,
      logger: deps.logger,
      schema: groupMembershipChangedV1Schema,
      eventName: 'group.membership.changed',
    },
    async (event, { logger }) => {
      const outcome = await deps.warm(event.groupId);
      logger.info({ eventId: event.eventId, groupId: event.groupId, change: event.change, outcome }, 'group recommendation list warmed');
    },
  );
}
