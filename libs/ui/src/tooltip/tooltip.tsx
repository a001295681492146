import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { colors, fontSizes, radii, shadows, zIndices } from '../theme/tokens.ts';

/** Spec section 9: tooltip delay 700 ms, skip delay 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

interface TooltipTiming {
  delayDuration: number;
  skipDelayDuration: number;
  /** Time the last tooltip closed; moving to another trigger within the skip delay opens at once. */
  lastClosedAt: { current: number };
}

const defaultTiming: TooltipTiming = {
  delayDuration: TOOLTIP_DELAY_MS,
  skipDelayDuration: TOOLTIP_SKIP_DELAY_MS,
  lastClosedAt: { current: Number.NEGATIVE_INFINITY },
};

const TooltipContext = createContext<TooltipTiming>(defaultTiming);

export function TooltipProvider({
  children,
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
}: {
  children: ReactNode;
  delayDuration?: number;
  skipDelayDuration?: number;
}) {
  const lastClosedAt = useRef(Number.NEGATIVE_INFINITY);
  const value = useMemo(() => ({ delayDuration, skipDelayDuration, lastClosedAt }), [delayDuration, skipDelayDuration]);
  return <TooltipContext.Provider value={value}>{children}</TooltipContext.Provider>;
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span<{ $side: 'top' | 'bottom' }>`
  position: absolute;
  left: 50%;
  ${(p) => (p.$side === 'top' ? 'bottom: calc(100% + 8px);' : 'top: calc(100% + 8px);')}
  transform: translateX(-50%);
  z-index: ${zIndices.tooltip};
  width: max-content;
  max-width: 260px;
  padding: 6px 10px;
  border-radius: ${radii.sm};
  background: ${colors.surfaceInverse};
  color: ${colors.textInverse};
  box-shadow: ${shadows.md};
  font-size: ${fontSizes.xs};
  line-height: 1.4;
  pointer-events: none;
  white-space: normal;
`;

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (button, link); it gets aria-describedby while the tooltip shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: 'top' | 'bottom';
}

/** Shows `content` on hover or keyboard focus after the provider's delay; Escape hides it. */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const timing = useContext(TooltipContext);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    const withinSkip = Date.now() - timing.lastClosedAt.current < timing.skipDelayDuration;
    if (withinSkip) {
      setOpen(true);
      return;
    }
    timer.current = setTimeout(() => setOpen(true), timing.delayDuration);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) timing.lastClosedAt.current = Date.now();
      return false;
    });
  };

  const trigger = isValidElement(children)
    ? cloneElement(children, { 'aria-describedby': open ? id : children.props['aria-describedby'] })
    : children;

  return (
    <Anchor
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {trigger}
      {open ? (
        <Bubble role="tooltip" id={id} $side={side}>
          {content}
        </Bubble>
      ) : null}
    </Anchor>
  );
}
