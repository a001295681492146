import styled from 'styled-components';
import { colors, fontSizes, fontWeights, radii, space } from '@alive/ui';
import { FlameIcon } from './icons.tsx';

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  padding: 6px 14px;
  border-radius: ${radii.pill};
  background: linear-gradient(135deg, #ff9a3c, ${colors.accent});
  color: ${colors.textInverse};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
  box-shadow: 0 6px 16px rgba(242, 107, 91, 0.3);
  white-space: nowrap;
`;

/** Shown when the session streak is above 2 (docs/product/choices.md, Screen); the caller decides with `showStreakBadge`. */
export function StreakBadge({ streak }: { streak: number }) {
  return (
    <Pill data-testid="streak-badge" aria-label={`${streak} choice streak`}>
      <FlameIcon size={16} />
      {streak} choice streak
    </Pill>
  );
}
