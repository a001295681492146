import type { FormEvent, ReactNode } from 'react';
import { Dialog, type DialogProps } from './dialog.tsx';

export interface FormDialogProps extends Omit<DialogProps, 'children' | 'footer' | 'form'> {
  /** Called on the submit button and on Enter in a field; the caller prevents the page navigation. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The buttons under the fields (Cancel, then the submit button), right-aligned and wrapping. */
  actions: ReactNode;
  /** The fields; none for a dialog that only asks to confirm. */
  children?: ReactNode;
  /** The form's accessible name, for a screen with several forms open at once. */
  formLabel?: string;
}

/**
 * A create/edit dialog: the modal `Dialog` holding one form, its fields, then its actions. The form
 * does its own validation (`noValidate`), so the messages are the screen's words, not the browser's.
 * The form's look comes with the dialog's lazily loaded code (radix-dialog.tsx).
 */
export function FormDialog({ onSubmit, actions, children, formLabel, ...dialog }: FormDialogProps) {
  return (
    <Dialog {...dialog} form={{ onSubmit, actions, label: formLabel }}>
      {children}
    </Dialog>
  );
}
