import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GROUP_RECOMMENDATION_CATEGORIES } from '@alive/contracts/constants';
import type { GroupRecommendation, GroupRecommendationCategory } from '@alive/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, colors, EmptyState, fontSizes, Grid, QueryError, Select, Skeleton, space, useLoginRedirect, useLoginRedirectOnError, useToast } from '@alive/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { getGroupRecommendations, groupRecommendationsQueryOptions } from '../../../shared/api/groups-api.ts';

export const CATEGORY_LABELS: Record<GroupRecommendationCategory, string> = {
  general: 'General',
  movies: 'Movies',
  food: 'Food',
  travel: 'Travel',
  activities: 'Activities',
  books: 'Books',
  date_night: 'Date night',
};

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

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;

/** Confidence bands of the recommendation screens: 80 % and 60 % (docs/product/recommendations.md). */
function confidenceBadge(confidence: number): 'success' | 'warning' | 'danger' {
  return confidence >= 0.8 ? 'success' : confidence >= 0.6 ? 'warning' : 'danger';
}

function GroupRecommendationCard({ item }: { item: GroupRecommendation }) {
  const percent = Math.round(item.confidence * 100);
  return (
    <Card data-testid="group-recommendation" role="article" aria-label={item.title}>
      <CardHeader>
        <CardTitle as="h3">{item.title}</CardTitle>
        <Badge variant={confidenceBadge(item.confidence)}>{percent}% match</Badge>
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
        <Reasoning>{item.reasoning}</Reasoning>
        {item.links.map((link) => (
          <a key={link.url} href={link.url} target="_blank" rel="noreferrer noopener">
            {link.text}
          </a>
        ))}
      </Body>
    </Card>
  );
}

/** Group Recommendations tab: a category select and a refresh button (docs/product/groups.md, Screens). */
export function GroupRecommendationsTab({ groupId }: { groupId: string }) {
  const [category, setCategory] = useState<GroupRecommendationCategory>('general');
  const list = useQuery(groupRecommendationsQueryOptions(groupId, category));
  useLoginRedirectOnError(list.error);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const loginRedirect = useLoginRedirect();
  const refresh = useMutation({
    mutationFn: () => getGroupRecommendations(groupId, category, true),
    onSuccess: (fresh) => {
      queryClient.setQueryData(groupRecommendationsQueryOptions(groupId, fresh.category).queryKey, fresh);
      toast({ variant: 'success', title: 'Recommendations generated successfully' });
    },
    onError: (error) => {
      if (loginRedirect(error)) return;
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to generate recommendations. Please try again.' });
    },
  });

  return (
    <section aria-label="Group Recommendations">
      <Toolbar>
        <Select
          aria-label="Category"
          value={category}
          onValueChange={(value) => setCategory(value as GroupRecommendationCategory)}
          options={GROUP_RECOMMENDATION_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
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
          title="No recommendations yet"
          description={`Nothing in ${CATEGORY_LABELS[category].toLowerCase()} fits this group yet. Try another category, or make more choices on the home screen.`}
        />
      ) : (
        <Grid $columns={3}>
          {list.data.recommendations.map((item) => (
            <GroupRecommendationCard key={item.id} item={item} />
          ))}
        </Grid>
      )}
    </section>
  );
}
