import { Button, FormDialog } from '@alive/ui';
import { useLeaveGroup } from '../hooks/use-group-mutations.ts';

/** Leave asks first: leaving closes the group to the person until they join again with its code. */
export function LeaveGroupDialog({ group, onClose, onLeft }: { group: { id: string; name: string } | null; onClose: () => void; onLeft?: () => void }) {
  const leave = useLeaveGroup(() => {
    onClose();
    onLeft?.();
  });
  if (!group) return null;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Leave ${group.name}?`}
      description="You will no longer see this group or its recommendations. You can join again with its invite code."
      dismissible={!leave.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        leave.mutate(group.id);
      }}
      actions={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={leave.isPending}>
            Stay
          </Button>
          <Button type="submit" variant="destructive" loading={leave.isPending}>
            Leave Group
          </Button>
        </>
      }
    />
  );
}
