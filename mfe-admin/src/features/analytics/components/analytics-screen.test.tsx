import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminAnalyticsApi, adminUser, analyticsByType, authApi, engagementAnalytics, failure, installApiServer, pending, recommendationPerformance, recommendationsApi } from '@alive/api-mocks';
import { renderAdminScreen } from '../../../test/render-admin-screen.tsx';
import AnalyticsScreen, { popularChoices } from './analytics-screen.tsx';

const api = installApiServer();

beforeEach(() => {
  api.use(authApi.currentUser(adminUser));
});

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('AnalyticsScreen', () => {
  it('shows the engagement metrics, the most popular choices, response times and tag popularity', async () => {
    api.use(recommendationsApi.performance(recommendationPerformance({ avgResponseTime: 3.24, cacheHitRate: 91.5, totalCached: 84 })));
    renderAdminScreen(AnalyticsScreen, { path: '/analytics' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Engagement Metrics' })).toBeInTheDocument();
    expect(region('Total Users').getByText('1250')).toBeInTheDocument();
    expect(region('Active Users').getByText('310')).toBeInTheDocument();
    expect(region('Total Choices').getByText('48960')).toBeInTheDocument();
    expect(region('Avg Session (min)').getByText('6.4')).toBeInTheDocument();
    const popular = within(screen.getByRole('list', { name: 'Most popular choices' })).getAllByRole('listitem');
    expect(popular.map((item) => item.textContent)).toEqual([
      'Solo hike in the mountains — 75% of 30 votes (Solo hike in the mountains vs City tour with friends)',
      'A romantic comedy — 75% of 12 votes (A science fiction epic vs A romantic comedy)',
    ]);
    expect(await region('Response Time Analysis').findByText('3.2')).toBeInTheDocument();
    expect(region('Response Time Analysis').getByText('91.5%')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Tag popularity' }));
    expect(tags.getByText('Nature')).toHaveAttribute('title', 'setting:Nature');
    expect(tags.getByRole('progressbar', { name: 'Nature popularity' })).toHaveAttribute('aria-valuenow', '82');
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    expect(region('Tag Popularity').queryByText(/Computed at/)).not.toBeInTheDocument();
  });

  it("says when a large site's popular tags were computed", async () => {
    const asOf = new Date(2026, 10, 27, 9, 40);
    api.use(adminAnalyticsApi.analytics(analyticsByType({ engagement: engagementAnalytics({ popularTagsAsOf: asOf.toISOString() }) })));
    renderAdminScreen(AnalyticsScreen, { path: '/analytics' });
    const time = asOf.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    const card = within(await screen.findByRole('region', { name: 'Tag Popularity' }));
    expect(card.getByText(`Mean preference score of the strongest tags. Computed at ${time}; refreshed every 10 minutes.`)).toBeInTheDocument();
  });

  it('shows the empty texts when there are no answers and no tags', async () => {
    api.use(adminAnalyticsApi.analytics(analyticsByType({ engagement: engagementAnalytics({ choicePairStats: [], popularTags: [] }) })));
    renderAdminScreen(AnalyticsScreen, { path: '/analytics' });
    expect(await screen.findByText('No choice data available yet')).toBeInTheDocument();
    expect(screen.getByText('No tag data available yet')).toBeInTheDocument();
  });

  it('shows loading, then an error with Try again', async () => {
    api.use(adminAnalyticsApi.analytics(analyticsByType({ engagement: pending })));
    renderAdminScreen(AnalyticsScreen, { path: '/analytics' });
    expect(await screen.findByRole('status', { name: 'Loading analytics' })).toBeInTheDocument();
  });

  it('a failed read says so and reads again', async () => {
    api.use(adminAnalyticsApi.analytics(analyticsByType({ engagement: failure(500, 'Internal Server Error') })));
    const user = userEvent.setup();
    renderAdminScreen(AnalyticsScreen, { path: '/analytics' });
    expect(await screen.findByText("Couldn't load analytics")).toBeInTheDocument();
    api.use(adminAnalyticsApi.analytics(analyticsByType({})));
    await user.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Engagement Metrics' })).toBeInTheDocument());
  });
});

describe('popularChoices', () => {
  it('keeps the five most answered pairs with a vote, option 1 winning a tie', () => {
    const stats = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, option1: `A${i}`, option2: `B${i}`, option1Votes: i, option2Votes: i, totalVotes: 2 * i }));
    const top = popularChoices(stats);
    expect(top.map((c) => c.id)).toEqual([7, 6, 5, 4, 3]);
    expect(top[0]).toMatchObject({ winner: 'A6', votes: 6, percent: 50 });
    expect(popularChoices([{ id: 1, option1: 'A', option2: 'B', option1Votes: 0, option2Votes: 0, totalVotes: 0 }])).toEqual([]);
  });
});
