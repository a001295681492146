import type { GroupRole } from '@alive/contracts';
import type { BadgeVariant } from '@alive/ui';

/** How a role is shown: its label and badge colour (docs/product/groups.md, Screens). */
export const ROLE_DISPLAY: Record<GroupRole, { label: string; badge: BadgeVariant }> = {
  owner: { label: 'Owner', badge: 'brand' },
  admin: { label: 'Admin', badge: 'info' },
  member: { label: 'Member', badge: 'neutral' },
};

/** Owners and group admins may rename the group. */
export const canEdit = (role: GroupRole) => role === 'owner' || role === 'admin';
/** Everyone but the owner may leave. */
export const canLeave = (role: GroupRole) => role !== 'owner';

export function memberCountLabel(count: number): string {
  return count === 1 ? '1 member' : `${count} members`;
}
