import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAnalyticsApi, adminUser, analyticsByType, authApi, dailyAnalytics, failure, installApiServer, realtimeAnalytics, signedInUser } from '@alive/api-mocks';
import { renderAdminScreen } from '../../../test/render-admin-screen.tsx';
import { FIGURES } from '../../../shared/components/figures.ts';
import WebsiteAnalyticsScreen, { pageName } from './website-analytics-screen.tsx';

const api = installApiServer();

beforeEach(() => {
  api.use(authApi.currentUser(adminUser));
});
afterEach(() => {
  vi.useRealTimers();
});

const region = (name: string) => within(screen.getByRole('region', { name }));

async function renderScreen() {
  const user = userEvent.setup();
  renderAdminScreen(WebsiteAnalyticsScreen, { path: '/admin-analytics' });
  await screen.findByRole('tab', { name: 'Overview' });
  return user;
}

describe('WebsiteAnalyticsScreen: Overview', () => {
  it('shows the figures with X.Yk for 1000 or more, the change versus yesterday and the top pages with / as Home', async () => {
    await renderScreen();
    expect(await screen.findByRole('region', { name: FIGURES.browsersLast24h.label })).toHaveTextContent('42');
    // Each figure says what it counts.
    expect(region(FIGURES.browsersLast24h.label).getByText(FIGURES.browsersLast24h.help)).toBeInTheDocument();
    expect(region(FIGURES.browsersToday.label).getByText('120')).toBeInTheDocument();
    expect(region(FIGURES.browsersToday.label).getByText('+20% vs yesterday')).toBeInTheDocument();
    expect(region(FIGURES.pageViewsToday.label).getByText('1.5k')).toBeInTheDocument();
    // Yesterday had none: 100 %.
    expect(region(FIGURES.pageViewsToday.label).getByText('+100% vs yesterday')).toBeInTheDocument();
    expect(region(FIGURES.browsersLast7Days.label).getByText('640')).toBeInTheDocument();
    expect(region(FIGURES.newAccountsToday.label).getByText('6')).toBeInTheDocument();
    // Browsers are never called people or users: those are Engagement's.
    expect(screen.queryByText(/users/i)).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Top pages today' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Home: 700 views', '/profile: 300 views']);
  });

  it('keeps at most 8 top pages', async () => {
    api.use(adminAnalyticsApi.analytics(analyticsByType({ realtime: realtimeAnalytics({ topPages: Array.from({ length: 10 }, (_, i) => ({ page: `/p${i}`, views: 10 - i })) }) })));
    await renderScreen();
    expect(within(await screen.findByRole('list', { name: 'Top pages today' })).getAllByRole('listitem')).toHaveLength(8);
  });

  it('Refresh Data reads again, and so does the 30 s timer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAdminScreen(WebsiteAnalyticsScreen, { path: '/admin-analytics' });
    await screen.findByRole('region', { name: FIGURES.browsersLast24h.label });
    const reads = () => api.requests.filter((r) => r.url === '/api/analytics?type=realtime').length;
    expect(reads()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() => expect(reads()).toBe(2));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    await waitFor(() => expect(reads()).toBe(3));
  });

  it('a failed read says so', async () => {
    api.use(adminAnalyticsApi.analytics(analyticsByType({ realtime: failure(500, 'Internal Server Error') })));
    await renderScreen();
    expect(await screen.findByText("Couldn't load website analytics")).toBeInTheDocument();
  });
});

describe('WebsiteAnalyticsScreen: Recommendations and Trends', () => {
  it('Recommendations shows the cached count, average response time and hit rate', async () => {
    const user = await renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Recommendations' }));
    expect(await screen.findByRole('region', { name: 'Cached Recommendations' })).toHaveTextContent('84');
    expect(region('Average Response Time').getByText('3.2 ms')).toBeInTheDocument();
    expect(region('Cache Hit Rate').getByText('91.5%')).toBeInTheDocument();
  });

  // The chart's lazily loaded code and two series drawn twice: over 5 s once in CI with the unit tier on both cores.
  it('Trends draws the daily series and its numbers, 30 days by default, and reads again for another period', async () => {
    api.use(
      adminAnalyticsApi.analytics(analyticsByType({
        daily: (request) => dailyAnalytics(Number(new URL(request.url).searchParams.get('days'))),
      })),
    );
    const user = await renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Trends' }));
    const chart = await screen.findByRole('img', { name: /^Page views, browsers and choices per day from Nov 10, 2026 to / });
    expect(chart.querySelectorAll('polyline')).toHaveLength(3);
    expect(chart.querySelector('polyline[data-series="pageViews"]')!.getAttribute('points')!.split(' ')).toHaveLength(30);
    expect(screen.getAllByRole('row')).toHaveLength(31);
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(8));
    expect(api.requests.map((r) => r.url)).toContain('/api/analytics?type=daily&days=7');
  }, 15_000);
});

describe('WebsiteAnalyticsScreen: access', () => {
  it('sends a signed-in non-admin home', async () => {
    api.use(authApi.currentUser(signedInUser));
    renderAdminScreen(WebsiteAnalyticsScreen, { path: '/admin-analytics' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/analytics')).toBe(false);
  });

  it('offers a signed-out visitor Sign In', async () => {
    api.use(authApi.signedOut());
    renderAdminScreen(WebsiteAnalyticsScreen, { path: '/admin-analytics' });
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  });
});

describe('pageName', () => {
  it('reads / as Home and any other path as it is', () => {
    expect(pageName('/')).toBe('Home');
    expect(pageName('/profile')).toBe('/profile');
  });
});
