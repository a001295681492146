import { Grid, QueryError, Skeleton, useLoginRedirectOnError } from '@alive/ui';
import { useContentAnalytics } from '../api/content-api.ts';
import { StatCard as Stat } from '../../../shared/components/stat-card.tsx';

/** The library's Analytics tab: total, movies, TV shows, books and the mean confidence (under the page's h1: h2 figures). */
export function ContentAnalyticsTab() {
  const analytics = useContentAnalytics();
  useLoginRedirectOnError(analytics.error);
  if (analytics.isPending) {
    return (
      <div role="status" aria-label="Loading the library analytics">
        <Skeleton height={120} />
      </div>
    );
  }
  if (analytics.isError) return <QueryError title="Couldn't load the library analytics" error={analytics.error} onRetry={() => void analytics.refetch()} />;
  const { data } = analytics.data;
  return (
    <Grid $columns={3}>
      <Stat level={2} label="Total Content" value={data.totalContent} />
      <Stat level={2} label="Movies" value={data.byType.movie} />
      <Stat level={2} label="TV Shows" value={data.byType.tv} />
      <Stat level={2} label="Books" value={data.byType.book} />
      <Stat level={2} label="Average Confidence" value={`${Math.round(data.averageConfidence * 100)}%`} />
    </Grid>
  );
}
