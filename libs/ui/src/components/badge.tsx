import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, radii } from '../theme/tokens.ts';

export type BadgeVariant = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info' | 'outline' | 'inverse';

const palette: Record<BadgeVariant, { bg: string; fg: string; border: string }> = {
  neutral: { bg: colors.surfaceMuted, fg: colors.textMuted, border: 'transparent' },
  brand: { bg: colors.brandSoft, fg: colors.brandActive, border: 'transparent' },
  success: { bg: colors.successSoft, fg: colors.success, border: 'transparent' },
  warning: { bg: colors.warningSoft, fg: colors.warning, border: 'transparent' },
  danger: { bg: colors.dangerSoft, fg: colors.danger, border: 'transparent' },
  info: { bg: colors.infoSoft, fg: colors.info, border: 'transparent' },
  outline: { bg: 'transparent', fg: colors.textMuted, border: colors.borderStrong },
  inverse: { bg: colors.surfaceInverse, fg: colors.textInverse, border: 'transparent' },
};

const Pill = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-width: 100%;
  padding: 2px 10px;
  border-radius: ${radii.pill};
  border: 1px solid ${(p) => palette[p.$variant].border};
  background: ${(p) => palette[p.$variant].bg};
  color: ${(p) => palette[p.$variant].fg};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.semibold};
  line-height: 18px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** success = green, warning = yellow, danger = red (docs/product/platform.md, Toasts and tooltips: status colours). */
  variant?: BadgeVariant;
}

/** Small status/label pill; `data-variant` carries the variant for tests. */
export function Badge({ variant = 'neutral', ...rest }: BadgeProps) {
  return <Pill $variant={variant} data-variant={variant} {...rest} />;
}
