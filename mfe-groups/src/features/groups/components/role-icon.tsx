import type { GroupRole } from '@alive/contracts';
import { CrownIcon, ShieldIcon, UserIcon } from '@alive/ui/icons';

/** The role icon of a group card (docs/product/groups.md, Screens): crown, shield, person. Decorative: the label says the role. */
export function RoleIcon({ role }: { role: GroupRole }) {
  const Icon = role === 'owner' ? CrownIcon : role === 'admin' ? ShieldIcon : UserIcon;
  return (
    <span aria-hidden="true" data-role-icon={role}>
      <Icon size={14} />
    </span>
  );
}
