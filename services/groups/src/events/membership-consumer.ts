import { GROUP_MEMBERSHIP_SUBJECT, groupMembershipChangedV1Schema, type Consumption, type EventBus, type EventsLogger } from '@alive/events';
import { inConsumerSpan } from '@alive/service-kit';

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
  return deps.bus.consume({
    durable: GROUPS_MEMBERSHIP_CONSUMER,
    subject: GROUP_MEMBERSHIP_SUBJECT,
    queue: GROUPS_MEMBERSHIP_QUEUE,
    // Continues the trace of the request that changed the membership (docs/architecture.md, "Traces").
    handler: (message) =>
      inConsumerSpan(`consume ${GROUP_MEMBERSHIP_SUBJECT}`, message.traceparent, deps.logger, async (logger) => {
        const parsed = groupMembershipChangedV1Schema.safeParse(message.payload);
        if (!parsed.success) {
          // Redelivering cannot fix a malformed event; log it and let it be acked.
          logger.error({ msgId: message.msgId, issues: parsed.error.issues }, 'invalid group.membership.changed event dropped');
          return;
        }
        const outcome = await deps.warm(parsed.data.groupId);
        logger.info({ eventId: parsed.data.eventId, groupId: parsed.data.groupId, change: parsed.data.change, outcome }, 'group recommendation list warmed');
      }),
  });
}
