import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, colors, fontSizes, Grid, Skeleton, space, Stack, useLoginRedirectOnError } from '@alive/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { categoryLabel } from '@alive/domain';
import { LoadError } from '../../../shared/components/load-error.tsx';
import { countOf } from '../../../shared/components/plural.ts';
import { StarterNote } from '../../../shared/components/starter.tsx';
import { useRecommendationInsights } from '../api/get-recommendation-insights.ts';
import { PROFILE_MIN_CHOICES } from './profile-bands.ts';

const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  margin: 0;
  padding-left: ${space[5]};
  font-size: ${fontSizes.sm};
`;

const Muted = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const BadgeList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

function InsightCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card aria-label={title}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function PointList({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <Muted>{empty}</Muted>;
  return (
    <Points>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Points>
  );
}

/**
 * What an empty list says: with fewer choices than the profile needs, what is still missing (never "No
 * gaps found" for someone who has not chosen yet); otherwise that there is nothing to report.
 */
export function insightEmptyLines(choiceCount: number) {
  const missing = PROFILE_MIN_CHOICES - choiceCount;
  if (missing > 0) {
    const more = countOf(missing, 'more choice', 'more choices');
    return {
      opportunities: `Make ${more} to see where your profile points.`,
      gaps: `Make ${more} to see your preference gaps.`,
      categories: choiceCount === 0 ? 'Make your first choices to see which categories to explore next.' : 'No suggestions yet.',
    };
  }
  return { opportunities: 'No opportunities yet: make more choices.', gaps: 'No gaps found.', categories: 'No suggestions yet.' };
}

/** Insights tab: recommendation opportunities, preference gaps and suggested categories (nextBestCategories). */
export function InsightsTab() {
  const insights = useRecommendationInsights();
  useLoginRedirectOnError(insights.error);
  if (insights.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading insights">
        <Grid $columns={3}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={180} radius="16px" />
          ))}
        </Grid>
      </div>
    );
  }
  if (insights.isError && !insights.data) return <LoadError title="Couldn't load insights" error={insights.error} onRetry={() => void insights.refetch()} />;
  const { recommendationOpportunities, preferenceGaps, nextBestCategories, personalityProfile } = insights.data;
  const empty = insightEmptyLines(personalityProfile.choiceCount);
  return (
    <Stack>
      {insights.isError ? <LoadError title="Couldn't refresh insights" error={insights.error} onRetry={() => void insights.refetch()} /> : null}
      {personalityProfile.choiceCount === 0 ? <StarterNote /> : null}
      <Grid $columns={3}>
        <InsightCard title="Recommendation Opportunities" description="Where your profile points to something new.">
          <PointList items={recommendationOpportunities} empty={empty.opportunities} />
        </InsightCard>
        <InsightCard title="Preference Gaps" description="Areas your choices have not covered yet.">
          <PointList items={preferenceGaps} empty={empty.gaps} />
        </InsightCard>
        <InsightCard title="Suggested Categories" description="Categories to choose in next.">
          {nextBestCategories.length === 0 ? (
            <Muted>{empty.categories}</Muted>
          ) : (
            <BadgeList>
              {nextBestCategories.map((category) => (
                <li key={category}>
                  <Badge variant="brand">{categoryLabel(category)}</Badge>
                </li>
              ))}
            </BadgeList>
          )}
        </InsightCard>
      </Grid>
    </Stack>
  );
}
