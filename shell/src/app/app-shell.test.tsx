import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Remotes are not part of the unit under test: record which remote/module each route asks for.
const remoteRequests = vi.hoisted(() => [] as { remote: string; module: string }[]);
vi.mock('@alive/ui', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@alive/ui')>();
  return {
    ...actual,
    RemoteComponent: ({ remote, module }: { remote: string; module: string }) => {
      remoteRequests.push({ remote, module });
      return <p data-testid="remote">{`${remote} ${module}`}</p>;
    },
  };
});

const { Link } = await import('react-router-dom');
const { AppRoutes } = await import('./app-routes.tsx');
const { AuthGate } = await import('./auth-gate.tsx');
const { Layout, FOOTER_TEXT } = await import('./layout.tsx');
const { admin, alex, installShellApi, renderWithShell, stubApi } = await import('../test/render-shell.tsx');
const { REMOTES_JSON } = await import('../test/remotes-json.ts');

function Site({ extra }: { extra?: React.ReactNode }) {
  return (
    <Layout>
      {extra}
      <AuthGate>
        <AppRoutes />
      </AuthGate>
    </Layout>
  );
}

beforeEach(() => {
  remoteRequests.length = 0;
  localStorage.clear();
  sessionStorage.clear();
});
installShellApi();

describe('shell: auth states', () => {
  it('shows a spinner on every path while authentication loads', () => {
    stubApi('pending');
    renderWithShell(<Site />, { path: '/groups' });
    const statuses = screen.getAllByRole('status').map((el) => el.textContent);
    expect(statuses).toEqual(['Checking authentication...', 'Loading']);
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
    expect(screen.queryByText('Please log in to access personalized features.')).not.toBeInTheDocument();
  });

  it.each(['/', '/groups', '/admin-content', '/does-not-exist'])('signed out, %s shows the landing page', async (path) => {
    stubApi('signed-out');
    renderWithShell(<Site />, { path });
    expect(await screen.findByText('Please log in to access personalized features.')).toBeInTheDocument();
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it('renders the footer text under every screen', async () => {
    stubApi('signed-out');
    renderWithShell(<Site />);
    expect(screen.getByText(FOOTER_TEXT)).toBeInTheDocument();
    expect(FOOTER_TEXT).toBe('Discovering preferences through intelligent choices.');
  });
});

describe('shell: landing page', () => {
  it('presents the A.L.I.V.E letters, Get Started, three features and three steps', async () => {
    stubApi('signed-out');
    renderWithShell(<Site />);
    await screen.findByText('Please log in to access personalized features.');
    const letters = screen.getByRole('list', { name: 'What A.L.I.V.E stands for' });
    expect(letters).toHaveTextContent(/A.*Authentic.*L.*Life.*I.*Intentional.*V.*Vitality.*E.*Empowerment/);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/api/login');
    for (const title of ['Quick Choices', 'Smart Insights', 'Your A.L.I.V.E Profile']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    for (const step of ['Choose Your Preferences', 'Build Your Profile', 'Discover Insights']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
  });
});

describe('shell: signing in from a shared link', () => {
  it('on any other path, Get Started and Login come back to that path after sign-in', async () => {
    stubApi('signed-out');
    renderWithShell(<Site />, { path: '/groups/join/TRAL2345?from=chat' });
    await screen.findByText('Please log in to access personalized features.');
    const back = `/api/login?returnTo=${encodeURIComponent('/groups/join/TRAL2345?from=chat')}`;
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', back);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', back);
  });
});

describe('shell: signed-in routes', () => {
  it.each([
    ['/', 'choices', './HomeScreen'],
    ['/choices', 'choices', './HomeScreen'],
    ['/happiness-code', 'profile', './ProfileScreen'],
    ['/dashboard', 'profile', './DashboardScreen'],
    ['/specific-content-recommendations', 'recommendations', './PersonalizedRecommendationsScreen'],
    ['/groups/g-1', 'groups', './GroupDetailScreen'],
    ['/admin-analytics', 'admin', './WebsiteAnalyticsScreen'],
    ['/analytics', 'admin', './AnalyticsScreen'],
  ])('%s loads %s %s', async (path, remote, module) => {
    stubApi(alex);
    renderWithShell(<Site />, { path });
    expect(await screen.findByTestId('remote')).toHaveTextContent(`${remote} ${module}`);
  });

  it('renders admin routes for signed-in users (the admin remote guards itself)', async () => {
    stubApi(alex);
    renderWithShell(<Site />, { path: '/admin' });
    expect(await screen.findByTestId('remote')).toHaveTextContent('admin ./AdminPanelScreen');
  });

  it.each(['/nowhere/at/all', '/groups/1/extra', '/admin/x', '/groupsx'])('shows 404 Page Not Found for any other path (%s)', async (path) => {
    stubApi(admin);
    renderWithShell(<Site />, { path });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to A.L.I.V.E Choices' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page Not Found · A.L.I.V.E');
  });

  it('titles the page after the route the remote declares', async () => {
    stubApi(alex);
    renderWithShell(<Site />, { path: '/admin-content' });
    await screen.findByTestId('remote');
    expect(document.title).toBe('Content Classification Management · A.L.I.V.E');
  });
});

describe('shell: routes come from /remotes.json', () => {
  const withExtraScreen = {
    ...REMOTES_JSON,
    recommendations: {
      ...REMOTES_JSON.recommendations,
      routes: [
        ...REMOTES_JSON.recommendations.routes,
        { path: '/weekly-picks', module: './SmartRecommendationsScreen', title: 'Weekly Picks', nav: { label: 'Weekly Picks', order: 35 } },
      ],
    },
  };

  it('renders a screen a remote adds, with its nav link in its declared place', async () => {
    stubApi(alex);
    renderWithShell(<Site />, { path: '/weekly-picks', remotesJson: withExtraScreen });
    expect(await screen.findByTestId('remote')).toHaveTextContent('recommendations ./SmartRecommendationsScreen');
    expect(document.title).toBe('Weekly Picks · A.L.I.V.E');
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'A.L.I.V.E Choices',
      'My A.L.I.V.E Profile',
      'Recommendations',
      'Weekly Picks',
      'Groups',
      'Learning Insights',
    ]);
    expect(screen.getByRole('link', { name: 'Weekly Picks' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows 404 for the paths of a remote listed without routes; the other remotes still work', async () => {
    stubApi(alex);
    const withoutGroups = { ...REMOTES_JSON, groups: { manifest: REMOTES_JSON.groups.manifest } };
    const { unmount } = renderWithShell(<Site />, { path: '/groups', remotesJson: withoutGroups });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Groups' })).not.toBeInTheDocument();
    unmount();

    renderWithShell(<Site />, { path: '/dashboard', remotesJson: withoutGroups });
    expect(await screen.findByTestId('remote')).toHaveTextContent('profile ./DashboardScreen');
  });

  it('without /remotes.json, a signed-in path shows a contained card with Retry (no 404), signed out still the landing page', async () => {
    stubApi(alex);
    const { unmount } = renderWithShell(<Site />, { path: '/dashboard', remotesJson: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
    expect(screen.getByText(FOOTER_TEXT)).toBeInTheDocument();
    unmount();

    stubApi('signed-out');
    renderWithShell(<Site />, { path: '/dashboard', remotesJson: null });
    expect(await screen.findByText('Please log in to access personalized features.')).toBeInTheDocument();
  });
});

describe('shell: analytics tracking', () => {
  const trackCalls = (api: ReturnType<typeof stubApi>) =>
    api.requestsTo('POST', '/api/analytics/track').map((request) => ({ init: request, body: request.body as Record<string, string> }));

  it('tracks the first load and every route change with stable visitor and session ids', async () => {
    const fetchMock = stubApi(alex);
    renderWithShell(<Site extra={<Link to="/groups">go to groups</Link>} />, { path: '/dashboard' });
    await waitFor(() => expect(trackCalls(fetchMock)).toHaveLength(1));
    const [first] = trackCalls(fetchMock);
    expect(first!.init?.method).toBe('POST');
    expect(first!.init?.credentials).toBe('include');
    expect(first!.body).toMatchObject({ page: '/dashboard', referrer: document.referrer, userAgent: navigator.userAgent });
    expect(first!.body.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first!.body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first!.body.visitorId).not.toBe(first!.body.sessionId);
    expect(localStorage.getItem('alive.visitorId')).toBe(first!.body.visitorId);
    expect(sessionStorage.getItem('alive.sessionId')).toBe(first!.body.sessionId);

    await userEvent.click(screen.getByRole('link', { name: 'go to groups' }));
    await waitFor(() => expect(trackCalls(fetchMock)).toHaveLength(2));
    const second = trackCalls(fetchMock)[1]!;
    expect(second.body.page).toBe('/groups');
    expect(second.body.visitorId).toBe(first!.body.visitorId);
    expect(second.body.sessionId).toBe(first!.body.sessionId);
  });

  it('tracks signed-out visitors too, reusing a stored visitor id', async () => {
    localStorage.setItem('alive.visitorId', 'returning-visitor');
    const fetchMock = stubApi('signed-out');
    renderWithShell(<Site />, { path: '/' });
    await waitFor(() => expect(trackCalls(fetchMock)).toHaveLength(1));
    expect(trackCalls(fetchMock)[0]!.body.visitorId).toBe('returning-visitor');
  });

  it('only logs tracking failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = stubApi(alex, 'fail');
    renderWithShell(<Site />, { path: '/groups' });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[analytics] page view not recorded', expect.any(Error)));
    expect(trackCalls(fetchMock)).toHaveLength(1);
    expect(await screen.findByTestId('remote')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {});
  });
});
