import { lazyPart } from '../lazy/lazy-part.ts';
import type { ReactElement, ReactNode } from 'react';

/** Product timing: a tooltip opens after 700 ms of hover; within 300 ms of one closing, the next opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Radix Tooltip (with its positioning engine) is fetched when a screen first shows a tooltip, not at
// start-up, so it cannot sit in a Provider around the whole app (docs/decisions.md, "Radix primitives").
const radixTooltip = lazyPart(() => import(/* webpackChunkName: "ui-tooltip" */ './radix-tooltip.tsx'));

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (button, link); it gets aria-describedby while the tooltip shows. */
  children: ReactElement;
  side?: 'top' | 'bottom';
}

/**
 * Shows `content` on hover after 700 ms (at once within 300 ms of another tooltip closing), or at once on
 * keyboard focus; Escape hides it; the bubble stays while the pointer moves onto it (WCAG 1.4.13). Until
 * Radix has loaded, the trigger renders alone.
 */
export function Tooltip(props: TooltipProps) {
  const module = radixTooltip.useModule();
  return module ? <module.default {...props} /> : props.children;
}
