import type { GroupSummary } from '@alive/contracts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { useGroupDeletion } from '../hooks/use-group-deletion.ts';
import { useInviteCodeRenewal } from '../hooks/use-invite-code-renewal.ts';

/** The owner deletes the group for everyone, after saying so (docs/product/groups.md, Managing a group). */
export function DeleteGroupDialog({ group, onClose, onDeleted }: { group: Pick<GroupSummary, 'id' | 'name'>; onClose: () => void; onDeleted: () => void }) {
  const remove = useGroupDeletion(() => {
    onClose();
    onDeleted();
  });
  return (
    <ConfirmDialog
      title={`Delete ${group.name}?`}
      description="The group, its members and its recommendations are removed for everyone. This cannot be undone."
      confirmLabel="Delete group"
      pending={remove.isPending}
      onConfirm={() => remove.mutate(group.id)}
      onClose={onClose}
    />
  );
}

/** A new invite code: the old code and every join link with it stop working at once. */
export function NewInviteCodeDialog({ group, onClose }: { group: Pick<GroupSummary, 'id' | 'name' | 'inviteCode'>; onClose: () => void }) {
  const replace = useInviteCodeRenewal(group.id, onClose);
  return (
    <ConfirmDialog
      title="Make a new invite code?"
      description={`The code ${group.inviteCode} and its join link stop working at once; people already in ${group.name} stay. Share the new code or link with anyone still to join.`}
      confirmLabel="Make new code"
      pending={replace.isPending}
      onConfirm={() => replace.mutate()}
      onClose={onClose}
    />
  );
}
