import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { colors, fontSizes, fontWeights, media, radii, shadows, space, zIndices } from '../theme/tokens.ts';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndices.dialog};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: ${space[3]};
  background: ${colors.overlay};
  animation: ${fadeIn} 150ms ease;
  ${media.sm} { align-items: center; padding: ${space[6]}; }
`;

const Panel = styled.div<{ $width: number }>`
  position: relative;
  width: 100%;
  max-width: ${(p) => p.$width}px;
  max-height: calc(100vh - 24px);
  overflow-y: auto;
  background: ${colors.surface};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.lg};
  padding: ${space[6]};
  animation: ${rise} 180ms ease;
`;

const Title = styled.h2`
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
  padding-right: ${space[8]};
`;

const Description = styled.p`
  margin-top: ${space[2]};
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Body = styled.div`
  margin-top: ${space[5]};
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${space[2]};
  margin-top: ${space[6]};
  ${media.sm} { flex-direction: row; justify-content: flex-end; }
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${space[4]};
  right: ${space[4]};
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${colors.textMuted};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${colors.surfaceMuted}; color: ${colors.text}; }
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
}

/**
 * Modal dialog: role="dialog", aria-modal, labelled by its title and described by its description,
 * focus moves inside on open, Tab is trapped, Escape closes, focus returns to the opener on close.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, width = 520, dismissible = true }: DialogProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onOpenChangeRef.current(false);
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusables = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusables.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusables[0]!;
    const last = focusables[focusables.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Overlay
      data-testid="dialog-overlay"
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onOpenChangeRef.current(false);
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
        $width={width}
        onKeyDown={onKeyDown}
      >
        <Title id={`${id}-title`}>{title}</Title>
        {description ? <Description id={`${id}-description`}>{description}</Description> : null}
        {children ? <Body>{children}</Body> : null}
        {footer ? <Footer>{footer}</Footer> : null}
        <CloseButton type="button" aria-label="Close" onClick={() => onOpenChangeRef.current(false)}>
          ×
        </CloseButton>
      </Panel>
    </Overlay>,
    document.body,
  );
}
