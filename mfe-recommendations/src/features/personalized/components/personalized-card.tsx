import { Badge, Button, colors, fontSizes, space, VisuallyHidden } from '@alive/ui';
import { CheckIcon, ExternalLinkIcon } from '@alive/ui/icons';
import type { PersonalizedRecommendation } from '@alive/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { useRecordFeedback } from '../../../shared/api/record-feedback.ts';
import { BadgeRow, CardActions, CardTop, Chips, FactList, ItemCard, ItemText, ItemTitle, Reasoning } from '../../../shared/components/card-parts.tsx';
import { useFeedbackToasts } from '../../../shared/hooks/use-feedback-toasts.ts';
import { categoryLabel } from '../../../shared/components/categories.ts';
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

/** One personalized recommendation (docs/product/recommendations.md, Personalized). */
export function PersonalizedCard({ recommendation }: { recommendation: PersonalizedRecommendation }) {
  const titleId = useId();
  const { thank, fail } = useFeedbackToasts();
  const feedback = useRecordFeedback({ onSuccess: thank, onError: fail });
  const label = matchLabel(recommendation.confidence);
  return (
    <ItemCard aria-labelledby={titleId} data-testid="personalized-card">
      <CardTop>
        <ItemTitle id={titleId}>{recommendation.title}</ItemTitle>
        <Badge variant={MATCH_LABEL_VARIANT[label]} data-testid="match-label">
          {label}
        </Badge>
      </CardTop>
      <BadgeRow>
        <Badge variant="outline">{categoryLabel(recommendation.category)}</Badge>
        {recommendation.actionable ? <Badge variant="brand">Actionable</Badge> : null}
      </BadgeRow>
      <ItemText>{recommendation.description}</ItemText>
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
          variant="secondary"
          icon={<CheckIcon size={16} />}
          loading={feedback.isPending}
          onClick={() => feedback.mutate({ recommendationId: recommendation.id, action: 'used' })}
        >
          I&apos;ll try this
        </Button>
      </CardActions>
    </ItemCard>
  );
}
