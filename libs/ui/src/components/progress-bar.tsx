import styled from 'styled-components';
import { colors, radii } from '../theme/tokens.ts';

export type ProgressTone = 'brand' | 'success' | 'warning' | 'danger';
const toneColor: Record<ProgressTone, string> = {
  brand: colors.brand,
  success: colors.successSolid,
  warning: colors.warningSolid,
  danger: colors.dangerSolid,
};

const Track = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  height: ${(p) => p.$height}px;
  border-radius: ${radii.pill};
  background: ${colors.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.div<{ $color: string }>`
  height: 100%;
  border-radius: inherit;
  background: ${(p) => p.$color};
  transition: width 300ms ease;
`;

export interface ProgressBarProps {
  /** Current value; the bar is capped to 0..max (e.g. n/50 choices never overflows). */
  value: number;
  max?: number;
  tone?: ProgressTone;
  /** A colour outside the tones (e.g. a dimension's A.L.I.V.E letter colour); wins over `tone`. */
  color?: string;
  /** Accessible name, e.g. "Profile progress". */
  label?: string;
  height?: number;
  className?: string;
}

/** Clamp `value/max` into a 0..100 percentage (a progress bar never exceeds 100 %). */
export function progressPercent(value: number, max = 100): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}

export function ProgressBar({ value, max = 100, tone = 'brand', color, label, height = 8, className }: ProgressBarProps) {
  const percent = progressPercent(value, max);
  return (
    <Track
      $height={height}
      className={className}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
    >
      <Fill $color={color ?? toneColor[tone]} style={{ width: `${percent}%` }} data-testid="progress-fill" />
    </Track>
  );
}
