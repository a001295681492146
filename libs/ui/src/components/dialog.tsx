import { lazyPart } from '../lazy/lazy-part.ts';
import { useState, type FormEvent, type ReactNode } from 'react';

// Radix Dialog is fetched when a dialog first opens, not with the screen (docs/architecture.md,
// "Shared singletons": start-up and cold home screen budgets).
const radixDialog = lazyPart(() => import(/* webpackChunkName: "ui-dialog" */ './radix-dialog.tsx'));

export interface DialogProps {
  open: boolean;
  /** Called with `false` on Escape, overlay click or the close button. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out right-aligned on desktop and stacked on mobile. */
  footer?: ReactNode;
  /** Max width in px (default 520). */
  width?: number;
  /** Prevent closing by overlay click (e.g. while a form submits). */
  dismissible?: boolean;
  /** The children are the fields of one form, followed by its actions (see FormDialog). */
  form?: DialogForm;
}

export interface DialogForm {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  actions: ReactNode;
  /** The form's accessible name. */
  label?: string;
}

/**
 * Modal dialog on Radix: labelled by its title and described by its description, the rest of the page
 * hidden from assistive technology and scroll-locked, focus moved inside on open (to an element marked
 * `data-autofocus`, else the first focusable one), Tab trapped, Escape closes, focus returns to the opener.
 */
export function Dialog(props: DialogProps) {
  const [needed, setNeeded] = useState(props.open);
  if (!needed && props.open) setNeeded(true);
  return needed ? <RadixDialog {...props} /> : null;
}

function RadixDialog(props: DialogProps) {
  const module = radixDialog.useModule();
  return module ? <module.default {...props} /> : null;
}
