import { Badge, Button, colors, fontSizes, fontWeights, radii, space } from '@alive/ui';
import { categoryLabel, optionTagLabels } from '@alive/domain';
import { CheckIcon, PlusIcon } from '@alive/ui/icons';
import type { SmartRecommendation } from '@alive/contracts';
import styled from 'styled-components';
import { CardActions, Chips, ItemCard, ItemText, Reasoning } from '../../../shared/components/card-parts.tsx';
import { percentOf } from '../../../shared/components/percent.ts';
import { StarterBadge } from '../../../shared/components/starter.tsx';
import { confidenceTone } from './profile-bands.ts';

const DOT_COLOR = { success: colors.successSolid, warning: colors.warningSolid, danger: colors.dangerSolid } as const;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
`;

const Confidence = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Dot = styled.i<{ $color: string }>`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${(p) => p.$color};
`;

// Stacked, so long option names and tags have the card's full width at every size.
const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
`;

const Option = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[3]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  min-width: 0;
  h2 { font-size: ${fontSizes.md}; font-weight: ${fontWeights.semibold}; overflow-wrap: anywhere; }
`;

const Versus = styled.span`
  align-self: center;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.bold};
  color: ${colors.textSubtle};
`;

const Label = styled.p`
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${colors.textSubtle};
  margin-bottom: 6px;
`;

const Match = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  strong { color: ${colors.text}; font-weight: ${fontWeights.semibold}; }
`;

function OptionBox({ name, tags }: { name: string; tags: Readonly<Record<string, number>> }) {
  const labels = optionTagLabels(tags);
  return (
    <Option data-testid="smart-option">
      <h2>{name}</h2>
      {labels.length > 0 ? <Chips items={labels} label={`Tags of ${name}`} variant="brand" /> : null}
    </Option>
  );
}

export interface SmartPairCardProps {
  pair: SmartRecommendation;
  added: boolean;
  onAdd: (pair: SmartRecommendation) => void;
  /** No choice yet: confidence and personality match say nothing, so neither is shown (Starter picks). */
  starter?: boolean;
}

/** One proposed choice pair (docs/product/recommendations.md, Smart Recommendations). */
export function SmartPairCard({ pair, added, onAdd, starter = false }: SmartPairCardProps) {
  const tone = confidenceTone(pair.confidence);
  return (
    <ItemCard aria-label={`${pair.option1} vs ${pair.option2}`} data-testid="smart-card">
      <Top>
        <Badge variant="outline">{categoryLabel(pair.category)}</Badge>
        {starter ? (
          <StarterBadge />
        ) : (
          <Confidence data-testid="smart-confidence" data-tone={tone}>
            <Dot $color={DOT_COLOR[tone]} aria-hidden="true" />
            {percentOf(pair.confidence)} confidence
          </Confidence>
        )}
      </Top>
      <Options>
        <OptionBox name={pair.option1} tags={pair.option1Tags} />
        <Versus aria-hidden="true">vs</Versus>
        <OptionBox name={pair.option2} tags={pair.option2Tags} />
      </Options>
      {pair.reasoning ? <Reasoning heading="Why this pair">{pair.reasoning}</Reasoning> : null}
      {pair.targetedPreferences.length > 0 ? (
        <div>
          <Label>Targeted preferences</Label>
          <Chips items={pair.targetedPreferences} label="Targeted preferences" variant="outline" />
        </div>
      ) : null}
      {starter ? null : (
        <Match data-testid="personality-match">
          <strong>{percentOf(pair.personalityMatch)}</strong> personality match
        </Match>
      )}
      <CardActions>
        {added ? (
          <ItemText as="span" role="status">
            <CheckIcon size={16} /> Added to your choices
          </ItemText>
        ) : (
          <Button icon={<PlusIcon size={16} />} onClick={() => onAdd(pair)} aria-label={`Add ${pair.option1} vs ${pair.option2}`}>
            Add
          </Button>
        )}
      </CardActions>
    </ItemCard>
  );
}
