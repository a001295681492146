import { lazyPart } from '../lazy/lazy-part.ts';
import { useState } from 'react';
import { useToast } from './use-toast.ts';

// Radix Toast is fetched with the first toast, not at start-up: the shell's start-up and the cold home
// screen stay within their size budgets (docs/architecture.md, "Shared singletons").
const radixToaster = lazyPart(() => import(/* webpackChunkName: "ui-toast" */ './radix-toaster.tsx'));

/** Renders the open toast (one at a time). Mount once, in the shell. */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed ? <RadixToasterPart /> : null;
}

function RadixToasterPart() {
  const module = radixToaster.useModule();
  return module ? <module.default /> : null;
}
