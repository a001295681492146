import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, colors, fontSizes, Grid, Skeleton, space, useLoginRedirectOnError } from '@alive/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadError } from '../../../shared/components/load-error.tsx';
import { useRecommendationInsights } from '../api/get-recommendation-insights.ts';

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
        <CardTitle>{title}</CardTitle>
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
  if (insights.isError) return <LoadError title="Couldn't load insights" error={insights.error} onRetry={() => void insights.refetch()} />;
  const { recommendationOpportunities, preferenceGaps, nextBestCategories } = insights.data;
  return (
    <Grid $columns={3}>
      <InsightCard title="Recommendation Opportunities" description="Where your profile points to something new.">
        <PointList items={recommendationOpportunities} empty="No opportunities yet: make more choices." />
      </InsightCard>
      <InsightCard title="Preference Gaps" description="Areas your choices have not covered yet.">
        <PointList items={preferenceGaps} empty="No gaps found." />
      </InsightCard>
      <InsightCard title="Suggested Categories" description="Categories to choose in next.">
        {nextBestCategories.length === 0 ? (
          <Muted>No suggestions yet.</Muted>
        ) : (
          <BadgeList>
            {nextBestCategories.map((category) => (
              <li key={category}>
                <Badge variant="brand">{category}</Badge>
              </li>
            ))}
          </BadgeList>
        )}
      </InsightCard>
    </Grid>
  );
}
