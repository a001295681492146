import { Badge, Button, colors, fontSizes, fontWeights, space } from '@alive/ui';
import { ClampedText } from '@alive/ui/clamped-text';
import { BookIcon, CheckIcon, FilmIcon, ThumbDownIcon, ThumbUpIcon, TvIcon, WarningIcon } from '@alive/ui/icons';
import { ENHANCED_FEEDBACK_CATEGORY, ENHANCED_FEEDBACK_CONFIDENCE, enhancedRecommendationId } from '@alive/contracts/constants';
import type { EnhancedContentType, EnhancedRecommendation, FeedbackAction } from '@alive/contracts';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { recordFeedback } from '../../../shared/api/record-feedback.ts';
import { CardActions, CardTop, Chips, FactList, ItemCard, ItemText, ItemTitle, Reasoning, DESCRIPTION_LINES_ON_A_PHONE } from '../../../shared/components/card-parts.tsx';
import { StarterBadge } from '../../../shared/components/starter.tsx';
import { useFeedbackToggle } from '../../../shared/hooks/use-feedback-toggle.ts';
import { CONTENT_TYPE_LABELS, ENHANCED_SIMILAR_SHOWN, ENHANCED_TAGS_SHOWN, enhancedMatchVariant, firstOf } from './enhanced-card-look.ts';

const TYPE_ICONS: Record<EnhancedContentType, ReactNode> = {
  movie: <FilmIcon size={16} />,
  tv_show: <TvIcon size={16} />,
  book: <BookIcon size={16} />,
};

const TypeLine = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${colors.brand};
`;

const Byline = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Warnings = styled.div`
  display: flex;
  gap: ${space[2]};
  align-items: flex-start;
  font-size: ${fontSizes.sm};
  color: ${colors.warning};
  ul { display: flex; flex-wrap: wrap; gap: 4px ${space[2]}; list-style: none; margin: 0; padding: 0; }
  li:not(:last-child)::after { content: ','; }
`;

/** "Directed by …" for films and series, "by …" for books (whichever the library has). */
function byline(item: EnhancedRecommendation): string | null {
  const director = item.director ? `Directed by ${item.director}` : null;
  const author = item.author ? `by ${item.author}` : null;
  return item.contentType === 'book' ? (author ?? director) : (director ?? author);
}

/**
 * One title of the enhanced screen (docs/product/recommendations.md, Enhanced). Like, Will Watch/Read
 * and dislike show what the person said of it (My list) and take it back on a second press;
 * `starter`: no choice yet, so no match percent (Starter picks).
 */
export function EnhancedCard({ item, starter = false }: { item: EnhancedRecommendation; starter?: boolean }) {
  const titleId = useId();
  const id = enhancedRecommendationId(item.title);
  const feedback = useFeedbackToggle({ id, title: item.title, description: item.description, category: ENHANCED_FEEDBACK_CATEGORY }, (action: FeedbackAction) =>
    recordFeedback({ recommendationId: id, action, category: ENHANCED_FEEDBACK_CATEGORY, confidence: ENHANCED_FEEDBACK_CONFIDENCE }),
  );
  const toggle = (action: FeedbackAction) => ({
    'aria-pressed': feedback.pressed(action),
    'aria-busy': feedback.busy || undefined,
    onClick: () => feedback.toggle(action),
  });
  const tags = firstOf(item.tags, ENHANCED_TAGS_SHOWN);
  const similar = firstOf(item.similarTo, ENHANCED_SIMILAR_SHOWN);
  const creator = byline(item);
  const details = [item.genre, item.year].filter((part) => part !== null && part !== '').join(' · ');
  return (
    <ItemCard aria-labelledby={titleId} data-testid="enhanced-card">
      <CardTop>
        <TypeLine data-testid="content-type">
          {TYPE_ICONS[item.contentType]}
          {CONTENT_TYPE_LABELS[item.contentType]}
        </TypeLine>
        {starter ? (
          <StarterBadge />
        ) : (
          <Badge variant={enhancedMatchVariant(item.personalityMatch)} data-testid="enhanced-match">
            {Math.round(item.personalityMatch * 100)}% match
          </Badge>
        )}
      </CardTop>
      <ItemTitle as="h2" id={titleId}>{item.title}</ItemTitle>
      {details || creator ? (
        <Byline data-testid="enhanced-byline">
          {details}
          {details && creator ? ' · ' : null}
          {creator}
        </Byline>
      ) : null}
      <ClampedText lines={DESCRIPTION_LINES_ON_A_PHONE}>
        <ItemText>{item.description}</ItemText>
      </ClampedText>
      {item.reasoning ? <Reasoning heading="Why This Matches You">{item.reasoning}</Reasoning> : null}
      {tags.shown.length > 0 ? (
        <Chips items={tags.shown} label="Tags" variant="brand" extra={tags.more > 0 ? <Badge variant="outline">+{tags.more} more</Badge> : null} />
      ) : null}
      {item.imdbRating !== null || item.rottenTomatoesScore !== null ? (
        <FactList data-testid="ratings">
          {item.imdbRating !== null ? (
            <div>
              <dt>IMDb</dt>
              <dd>{item.imdbRating}/10</dd>
            </div>
          ) : null}
          {item.rottenTomatoesScore !== null ? (
            <div>
              <dt>Rotten Tomatoes</dt>
              <dd>{item.rottenTomatoesScore}%</dd>
            </div>
          ) : null}
        </FactList>
      ) : null}
      {item.warnings.length > 0 ? (
        <Warnings>
          <WarningIcon size={16} />
          <div>
            <strong>Content warnings: </strong>
            <ul aria-label="Content warnings">
              {item.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </div>
        </Warnings>
      ) : null}
      {similar.shown.length > 0 ? (
        <Byline data-testid="similar-to">
          Similar to: {similar.shown.join(', ')}
          {similar.more > 0 ? ` +${similar.more} more` : null}
        </Byline>
      ) : null}
      <CardActions>
        <Button size="sm" variant={feedback.pressed('liked') ? 'primary' : 'secondary'} icon={<ThumbUpIcon size={16} />} {...toggle('liked')}>
          Like
        </Button>
        <Button size="sm" variant={feedback.pressed('used') ? 'primary' : 'outline'} icon={<CheckIcon size={16} />} {...toggle('used')}>
          Will Watch/Read
        </Button>
        <Button
          size="sm"
          variant={feedback.pressed('disliked') ? 'secondary' : 'ghost'}
          aria-label="Dislike"
          title="Dislike"
          icon={<ThumbDownIcon size={16} />}
          {...toggle('disliked')}
        />
      </CardActions>
    </ItemCard>
  );
}
