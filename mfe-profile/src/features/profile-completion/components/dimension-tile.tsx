import { colors, fontSizes, fontWeights, radii, space } from '@alive/ui';
import { DIMENSION_STATUS_TONE, type DimensionDefinition, type DimensionStatus } from '@alive/domain';
import styled from 'styled-components';

const TONE_COLORS = {
  success: { bg: colors.successSoft, fg: colors.success, solid: colors.successSolid },
  warning: { bg: colors.warningSoft, fg: colors.warning, solid: colors.warningSolid },
  danger: { bg: colors.dangerSoft, fg: colors.danger, solid: colors.dangerSolid },
} as const;

const STATUS_TEXT: Record<DimensionStatus, string> = {
  complete: 'Complete',
  incomplete: 'Incomplete',
  missing: 'Missing',
};

const STATUS_ICON: Record<DimensionStatus, string> = { complete: '✓', incomplete: '…', missing: '!' };

const Tile = styled.li<{ $tone: keyof typeof TONE_COLORS }>`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[3]};
  border-radius: ${radii.md};
  border: 1px solid ${(p) => TONE_COLORS[p.$tone].solid};
  background: ${(p) => TONE_COLORS[p.$tone].bg};
  color: ${(p) => TONE_COLORS[p.$tone].fg};
  min-width: 0;
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
`;

const Letter = styled.span`
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.extrabold};
  line-height: 1;
`;

const Icon = styled.span<{ $tone: keyof typeof TONE_COLORS }>`
  display: grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${(p) => TONE_COLORS[p.$tone].solid};
  color: ${colors.textInverse};
  font-size: 12px;
  font-weight: ${fontWeights.bold};
`;

const Name = styled.span`
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  color: ${colors.text};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.medium};
`;

export interface DimensionTileProps {
  dimension: DimensionDefinition;
  status: DimensionStatus;
  count: number;
}

/** One dimension of the completion card: green with a check when complete, yellow incomplete, red missing. */
export function DimensionTile({ dimension, status, count }: DimensionTileProps) {
  const tone = DIMENSION_STATUS_TONE[status];
  return (
    <Tile $tone={tone} data-status={status} aria-label={`${dimension.name}: ${STATUS_TEXT[status]}, ${count} ${count === 1 ? 'choice' : 'choices'}`}>
      <TopRow>
        <Letter aria-hidden="true">{dimension.aliveLetter}</Letter>
        <Icon $tone={tone} aria-hidden="true" data-testid={`status-icon-${status}`}>
          {STATUS_ICON[status]}
        </Icon>
      </TopRow>
      <Name>{dimension.name}</Name>
      <Meta>
        {STATUS_TEXT[status]} · {count} {count === 1 ? 'choice' : 'choices'}
      </Meta>
    </Tile>
  );
}
