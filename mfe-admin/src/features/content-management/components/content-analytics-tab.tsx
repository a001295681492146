import { useQuery } from '@tanstack/react-query';
import { Grid, QueryError, Skeleton, useLoginRedirectOnError } from '@alive/ui';
import { contentAnalyticsQueryOptions } from '../api/content-api.ts';
import { StatCard as Stat } from '../../../shared/components/stat-card.tsx';

/** The library's Analytics tab: total, movies, TV shows, books and the mean confidence. */
export function ContentAnalyticsTab() {
  const analytics = useQuery(contentAnalyticsQueryOptions);
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
      <Stat label="Total Content" value={data.totalContent} />
      <Stat label="Movies" value={data.byType.movie} />
      <Stat label="TV Shows" value={data.byType.tv} />
      <Stat label="Books" value={data.byType.book} />
      <Stat label="Average Confidence" value={`${Math.round(data.averageConfidence * 100)}%`} />
    </Grid>
  );
}
