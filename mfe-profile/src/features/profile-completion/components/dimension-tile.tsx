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

/**
 * Compact rows in a narrow card (the profile screen's side column, phones); five tiles side by side
 * once the card is wide enough (home screen on desktop). Container query: it depends on where the
 * card is placed, not on the viewport.
 */
export const TILE_GRID_WIDE_AT = 560;

const Tile = styled.li<{ $tone: keyof typeof TONE_COLORS }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'letter text icon';
  align-items: center;
  column-gap: ${space[3]};
  padding: ${space[2]} ${space[3]};
  border-radius: ${radii.md};
  border: 1px solid ${(p) => TONE_COLORS[p.$tone].solid};
  background: ${(p) => TONE_COLORS[p.$tone].bg};
  color: ${(p) => TONE_COLORS[p.$tone].fg};
  min-width: 0;
  @container (min-width: ${TILE_GRID_WIDE_AT}px) {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'letter icon' 'text text';
    align-items: start;
    row-gap: ${space[2]};
    padding: ${space[3]};
  }
`;

const Letter = styled.span`
  grid-area: letter;
  width: 20px;
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.extrabold};
  line-height: 1;
`;

const Icon = styled.span<{ $tone: keyof typeof TONE_COLORS }>`
  grid-area: icon;
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

const Text = styled.span`
  grid-area: text;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.span`
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  color: ${colors.text};
  line-height: 1.3;
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
    <Tile $tone={tone} data-status={status} data-testid={`dimension-tile-${status}`} aria-label={`${dimension.name}: ${STATUS_TEXT[status]}, ${count} ${count === 1 ? 'choice' : 'choices'}`}>
      <Letter aria-hidden="true">{dimension.aliveLetter}</Letter>
      <Text>
        <Name>{dimension.name}</Name>
        <Meta>
          {STATUS_TEXT[status]} · {count} {count === 1 ? 'choice' : 'choices'}
        </Meta>
      </Text>
      <Icon $tone={tone} aria-hidden="true" data-testid={`status-icon-${status}`}>
        {STATUS_ICON[status]}
      </Icon>
    </Tile>
  );
}
