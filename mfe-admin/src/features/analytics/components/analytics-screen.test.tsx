import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminAnalyticsApi, adminUser, analyticsByType, authApi, engagementAnalytics, failure, installApiServer, pending, recommendationPerformance, recommendationsApi } from '@alive/api-mocks';
import { renderAdminScreen } from '../../../test/render-admin-screen.tsx';
import { formatDateTime } from '../../../shared/components/date-time.ts';
import { FIGURES } from '../../../shared/components/figures.ts';
import AnalyticsScreen from './analytics-screen.tsx';

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
    expect(region(FIGURES.accounts.label).getByText('1250')).toBeInTheDocument();
    expect(region(FIGURES.activePeople.label).getByText('310')).toBeInTheDocument();
    expect(region(FIGURES.activePeople.label).getByText(FIGURES.activePeople.help)).toBeInTheDocument();
    expect(region(FIGURES.choices.label).getByText('48960')).toBeInTheDocument();
    expect(region(FIGURES.sessionMinutes.label).getByText('6.4')).toBeInTheDocument();
    // No figure here shares a name with Website Analytics' browser counts.
    const browserLabels = [FIGURES.browsersLast24h, FIGURES.browsersToday, FIGURES.browsersLast7Days].map((figure) => figure.label);
    for (const label of browserLabels) expect(screen.queryByRole('region', { name: label })).not.toBeInTheDocument();
    const popular = within(screen.getByRole('list', { name: 'Most popular choices' })).getAllByRole('listitem');
    expect(popular.map((item) => item.textContent)).toEqual([
      'Solo hike in the mountains — 75% of 40 votes (Solo hike in the mountains vs City tour with friends)',
      'A romantic comedy — 75% of 16 votes (A science fiction epic vs A romantic comedy)',
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
    const card = within(await screen.findByRole('region', { name: 'Tag Popularity' }));
    expect(card.getByText(`Mean preference score of the strongest tags. Computed ${formatDateTime(asOf)}; refreshed every 10 minutes.`)).toBeInTheDocument();
  });

  it('states a tie as a tie, with every vote the pair had', async () => {
    const tie = { id: 9, option1: 'Tea', option2: 'Coffee', option1Votes: 1, option2Votes: 1, totalVotes: 2 };
    api.use(adminAnalyticsApi.analytics(analyticsByType({ engagement: engagementAnalytics({ choicePairStats: [tie] }) })));
    renderAdminScreen(AnalyticsScreen, { path: '/analytics' });
    const popular = within(await screen.findByRole('list', { name: 'Most popular choices' })).getAllByRole('listitem');
    expect(popular.map((item) => item.textContent)).toEqual(['Tied 1–1 — 2 votes (Tea vs Coffee)']);
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
