import * as RadixToast from '@radix-ui/react-toast';
import styled, { keyframes } from 'styled-components';
import { colors, fontSizes, fontWeights, media, radii, shadows, space, zIndices } from '../theme/tokens.ts';
import { TOAST_DEFAULT_DURATION_MS, toastStore, type ToastVariant } from './toast-store.ts';
import { useToast } from './use-toast.ts';

const slideIn = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  z-index: ${zIndices.toast};
  left: ${space[3]};
  right: ${space[3]};
  bottom: ${space[3]};
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;
  ${media.sm} { left: auto; right: ${space[6]}; bottom: ${space[6]}; width: 380px; }
`;

const palette: Record<ToastVariant, { bg: string; fg: string; border: string; muted: string }> = {
  default: { bg: colors.surface, fg: colors.text, border: colors.border, muted: colors.textMuted },
  success: { bg: colors.surface, fg: colors.text, border: colors.successSolid, muted: colors.textMuted },
  destructive: { bg: colors.danger, fg: colors.textInverse, border: colors.danger, muted: '#fde2e2' },
};

const Item = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${space[4]} ${space[10]} ${space[4]} ${space[4]};
  border-radius: ${radii.md};
  border: 1px solid ${(p) => palette[p.$variant].border};
  ${(p) => (p.$variant === 'success' ? `border-left-width: 4px;` : '')}
  background: ${(p) => palette[p.$variant].bg};
  color: ${(p) => palette[p.$variant].fg};
  box-shadow: ${shadows.lg};
  font-size: ${fontSizes.sm};
  animation: ${slideIn} 200ms ease;
  &:focus-visible { outline: none; box-shadow: ${shadows.focus}; }
  &[data-swipe='move'] { transform: translateX(var(--radix-toast-swipe-move-x)); }
  &[data-swipe='cancel'] { transform: none; transition: transform 200ms ease; }
`;

const Title = styled(RadixToast.Title)`
  font-weight: ${fontWeights.semibold};
`;

const Description = styled(RadixToast.Description)<{ $variant: ToastVariant }>`
  color: ${(p) => palette[p.$variant].muted};
`;

const Close = styled(RadixToast.Close)`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: inherit;
  opacity: 0.7;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
  &:hover { opacity: 1; background: rgba(127, 127, 160, 0.15); }
`;

/**
 * The toasts on Radix Toast: each closes after its duration (5000 ms by default), pauses while the
 * pointer or focus is on the notifications, is announced (destructive toasts assertively), and F8 jumps
 * to it. Loaded by `Toaster` when the first toast shows.
 */
export default function RadixToaster() {
  const { toasts } = useToast();
  return (
    <RadixToast.Provider duration={TOAST_DEFAULT_DURATION_MS} swipeDirection="right">
      {toasts.map((t) => (
        <Item
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) toastStore.dismiss(t.id);
          }}
          duration={t.duration}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          $variant={t.variant}
          data-variant={t.variant}
        >
          {t.title ? <Title>{t.title}</Title> : null}
          {/* Radix announces the toast's text nodes joined as they are: keep title and description apart. */}
          {t.title && t.description ? ' ' : null}
          {t.description ? <Description $variant={t.variant}>{t.description}</Description> : null}
          <Close aria-label="Dismiss notification">×</Close>
        </Item>
      ))}
      <Viewport />
    </RadixToast.Provider>
  );
}
