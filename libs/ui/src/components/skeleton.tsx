import styled, { keyframes } from 'styled-components';
import { colors, radii } from '../theme/tokens.ts';

const shimmer = keyframes`
  0% { background-position: -400px 0; }
  100% { background-position: 400px 0; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${(p) => p.$width};
  height: ${(p) => p.$height};
  border-radius: ${(p) => p.$radius};
  background: linear-gradient(90deg, ${colors.surfaceMuted} 0%, #e8e8f2 50%, ${colors.surfaceMuted} 100%);
  background-size: 800px 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

export interface SkeletonProps {
  width?: string | number;
  height?: string | number;
  radius?: string;
  className?: string;
}

const toCss = (v: string | number) => (typeof v === 'number' ? `${v}px` : v);

/** A loading placeholder; decorative, so hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ width = '100%', height = 16, radius = radii.sm, className }: SkeletonProps) {
  return <Block aria-hidden="true" data-testid="skeleton" className={className} $width={toCss(width)} $height={toCss(height)} $radius={radius} />;
}
