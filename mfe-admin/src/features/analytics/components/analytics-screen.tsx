import { popularChoices, tagDisplayName } from '@alive/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, Grid, PageHeader, ProgressBar, QueryError, ScreenPage, Skeleton, Stack, StackList, Text, useLoginRedirectOnError } from '@alive/ui';
import { Link } from 'react-router-dom';
import { AdminOnly } from '../../../shared/components/admin-only.tsx';
import { useEngagementAnalytics, useRecommendationPerformance } from '../../../shared/api/admin-analytics-api.ts';
import { formatDateTime } from '../../../shared/components/date-time.ts';
import { FIGURES } from '../../../shared/components/figures.ts';
import { FigureCard, StatCard } from '../../../shared/components/stat-card.tsx';

const TOP = 5;

function ResponseTimes() {
  const performance = useRecommendationPerformance();
  if (performance.isPending) return <Skeleton height={48} />;
  if (performance.isError) return <QueryError title="Couldn't load the response times" error={performance.error} onRetry={() => void performance.refetch()} />;
  return (
    <Grid $columns={3}>
      <StatCard label="Average response (ms)" value={performance.data.avgResponseTime.toFixed(1)} />
      <StatCard label="Cache hit rate" value={`${performance.data.cacheHitRate.toFixed(1)}%`} />
      <StatCard label="Cached lists" value={performance.data.totalCached} />
    </Grid>
  );
}

/** Analytics (engagement): the metrics, the most popular choices, response times and tag popularity (docs/product/admin.md). */
export default function AnalyticsScreen() {
  return (
    <AdminOnly>
      <ScreenPage>
        <PageHeader eyebrow="Administration" title="Analytics" description="How people (signed-in accounts) take part: their choices and the tags they lean towards." />
        <EngagementView />
      </ScreenPage>
    </AdminOnly>
  );
}

function EngagementView() {
  const engagement = useEngagementAnalytics();
  useLoginRedirectOnError(engagement.error);
  if (engagement.isPending) {
    return (
      <div role="status" aria-label="Loading analytics">
        <Skeleton height={120} />
      </div>
    );
  }
  if (engagement.isError) return <QueryError title="Couldn't load analytics" error={engagement.error} onRetry={() => void engagement.refetch()} />;
  const data = engagement.data;
  const choices = popularChoices(data.choicePairStats, TOP);
  const tags = data.popularTags.slice(0, TOP);
  return (
    <Stack $gap={5}>
      <section aria-labelledby="engagement-heading">
        <h2 id="engagement-heading">Engagement Metrics</h2>
        <Text $tone="muted">
          People here are accounts, counted once however many browsers they use; browsers and page views are on <Link to="/admin-analytics">Website Analytics</Link>.
        </Text>
        <Grid $columns={4}>
          <FigureCard figure={FIGURES.accounts} value={data.totalUsers} />
          <FigureCard figure={FIGURES.activePeople} value={data.activeUsers} />
          <FigureCard figure={FIGURES.choices} value={data.totalChoices} />
          <FigureCard figure={FIGURES.sessionMinutes} value={data.avgSessionTime.toFixed(1)} />
        </Grid>
      </section>
      <Card aria-label="Most Popular Choices">
        <CardHeader>
          <CardTitle as="h2">Most Popular Choices</CardTitle>
          <CardDescription>The most answered pairs and the option most people chose.</CardDescription>
        </CardHeader>
        <CardContent>
          {choices.length === 0 ? (
            <EmptyState title="No choice data available yet" />
          ) : (
            <StackList aria-label="Most popular choices">
              {choices.map((choice) => (
                <li key={choice.id}>
                  <strong>{choice.headline}</strong> — {choice.detail} <span>({choice.pair})</span>
                </li>
              ))}
            </StackList>
          )}
        </CardContent>
      </Card>
      <Card aria-label="Response Time Analysis">
        <CardHeader>
          <CardTitle as="h2">Response Time Analysis</CardTitle>
          <CardDescription>How fast recommendation lists are served.</CardDescription>
        </CardHeader>
        <CardContent>
          <ResponseTimes />
        </CardContent>
      </Card>
      <Card aria-label="Tag Popularity">
        <CardHeader>
          <CardTitle as="h2">Tag Popularity</CardTitle>
          <CardDescription>
            Mean preference score of the strongest tags.
            {data.popularTagsAsOf ? ` Computed ${formatDateTime(data.popularTagsAsOf)}; refreshed every 10 minutes.` : null}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {tags.length === 0 ? (
            <EmptyState title="No tag data available yet" />
          ) : (
            <StackList aria-label="Tag popularity">
              {tags.map((tag) => (
                <li key={tag.tagName}>
                  <span title={tag.tagName}>{tagDisplayName(tag.tagName)}</span> {Math.round(tag.score * 100)}% ({tag.people} {tag.people === 1 ? 'person' : 'people'})
                  <ProgressBar value={Math.round(tag.score * 100)} label={`${tagDisplayName(tag.tagName)} popularity`} />
                </li>
              ))}
            </StackList>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
