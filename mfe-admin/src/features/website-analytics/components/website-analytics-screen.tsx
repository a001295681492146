import { changePercent, compactCount } from '@alive/domain';
import { ANALYTICS_DAYS } from '@alive/contracts/constants';
import { Button, Card, CardContent, CardHeader, CardTitle, Grid, PageHeader, QueryError, ScreenPage, Select, Skeleton, space, StackList, Tabs, TabsContent, TabList, TabsTrigger, Text, useLoginRedirectOnError } from '@alive/ui';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import styled from 'styled-components';
import { AdminOnly } from '../../../shared/components/admin-only.tsx';
import { useDailyAnalytics, useRealtimeAnalytics, useRecommendationPerformance } from '../../../shared/api/admin-analytics-api.ts';
import { formatUtcDay } from '../../../shared/components/date-time.ts';
import { DAILY_SERIES_LABELS, FIGURES } from '../../../shared/components/figures.ts';
import { FigureCard, StatCard } from '../../../shared/components/stat-card.tsx';
import { TrendsChart } from './trends-chart.tsx';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  margin-top: ${space[4]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${space[3]};
`;

const TOP_PAGES = 8;

function changeNote(current: number, previous: number): string {
  const change = changePercent(current, previous);
  return `${change > 0 ? '+' : ''}${change}% vs yesterday`;
}

/** `/` reads as Home. */
export function pageName(page: string): string {
  return page === '/' ? 'Home' : page;
}

function Overview() {
  const realtime = useRealtimeAnalytics();
  useLoginRedirectOnError(realtime.error);
  if (realtime.isPending) {
    return (
      <div role="status" aria-label="Loading website analytics">
        <Skeleton height={120} />
      </div>
    );
  }
  if (realtime.isError) return <QueryError title="Couldn't load website analytics" error={realtime.error} onRetry={() => void realtime.refetch()} />;
  const data = realtime.data;
  return (
    <Stack>
      <Row>
        <Button variant="outline" onClick={() => void realtime.refetch()} loading={realtime.isFetching}>
          Refresh Data
        </Button>
        <span>Refreshes every 30 seconds; days are UTC.</span>
      </Row>
      <Text $tone="muted">
        These count browsers, signed in or not; people (accounts) and their choices are on <Link to="/analytics">Engagement</Link>.
      </Text>
      <Grid $columns={3}>
        <FigureCard level={2} figure={FIGURES.browsersLast24h} value={compactCount(data.activeUsers)} />
        <FigureCard level={2} figure={FIGURES.browsersToday} value={compactCount(data.today.uniqueVisitors)} note={changeNote(data.today.uniqueVisitors, data.yesterday.uniqueVisitors)} />
        <FigureCard level={2} figure={FIGURES.pageViewsToday} value={compactCount(data.today.totalPageViews)} note={changeNote(data.today.totalPageViews, data.yesterday.totalPageViews)} />
        <FigureCard level={2} figure={FIGURES.browsersLast7Days} value={compactCount(data.thisWeek.uniqueVisitors)} />
        <FigureCard level={2} figure={FIGURES.newAccountsToday} value={compactCount(data.today.newUsers)} />
      </Grid>
      <Card aria-label="Top Pages Today">
        <CardHeader>
          <CardTitle as="h2">Top Pages Today</CardTitle>
        </CardHeader>
        <CardContent>
          {data.topPages.length === 0 ? (
            <p>No page views yet today.</p>
          ) : (
            <StackList $gap={1} aria-label="Top pages today">
              {data.topPages.slice(0, TOP_PAGES).map((page) => (
                <li key={page.page}>
                  {pageName(page.page)}: {compactCount(page.views)} views
                </li>
              ))}
            </StackList>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

function Recommendations() {
  const performance = useRecommendationPerformance();
  useLoginRedirectOnError(performance.error);
  if (performance.isPending) return <Skeleton height={96} />;
  if (performance.isError) return <QueryError title="Couldn't load recommendation performance" error={performance.error} onRetry={() => void performance.refetch()} />;
  return (
    <Stack>
      <Grid $columns={3}>
        <StatCard level={2} label="Cached Recommendations" value={compactCount(performance.data.totalCached)} />
        <StatCard level={2} label="Average Response Time" value={`${performance.data.avgResponseTime.toFixed(1)} ms`} />
        <StatCard level={2} label="Cache Hit Rate" value={`${performance.data.cacheHitRate.toFixed(1)}%`} />
      </Grid>
    </Stack>
  );
}

const DAY_OPTIONS = [7, 30, 90].filter((days) => days >= ANALYTICS_DAYS.min && days <= ANALYTICS_DAYS.max).map((days) => ({ value: String(days), label: `Last ${days} days` }));

function Trends() {
  const [days, setDays] = useState(30);
  const daily = useDailyAnalytics(days);
  useLoginRedirectOnError(daily.error);
  return (
    <Stack>
      <Row>
        <div>
          <label htmlFor="trend-days">Period</label>
          <Select id="trend-days" options={DAY_OPTIONS} value={String(days)} onValueChange={(value) => setDays(Number(value))} />
        </div>
      </Row>
      {daily.isPending ? (
        <div role="status" aria-label="Loading trends">
          <Skeleton height={220} />
        </div>
      ) : daily.isError ? (
        <QueryError title="Couldn't load trends" error={daily.error} onRetry={() => void daily.refetch()} />
      ) : (
        <>
          <TrendsChart days={daily.data.days} />
          <details>
            <summary>Show the numbers</summary>
            <table>
              <caption>Per day (UTC)</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">{DAILY_SERIES_LABELS.pageViews}</th>
                  <th scope="col">{DAILY_SERIES_LABELS.uniqueVisitors}</th>
                  <th scope="col">{DAILY_SERIES_LABELS.newUsers}</th>
                  <th scope="col">{DAILY_SERIES_LABELS.choices}</th>
                </tr>
              </thead>
              <tbody>
                {daily.data.days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">
                      <time dateTime={day.date}>{formatUtcDay(day.date)}</time>
                    </th>
                    <td>{day.pageViews}</td>
                    <td>{day.uniqueVisitors}</td>
                    <td>{day.newUsers}</td>
                    <td>{day.choices}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </Stack>
  );
}

/** Website Analytics: Overview (every 30 s), Recommendations and Trends (docs/product/admin.md). */
export default function WebsiteAnalyticsScreen() {
  return (
    <AdminOnly nonAdmin="redirect-home">
      <ScreenPage>
        <PageHeader eyebrow="Administration" title="Website Analytics" description="Visitors, page views and how fast recommendations are served." />
        <Tabs defaultValue="overview">
          <TabList aria-label="Website analytics">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="recommendations">Recommendations</TabsTrigger>
            <TabsTrigger value="trends">Trends</TabsTrigger>
          </TabList>
          <TabsContent value="overview">
            <Overview />
          </TabsContent>
          <TabsContent value="recommendations">
            <Recommendations />
          </TabsContent>
          <TabsContent value="trends">
            <Trends />
          </TabsContent>
        </Tabs>
      </ScreenPage>
    </AdminOnly>
  );
}
