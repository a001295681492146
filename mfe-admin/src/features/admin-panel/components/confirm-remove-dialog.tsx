import type { AdminChoicePair } from '@alive/contracts';
import { Button, Dialog } from '@alive/ui';

/** Delete asks first; a pair with answers is deactivated instead, so no history is lost. */
export function ConfirmRemoveDialog({ pair, onCancel, onConfirm, removing }: { pair: AdminChoicePair | null; onCancel: () => void; onConfirm: () => void; removing: boolean }) {
  return (
    <Dialog
      open={pair !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Delete choice pair?"
      description={
        pair
          ? pair.totalVotes > 0
            ? `${pair.option1} vs ${pair.option2} has ${pair.totalVotes} answers: it will be deactivated, and its answers kept.`
            : `${pair.option1} vs ${pair.option2} has no answers yet: it will be deleted.`
          : undefined
      }
      dismissible={!removing}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={removing}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} loading={removing}>
            {pair && pair.totalVotes > 0 ? 'Deactivate' : 'Delete'}
          </Button>
        </>
      }
    />
  );
}
