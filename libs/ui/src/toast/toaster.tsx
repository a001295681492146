import styled, { keyframes } from 'styled-components';
import { colors, fontSizes, fontWeights, media, radii, shadows, space, zIndices } from '../theme/tokens.ts';
import { toastStore, type ToastVariant } from './toast-store.ts';
import { useToast } from './use-toast.ts';

const slideIn = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

// One toast at a time, so a labelled region rather than a list (a list may only hold list items).
const Viewport = styled.section`
  position: fixed;
  z-index: ${zIndices.toast};
  left: ${space[3]};
  right: ${space[3]};
  bottom: ${space[3]};
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  pointer-events: none;
  ${media.sm} { left: auto; right: ${space[6]}; bottom: ${space[6]}; width: 380px; }
`;

const palette: Record<ToastVariant, { bg: string; fg: string; border: string; muted: string }> = {
  default: { bg: colors.surface, fg: colors.text, border: colors.border, muted: colors.textMuted },
  success: { bg: colors.surface, fg: colors.text, border: colors.successSolid, muted: colors.textMuted },
  destructive: { bg: colors.danger, fg: colors.textInverse, border: colors.danger, muted: '#fde2e2' },
};

const Item = styled.div<{ $variant: ToastVariant }>`
  position: relative;
  display: flex;
  gap: ${space[3]};
  align-items: flex-start;
  padding: ${space[4]} ${space[10]} ${space[4]} ${space[4]};
  border-radius: ${radii.md};
  border: 1px solid ${(p) => palette[p.$variant].border};
  ${(p) => (p.$variant === 'success' ? `border-left-width: 4px;` : '')}
  background: ${(p) => palette[p.$variant].bg};
  color: ${(p) => palette[p.$variant].fg};
  box-shadow: ${shadows.lg};
  pointer-events: auto;
  animation: ${slideIn} 200ms ease;
`;

const Text = styled.div<{ $variant: ToastVariant }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  flex: 1;
  min-width: 0;
  font-size: ${fontSizes.sm};
  & > p:last-child { color: ${(p) => palette[p.$variant].muted}; }
`;

const Title = styled.p`
  font-weight: ${fontWeights.semibold};
`;

const Close = styled.button`
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

/** Renders the open toast (one at a time). Mount once, in the shell. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const open = toasts.filter((t) => t.open);
  return (
    <Viewport aria-label="Notifications">
      {open.map((t) => (
        <Item
          key={t.id}
          $variant={t.variant}
          data-variant={t.variant}
          role={t.variant === 'destructive' ? 'alert' : 'status'}
          aria-live={t.variant === 'destructive' ? 'assertive' : 'polite'}
          aria-atomic="true"
          onMouseEnter={() => toastStore.pause(t.id)}
          onMouseLeave={() => toastStore.resume(t.id)}
        >
          <Text $variant={t.variant}>
            {t.title ? <Title>{t.title}</Title> : null}
            {t.description ? <p>{t.description}</p> : null}
          </Text>
          {t.action}
          <Close type="button" aria-label="Dismiss notification" onClick={() => dismiss(t.id)}>
            ×
          </Close>
        </Item>
      ))}
    </Viewport>
  );
}
