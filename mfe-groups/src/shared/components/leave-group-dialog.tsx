import { useGroupLeave } from '../hooks/use-group-leave.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Leave asks first: leaving closes the group to the person until they join again with its code. */
export function LeaveGroupDialog({ group, onClose, onLeft }: { group: { id: string; name: string } | null; onClose: () => void; onLeft?: () => void }) {
  const leave = useGroupLeave(() => {
    onClose();
    onLeft?.();
  });
  if (!group) return null;
  return (
    <ConfirmDialog
      title={`Leave ${group.name}?`}
      description="You will no longer see this group or its recommendations. You can join again with its invite code."
      cancelLabel="Stay"
      confirmLabel="Leave Group"
      pending={leave.isPending}
      onConfirm={() => leave.mutate(group.id)}
      onClose={onClose}
    />
  );
}
