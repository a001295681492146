import type { GroupRole } from '@alive/contracts';
import type { BadgeVariant } from '@alive/ui';

/** How a role is shown: its label and badge colour (docs/product/groups.md, Screens). */
export const ROLE_DISPLAY: Record<GroupRole, { label: string; badge: BadgeVariant }> = {
  owner: { label: 'Owner', badge: 'brand' },
  admin: { label: 'Admin', badge: 'info' },
  member: { label: 'Member', badge: 'neutral' },
};

/**
 * Who may do what in a group: the same rules the service applies (docs/product/groups.md, Roles), so a
 * screen offers only what the server allows.
 */
/** Owners and group admins may rename the group. */
export const canEdit = (role: GroupRole) => role === 'owner' || role === 'admin';
/** Everyone but the owner may leave. */
export const canLeave = (role: GroupRole) => role !== 'owner';
/** Only the owner deletes the group. */
export const canDelete = (role: GroupRole) => role === 'owner';
/** Owners and group admins give the group a new invite code. */
export const canReplaceInviteCode = (role: GroupRole) => role === 'owner' || role === 'admin';
/** The owner removes anyone but themselves; a group admin removes plain members. */
export const canRemoveMember = (viewer: GroupRole, member: GroupRole) =>
  member !== 'owner' && (viewer === 'owner' || (viewer === 'admin' && member === 'member'));

export function memberCountLabel(count: number): string {
  return count === 1 ? '1 member' : `${count} members`;
}
