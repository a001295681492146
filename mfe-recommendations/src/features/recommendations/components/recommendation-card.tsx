import { Badge, Button, LinkButton, VisuallyHidden } from '@alive/ui';
import { ClampedText } from '@alive/ui/clamped-text';
import { BookmarkIcon, ExternalLinkIcon, ThumbDownIcon, ThumbUpIcon } from '@alive/ui/icons';
import { categoryLabel } from '@alive/domain';
import type { PersonalizedRecommendation } from '@alive/contracts';
import { useId, type ReactNode } from 'react';
import { BadgeRow, CardActions, CardTop, Chips, FactList, ItemCard, ItemText, ItemTitle, Reasoning, DESCRIPTION_LINES_ON_A_PHONE } from '../../../shared/components/card-parts.tsx';
import { StarterBadge } from '../../../shared/components/starter.tsx';
import { useFeedbackToggle } from '../../../shared/hooks/use-feedback-toggle.ts';
import { isFeedbackType, sendFeedback, type FeedbackType } from '../api/send-feedback.ts';
import { matchBadgeVariant } from './match-badge.ts';

const FEEDBACK_BUTTONS: readonly { type: FeedbackType; label: string; icon: ReactNode }[] = [
  { type: 'liked', label: 'Like', icon: <ThumbUpIcon size={18} /> },
  { type: 'disliked', label: 'Dislike', icon: <ThumbDownIcon size={18} /> },
  { type: 'bookmarked', label: 'Bookmark', icon: <BookmarkIcon size={18} /> },
];

function Fact({ label, value }: { label: string; value: string | number | null }) {
  if (value === null || value === '') return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * One card of the six-tab screen (docs/product/recommendations.md, Recommendations). Like, dislike and
 * bookmark show what the person said of the item (My list) and take it back on a second press;
 * `starter`: the list was made before their first choice, so no match figure (Starter picks).
 */
export function RecommendationCard({
  recommendation,
  showCategory,
  starter = false,
}: {
  recommendation: PersonalizedRecommendation;
  showCategory: boolean;
  starter?: boolean;
}) {
  const titleId = useId();
  const feedback = useFeedbackToggle(recommendation, (action) => {
    if (!isFeedbackType(action)) throw new Error(`the six-tab screen sends no ${action} feedback`);
    return sendFeedback(recommendation.id, action);
  });
  const { metadata } = recommendation;
  return (
    <ItemCard aria-labelledby={titleId} data-testid="recommendation-card">
      <CardTop>
        <ItemTitle id={titleId}>{recommendation.title}</ItemTitle>
        {starter ? (
          <StarterBadge />
        ) : (
          <Badge variant={matchBadgeVariant(recommendation.matchPercent)} data-testid="match-badge">
            {recommendation.matchPercent}% match
          </Badge>
        )}
      </CardTop>
      {showCategory ? (
        <BadgeRow>
          <Badge variant="outline" data-testid="card-category">
            {categoryLabel(recommendation.category)}
          </Badge>
        </BadgeRow>
      ) : null}
      <ClampedText lines={DESCRIPTION_LINES_ON_A_PHONE}>
        <ItemText>{recommendation.description}</ItemText>
      </ClampedText>
      <FactList data-testid="card-details">
        <Fact label="Cost" value={metadata.cost} />
        <Fact label="Time" value={metadata.timeCommitment} />
        <Fact label="Location" value={metadata.location} />
        <Fact label="Year" value={metadata.year} />
      </FactList>
      {metadata.streamingPlatforms.length > 0 ? <Chips items={metadata.streamingPlatforms} label="Streaming on" variant="outline" /> : null}
      {recommendation.reasoning ? <Reasoning>{recommendation.reasoning}</Reasoning> : null}
      <CardActions>
        {FEEDBACK_BUTTONS.map((button) => (
          <Button
            key={button.type}
            size="icon"
            variant={feedback.pressed(button.type) ? 'secondary' : 'ghost'}
            aria-label={button.label}
            aria-pressed={feedback.pressed(button.type)}
            aria-busy={feedback.busy || undefined}
            title={button.label}
            onClick={() => feedback.toggle(button.type)}
            icon={button.icon}
          />
        ))}
        {metadata.link ? (
          <LinkButton
            href={metadata.link}
            target="_blank"
            rel="noopener noreferrer"
            variant="outline"
            size="sm"
            icon={<ExternalLinkIcon size={14} />}
            style={{ marginLeft: 'auto' }}
          >
            View
            <VisuallyHidden> {recommendation.title} (opens in a new tab)</VisuallyHidden>
          </LinkButton>
        ) : null}
      </CardActions>
    </ItemCard>
  );
}
