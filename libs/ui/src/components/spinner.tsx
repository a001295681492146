import styled, { keyframes } from 'styled-components';
import { colors } from '../theme/tokens.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

const spin = keyframes`to { transform: rotate(360deg); }`;

const sizes = { sm: 16, md: 24, lg: 40 } as const;
export type SpinnerSize = keyof typeof sizes;

const Ring = styled.span<{ $size: number; $color: string }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  border: ${(p) => Math.max(2, Math.round(p.$size / 10))}px solid currentColor;
  border-right-color: transparent;
  color: ${(p) => p.$color};
  animation: ${spin} 0.75s linear infinite;
`;

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Text for assistive technology; also rendered visibly when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  color?: string;
  className?: string;
}

/** A loading indicator with an accessible label (role="status"). */
export function Spinner({ size = 'md', label = 'Loading', showLabel = false, color = colors.brand, className }: SpinnerProps) {
  return (
    <SpinnerRoot role="status" aria-live="polite" className={className}>
      <Ring $size={sizes[size]} $color={color} aria-hidden="true" />
      {showLabel ? <SpinnerLabel>{label}</SpinnerLabel> : <VisuallyHidden>{label}</VisuallyHidden>}
    </SpinnerRoot>
  );
}

const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
`;

const SpinnerLabel = styled.span`
  color: ${colors.textMuted};
  font-size: 14px;
`;
