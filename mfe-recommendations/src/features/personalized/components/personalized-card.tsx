import { Badge, Button, VisuallyHidden, colors, fontSizes, space } from '@alive/ui';
import { ClampedText } from '@alive/ui/clamped-text';
import { CheckIcon, ExternalLinkIcon } from '@alive/ui/icons';
import { categoryLabel } from '@alive/domain';
import type { PersonalizedRecommendation } from '@alive/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { recordFeedback } from '../../../shared/api/record-feedback.ts';
import { BadgeRow, CardActions, CardTop, Chips, FactList, ItemCard, ItemText, ItemTitle, Reasoning, DESCRIPTION_LINES_ON_A_PHONE } from '../../../shared/components/card-parts.tsx';
import { StarterBadge } from '../../../shared/components/starter.tsx';
import { useFeedbackToggle } from '../../../shared/hooks/use-feedback-toggle.ts';
import { matchLabel, MATCH_LABEL_VARIANT } from './match-label.ts';

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${fontSizes.sm};
  a { display: inline-flex; align-items: center; gap: 6px; color: ${colors.brand}; font-weight: 600; overflow-wrap: anywhere; }
  a:hover { text-decoration: underline; }
`;

/**
 * One personalized recommendation (docs/product/recommendations.md, Personalized). "I'll try this"
 * puts it on My list and reads "On my list" while it is there; pressing it again takes it back.
 * `starter`: the list was made before the person's first choice, so no match label (Starter picks).
 */
export function PersonalizedCard({ recommendation, starter = false }: { recommendation: PersonalizedRecommendation; starter?: boolean }) {
  const titleId = useId();
  const feedback = useFeedbackToggle(recommendation, (action) => recordFeedback({ recommendationId: recommendation.id, action }));
  const onList = feedback.pressed('used');
  const label = matchLabel(recommendation.confidence);
  return (
    <ItemCard aria-labelledby={titleId} data-testid="personalized-card">
      <CardTop>
        <ItemTitle as="h2" id={titleId}>{recommendation.title}</ItemTitle>
        {starter ? (
          <StarterBadge />
        ) : (
          <Badge variant={MATCH_LABEL_VARIANT[label]} data-testid="match-label">
            {label}
          </Badge>
        )}
      </CardTop>
      <BadgeRow>
        <Badge variant="outline">{categoryLabel(recommendation.category)}</Badge>
        {recommendation.actionable ? <Badge variant="brand">Actionable</Badge> : null}
      </BadgeRow>
      <ClampedText lines={DESCRIPTION_LINES_ON_A_PHONE}>
        <ItemText>{recommendation.description}</ItemText>
      </ClampedText>
      {recommendation.tags.length > 0 ? <Chips items={recommendation.tags} label="Tags" /> : null}
      <FactList>
        {recommendation.timeCommitment ? (
          <div>
            <dt>Time</dt>
            <dd>{recommendation.timeCommitment}</dd>
          </div>
        ) : null}
        {recommendation.estimatedCost ? (
          <div>
            <dt>Cost</dt>
            <dd>{recommendation.estimatedCost}</dd>
          </div>
        ) : null}
      </FactList>
      {recommendation.reasoning ? <Reasoning>{recommendation.reasoning}</Reasoning> : null}
      {recommendation.links.length > 0 ? (
        <Links aria-label="Links">
          {recommendation.links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.text || link.url}
                <ExternalLinkIcon size={14} />
                <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          ))}
        </Links>
      ) : null}
      <CardActions>
        <Button
          variant={onList ? 'primary' : 'secondary'}
          icon={<CheckIcon size={16} />}
          aria-pressed={onList}
          aria-busy={feedback.busy || undefined}
          onClick={() => feedback.toggle('used')}
        >
          {onList ? 'On my list' : <>I&apos;ll try this</>}
        </Button>
      </CardActions>
    </ItemCard>
  );
}
