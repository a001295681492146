import { colors, fontSizes, fontWeights, radii, space } from '@alive/ui';
import styled from 'styled-components';

export const MetricGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${space[4]};
`;

export const Metric = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[5]};
  border-radius: ${radii.lg};
  border: 1px solid ${colors.border};
  background: ${colors.surface};
  dt { font-size: ${fontSizes.sm}; color: ${colors.textMuted}; font-weight: ${fontWeights.medium}; }
  dd { margin: 0; font-size: ${fontSizes['3xl']}; font-weight: ${fontWeights.extrabold}; letter-spacing: -0.02em; font-variant-numeric: tabular-nums; }
`;

export const MetricNote = styled.p`
  font-size: ${fontSizes.xs};
  color: ${colors.textSubtle};
`;

export const EmptyText = styled.p`
  padding: ${space[5]} ${space[4]};
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.md};
  text-align: center;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

export function formatPercent(ratio: number): string {
  return `${Math.round(ratio * 100)}%`;
}
