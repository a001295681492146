import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, radii, shadows, zIndices } from '../theme/tokens.ts';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, type TooltipProps } from './tooltip.tsx';

/**
 * The page-wide skip window. Radix keeps it per Provider; each lazily loaded tooltip has its own Provider
 * (see tooltip.tsx), so the window lives here: while a tooltip is open, and for 300 ms after it closes,
 * every tooltip's Provider opens without delay.
 */
let skipping = false;
let skipTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const setSkipping = (next: boolean) => {
  skipping = next;
  for (const listener of listeners) listener();
};
const skipWindow = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => skipping,
  opened: () => {
    clearTimeout(skipTimer);
    setSkipping(true);
  },
  closed: () => {
    clearTimeout(skipTimer);
    skipTimer = setTimeout(() => setSkipping(false), TOOLTIP_SKIP_DELAY_MS);
  },
};

const Bubble = styled(RadixTooltip.Content)`
  z-index: ${zIndices.tooltip};
  max-width: 260px;
  padding: 6px 10px;
  border-radius: ${radii.sm};
  background: ${colors.surfaceInverse};
  color: ${colors.textInverse};
  box-shadow: ${shadows.md};
  font-size: ${fontSizes.xs};
  line-height: 1.4;
`;

/** `Tooltip` on Radix Tooltip (see tooltip.tsx); loaded when the first tooltip mounts. */
export default function RadixTooltipView({ content, children, side = 'top' }: TooltipProps) {
  const skip = useSyncExternalStore(skipWindow.subscribe, skipWindow.get, skipWindow.get);
  return (
    <RadixTooltip.Provider delayDuration={skip ? 0 : TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <RadixTooltip.Root onOpenChange={(open) => (open ? skipWindow.opened() : skipWindow.closed())}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Bubble side={side} sideOffset={8} collisionPadding={8}>
            {content}
          </Bubble>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
