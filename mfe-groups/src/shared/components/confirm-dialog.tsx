import { Button, FormDialog } from '@alive/ui';

/**
 * One shape for every "are you sure?" of this remote (leave, delete, remove a member, a new invite
 * code): what happens, a way back, and the action, disabled while it runs.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      dismissible={!pending}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      actions={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="destructive" loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
