import { GROUP_RECOMMENDATION_CATEGORIES } from '@alive/contracts/constants';
import type { GroupRecommendationCategory, RatedGroupRecommendation } from '@alive/contracts';
import { categoryLabel } from '@alive/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  colors,
  EmptyState,
  fontSizes,
  Grid,
  QueryError,
  Select,
  Skeleton,
  space,
  Stack,
  StarterBadge,
  StarterNote,
  useLoginRedirectOnError,
  VisuallyHidden,
} from '@alive/ui';
import { ThumbDownIcon, ThumbUpIcon } from '@alive/ui/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGroupRecommendations } from '../../../shared/api/groups-api.ts';
import { useGroupRecommendationsRefresh } from '../hooks/use-group-recommendations-refresh.ts';
import { useRecommendationRating } from '../hooks/use-recommendation-rating.ts';

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  flex-wrap: wrap;
  margin-bottom: ${space[4]};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space[1]} ${space[3]};
  margin: 0;
  font-size: ${fontSizes.sm};
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Reasoning = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  font-style: italic;
`;

/** The title wraps beside the match badge, which keeps its size (never a full-width bar). */
const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[2]};
  & > :first-child { min-width: 0; overflow-wrap: anywhere; }
  & > :last-child:not(:first-child) { flex: none; margin-top: 2px; }
`;

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;

/** Confidence bands of the recommendation screens: 80 % and 60 % (docs/product/recommendations.md). */
function confidenceBadge(confidence: number): 'success' | 'warning' | 'danger' {
  return confidence >= 0.8 ? 'success' : confidence >= 0.6 ? 'warning' : 'danger';
}

const Votes = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  flex-wrap: wrap;
`;

const VoteSummary = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Thumbs up and down on an item: pressed is the caller's own vote as the server answered it; pressing
 * it again takes it back. The counts are the whole group's (docs/product/groups.md, Ratings). The name
 * comes from the content, "Thumbs up for <title>, 2", so it holds the count the button shows.
 */
function RecommendationVotes({ item, pending, onRate }: { item: RatedGroupRecommendation; pending: boolean; onRate: (rating: 'up' | 'down' | 'none') => void }) {
  const { up, down, mine } = item.votes;
  return (
    <Votes>
      <Button
        size="sm"
        variant={mine === 'up' ? 'primary' : 'outline'}
        aria-pressed={mine === 'up'}
        disabled={pending}
        onClick={() => onRate(mine === 'up' ? 'none' : 'up')}
      >
        <ThumbUpIcon size={16} />
        <VisuallyHidden>Thumbs up for {item.title},</VisuallyHidden> {up}
      </Button>
      <Button
        size="sm"
        variant={mine === 'down' ? 'primary' : 'outline'}
        aria-pressed={mine === 'down'}
        disabled={pending}
        onClick={() => onRate(mine === 'down' ? 'none' : 'down')}
      >
        <ThumbDownIcon size={16} />
        <VisuallyHidden>Thumbs down for {item.title},</VisuallyHidden> {down}
      </Button>
      <VoteSummary data-testid="group-votes">{up + down === 0 ? 'No votes yet' : `Group: ${plural(up, 'thumb')} up, ${plural(down, 'thumb')} down`}</VoteSummary>
    </Votes>
  );
}

interface CardProps {
  item: RatedGroupRecommendation;
  /** The list rests on too few members' choices: "Starter pick" instead of a match figure. */
  starter: boolean;
  pending: boolean;
  onRate: (rating: 'up' | 'down' | 'none') => void;
}

function GroupRecommendationCard({ item, starter, pending, onRate }: CardProps) {
  const percent = Math.round(item.confidence * 100);
  return (
    <Card data-testid="group-recommendation" role="article" aria-label={item.title}>
      <CardHeader>
        <TitleRow>
          {/* h2: the cards are the first headings under the group's name (axe heading-order). */}
          <CardTitle as="h2">{item.title}</CardTitle>
          {starter ? <StarterBadge /> : <Badge variant={confidenceBadge(item.confidence)}>{percent}% match</Badge>}
        </TitleRow>
        <CardDescription>{item.description}</CardDescription>
      </CardHeader>
      <Body>
        <Facts>
          <dt>Group size</dt>
          <dd>For {item.groupSize === 1 ? '1 person' : `${item.groupSize} people`}</dd>
          <dt>Cost</dt>
          <dd>{item.estimatedCost}</dd>
          <dt>Time</dt>
          <dd>{item.timeCommitment}</dd>
        </Facts>
        <Reasoning data-testid="group-reasoning">{item.reasoning}</Reasoning>
        <RecommendationVotes item={item} pending={pending} onRate={onRate} />
        {item.links.map((link) => (
          <a key={link.url} href={link.url} target="_blank" rel="noreferrer noopener">
            {link.text}
          </a>
        ))}
      </Body>
    </Card>
  );
}

/**
 * Starter picks (docs/product/groups.md, Starter picks): the list rests on too few members' choices for
 * a match figure, so the cards say "Starter pick" as the personal screens do, and this says why once.
 */
function GroupStarterNote() {
  return (
    <StarterNote>
      Matches appear once most of the group has made a few choices — <Link to="/">make yours on the home screen</Link>.
    </StarterNote>
  );
}

/** Group Recommendations tab: a category select and a refresh button (docs/product/groups.md, Screens). */
export function GroupRecommendationsTab({ groupId }: { groupId: string }) {
  const [category, setCategory] = useState<GroupRecommendationCategory>('general');
  const list = useGroupRecommendations(groupId, category);
  useLoginRedirectOnError(list.error);
  const rate = useRecommendationRating(groupId, category);
  const refresh = useGroupRecommendationsRefresh(groupId, category);

  return (
    <section aria-label="Group Recommendations">
      <Toolbar>
        <Select
          aria-label="Category"
          value={category}
          onValueChange={(value) => setCategory(value as GroupRecommendationCategory)}
          options={GROUP_RECOMMENDATION_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }))}
        />
        <Button variant="outline" onClick={() => refresh.mutate()} loading={refresh.isPending} disabled={list.isPending}>
          Refresh
        </Button>
      </Toolbar>
      {list.isPending ? (
        <Grid $columns={3} role="status" aria-label="Loading recommendations">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={200} />
          ))}
        </Grid>
      ) : list.isError ? (
        <QueryError title="Couldn't load recommendations" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.recommendations.length === 0 ? (
        <EmptyState
          titleAs="h2"
          title="No recommendations yet"
          description={`Nothing in ${categoryLabel(category).toLowerCase()} fits this group yet. Try another category, or make more choices on the home screen.`}
        />
      ) : (
        <Stack>
          {list.data.basis === 'starter' ? <GroupStarterNote /> : null}
          <Grid $columns={3}>
            {list.data.recommendations.map((item) => (
              <GroupRecommendationCard
                key={item.id}
                item={item}
                starter={list.data.basis === 'starter'}
                pending={rate.isPending && rate.variables.itemId === item.id}
                onRate={(rating) => rate.mutate({ itemId: item.id, rating })}
              />
            ))}
          </Grid>
        </Stack>
      )}
    </section>
  );
}
