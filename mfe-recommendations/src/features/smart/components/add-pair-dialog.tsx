import { Button, Dialog } from '@alive/ui';
import type { SmartRecommendation } from '@alive/contracts';

export interface AddPairDialogProps {
  /** The pair being confirmed; the dialog is closed without one. */
  pair: SmartRecommendation | null;
  adding: boolean;
  onConfirm: (pair: SmartRecommendation) => void;
  onCancel: () => void;
}

/** Confirms adding a smart pair to the person's own choices (docs/product/recommendations.md, Smart Recommendations). */
export function AddPairDialog({ pair, adding, onConfirm, onCancel }: AddPairDialogProps) {
  return (
    <Dialog
      open={pair !== null}
      onOpenChange={(open) => {
        if (!open && !adding) onCancel();
      }}
      dismissible={!adding}
      title="Add Smart Recommendation"
      description={
        pair
          ? `Add “${pair.option1}” vs “${pair.option2}” to your A.L.I.V.E Choices? It will be among the next pairs you are asked, and only you will see it.`
          : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={adding}>
            Cancel
          </Button>
          <Button data-autofocus loading={adding} onClick={() => pair && onConfirm(pair)}>
            Add Choice Pair
          </Button>
        </>
      }
    />
  );
}
