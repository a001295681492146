import { useQuery } from '@tanstack/react-query';
import { tagDisplayName } from '@alive/domain';
import type { EngagementAnalytics } from '@alive/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, Grid, PageHeader, ProgressBar, QueryError, ScreenPage, Skeleton, Stack, StackList, useLoginRedirectOnError } from '@alive/ui';
import { AdminOnly } from '../../../shared/components/admin-only.tsx';
import { engagementQueryOptions, performanceQueryOptions } from '../../../shared/api/admin-analytics-api.ts';
import { StatCard } from '../../../shared/components/stat-card.tsx';

const TOP = 5;

/** The top pairs by answers, each with its winning option (option 1 on a tie), its share and count. */
export function popularChoices(stats: EngagementAnalytics['choicePairStats']) {
  return [...stats]
    .filter((pair) => pair.totalVotes > 0)
    .sort((a, b) => b.totalVotes - a.totalVotes || a.id - b.id)
    .slice(0, TOP)
    .map((pair) => {
      const firstWins = pair.option1Votes >= pair.option2Votes;
      const votes = firstWins ? pair.option1Votes : pair.option2Votes;
      return { id: pair.id, pair: `${pair.option1} vs ${pair.option2}`, winner: firstWins ? pair.option1 : pair.option2, votes, percent: Math.round((votes / pair.totalVotes) * 100) };
    });
}

function ResponseTimes() {
  const performance = useQuery(performanceQueryOptions);
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
        <PageHeader eyebrow="Administration" title="Analytics" description="Engagement across users, choices and tags." />
        <EngagementView />
      </ScreenPage>
    </AdminOnly>
  );
}

function EngagementView() {
  const engagement = useQuery(engagementQueryOptions);
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
  const choices = popularChoices(data.choicePairStats);
  const tags = data.popularTags.slice(0, TOP);
  return (
    <Stack $gap={5}>
      <section aria-labelledby="engagement-heading">
        <h2 id="engagement-heading">Engagement Metrics</h2>
        <Grid $columns={4}>
          <StatCard label="Total Users" value={data.totalUsers} />
          <StatCard label="Active Users" value={data.activeUsers} note="A choice or a page view in 7 days" />
          <StatCard label="Total Choices" value={data.totalChoices} />
          <StatCard label="Avg Session (min)" value={data.avgSessionTime.toFixed(1)} />
        </Grid>
      </section>
      <Card aria-label="Most Popular Choices">
        <CardHeader>
          <CardTitle>Most Popular Choices</CardTitle>
          <CardDescription>The most answered pairs and the option most people chose.</CardDescription>
        </CardHeader>
        <CardContent>
          {choices.length === 0 ? (
            <EmptyState title="No choice data available yet" />
          ) : (
            <StackList aria-label="Most popular choices">
              {choices.map((choice) => (
                <li key={choice.id}>
                  <strong>{choice.winner}</strong> — {choice.percent}% of {choice.votes === 1 ? '1 vote' : `${choice.votes} votes`} <span>({choice.pair})</span>
                </li>
              ))}
            </StackList>
          )}
        </CardContent>
      </Card>
      <Card aria-label="Response Time Analysis">
        <CardHeader>
          <CardTitle>Response Time Analysis</CardTitle>
          <CardDescription>How fast recommendation lists are served.</CardDescription>
        </CardHeader>
        <CardContent>
          <ResponseTimes />
        </CardContent>
      </Card>
      <Card aria-label="Tag Popularity">
        <CardHeader>
          <CardTitle>Tag Popularity</CardTitle>
          <CardDescription>
            Mean preference score of the strongest tags.
            {data.popularTagsAsOf ? ` Computed at ${new Date(data.popularTagsAsOf).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}; refreshed every 10 minutes.` : null}
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
