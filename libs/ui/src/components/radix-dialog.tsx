import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { colors, fontSizes, fontWeights, media, radii, shadows, space, zIndices } from '../theme/tokens.ts';
import type { DialogProps } from './dialog.tsx';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; }`;

// The panel sits inside the overlay (Radix's scrollable-overlay layout), so the overlay can centre it.
const Overlay = styled(RadixDialog.Overlay)`
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

const Panel = styled(RadixDialog.Content)<{ $width: number }>`
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
  &:focus { outline: none; }
`;

const Title = styled(RadixDialog.Title)`
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
  padding-right: ${space[8]};
`;

const Description = styled(RadixDialog.Description)`
  margin-top: ${space[2]};
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Body = styled.div`
  margin-top: ${space[5]};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;

const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[2]};
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${space[2]};
  margin-top: ${space[6]};
  ${media.sm} { flex-direction: row; justify-content: flex-end; }
`;

const CloseButton = styled(RadixDialog.Close)`
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

/** `Dialog` on Radix Dialog (see dialog.tsx); loaded when a dialog first opens. */
export default function RadixDialogView({ open, onOpenChange, title, description, children, footer, form, width = 520, dismissible = true }: DialogProps) {
  // Radix returns focus to its own Trigger; our dialogs are opened by any button, so remember that one.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay data-testid="dialog-overlay">
          <Panel
            $width={width}
            aria-modal="true"
            // Without a description Radix must not point aria-describedby at a missing element.
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(event) => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              const marked = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-autofocus]');
              if (!marked) return;
              event.preventDefault();
              marked.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
              opener.current = null;
            }}
            onPointerDownOutside={(event) => {
              if (!dismissible) event.preventDefault();
            }}
          >
            <Title>{title}</Title>
            {description ? <Description>{description}</Description> : null}
            {form ? (
              <Body>
                <Form onSubmit={form.onSubmit} noValidate aria-label={form.label}>
                  {children}
                  <FormActions>{form.actions}</FormActions>
                </Form>
              </Body>
            ) : children ? (
              <Body>{children}</Body>
            ) : null}
            {footer ? <Footer>{footer}</Footer> : null}
            <CloseButton aria-label="Close">×</CloseButton>
          </Panel>
        </Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
