import { z } from 'zod';
import type { EventType } from './outbox.ts';

/**
 * `group.membership.changed` v1: published by groups (via the outbox) after a membership change
 * commits: a group created (its owner), a person joined or left, a member's role changed, a member
 * removed, the group deleted (docs/product/groups.md, Events).
 */
export const GROUP_MEMBERSHIP_SUBJECT = 'alive.groups.membership.v1';
export const GROUP_MEMBERSHIP_TYPE = 'group.membership.changed';
export const GROUP_MEMBERSHIP_VERSION = 1;

/** `removed`: taken out by the owner or a group admin; `deleted`: the owner deleted the group (0 members after). */
export const GROUP_MEMBERSHIP_CHANGES = ['created', 'joined', 'left', 'role_changed', 'removed', 'deleted'] as const;

export const groupMembershipChangedV1Schema = z.object({
  /** The outbox row id; consumers dedupe on it. */
  eventId: z.uuid(),
  groupId: z.uuid(),
  /** The person whose membership changed. */
  userId: z.string().min(1),
  change: z.enum(GROUP_MEMBERSHIP_CHANGES),
  /** Their role after the change; null after leaving. */
  role: z.enum(['owner', 'admin', 'member']).nullable(),
  /** Members after the change. */
  memberCount: z.number().int().nonnegative(),
  occurredAt: z.iso.datetime({ offset: true }),
});

export type GroupMembershipChangedV1 = z.infer<typeof groupMembershipChangedV1Schema>;

export const GROUP_MEMBERSHIP_CHANGED_V1: EventType<GroupMembershipChangedV1> = {
  subject: GROUP_MEMBERSHIP_SUBJECT,
  type: GROUP_MEMBERSHIP_TYPE,
  version: GROUP_MEMBERSHIP_VERSION,
  schema: groupMembershipChangedV1Schema,
  outbox: 'groups_outbox_events',
};
