import { Badge, Button, LinkButton, VisuallyHidden } from '@alive/ui';
import { BookmarkIcon, ExternalLinkIcon, ThumbDownIcon, ThumbUpIcon } from '@alive/ui/icons';
import type { PersonalizedRecommendation } from '@alive/contracts';
import { useId, useState, type ReactNode } from 'react';
import { BadgeRow, CardActions, CardTop, Chips, FactList, ItemCard, ItemText, ItemTitle, Reasoning } from '../../../shared/components/card-parts.tsx';
import { useFeedbackToasts } from '../../../shared/hooks/use-feedback-toasts.ts';
import { categoryLabel } from '../../../shared/components/categories.ts';
import { useSendFeedback, type FeedbackType } from '../api/send-feedback.ts';
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

/** One card of the six-tab screen (docs/product/recommendations.md, Recommendations). */
export function RecommendationCard({ recommendation, showCategory }: { recommendation: PersonalizedRecommendation; showCategory: boolean }) {
  const titleId = useId();
  const { thank, fail } = useFeedbackToasts();
  // The last feedback recorded from this card, shown as the pressed button.
  const [given, setGiven] = useState<FeedbackType | null>(null);
  const feedback = useSendFeedback(recommendation.id, {
    onSuccess: (_recorded, feedbackType) => {
      setGiven(feedbackType);
      thank();
    },
    onError: fail,
  });
  const { metadata } = recommendation;
  return (
    <ItemCard aria-labelledby={titleId} data-testid="recommendation-card">
      <CardTop>
        <ItemTitle id={titleId}>{recommendation.title}</ItemTitle>
        <Badge variant={matchBadgeVariant(recommendation.matchPercent)} data-testid="match-badge">
          {recommendation.matchPercent}% match
        </Badge>
      </CardTop>
      {showCategory ? (
        <BadgeRow>
          <Badge variant="outline" data-testid="card-category">
            {categoryLabel(recommendation.category)}
          </Badge>
        </BadgeRow>
      ) : null}
      <ItemText>{recommendation.description}</ItemText>
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
            variant={given === button.type ? 'secondary' : 'ghost'}
            aria-label={button.label}
            aria-pressed={given === button.type}
            title={button.label}
            disabled={feedback.isPending}
            onClick={() => feedback.mutate(button.type)}
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
