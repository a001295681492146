import { act, screen, waitFor, within } from '@testing-library/react';
import { navigateToLogin } from '@alive/api-client';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, gate, installApiServer, pending, recommendationsApi, USER_GROUPINGS } from '@alive/api-mocks';
import type { UserGroupings } from '@alive/contracts';
import { renderWithShell } from '../../../test/render.tsx';
import { dismissToastsAfterEach, findToast } from '@alive/ui/testing';
import AiInsightsScreen, { NO_CHOICES_YET } from './ai-insights-screen.tsx';

vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

const api = installApiServer();
dismissToastsAfterEach();

beforeEach(() => {
  vi.mocked(navigateToLogin).mockClear();
});

// Choices made, nothing found in them yet.
const EMPTY: UserGroupings = { dynamicGroupings: [], interestClusters: [], choiceCount: 8, analyzedAt: '2026-03-01T10:00:00.000Z' };
const NO_CHOICES: UserGroupings = { ...EMPTY, choiceCount: 0 };

describe('AiInsightsScreen', () => {
  it('shows the dynamic groupings and interest clusters', async () => {
    renderWithShell(<AiInsightsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'AI-Powered Insights' })).toBeInTheDocument();
    const grouping = within(await screen.findByRole('article', { name: 'Quiet Explorer' }));
    expect(grouping.getByTestId('grouping-confidence')).toHaveTextContent('78% confidence');
    expect(grouping.getByText('You lean towards calm, self-directed experiences.')).toBeInTheDocument();
    expect(within(grouping.getByRole('list', { name: 'Choice patterns' })).getAllByRole('listitem').map((p) => p.textContent)).toEqual([
      'Chooses solo over group',
      'Prefers slow pace',
    ]);

    const cluster = within(screen.getByRole('article', { name: 'Outdoors' }));
    expect(cluster.getByTestId('cluster-size')).toHaveTextContent('7 items');
    expect(within(cluster.getByRole('list', { name: 'Center tags' })).getAllByRole('listitem').map((t) => t.textContent)).toEqual([
      'Nature',
      'Hiking',
      'Solo',
      'Slow',
      'Quiet',
    ]);
    expect(within(cluster.getByRole('list', { name: 'Examples' })).getAllByRole('listitem').map((e) => e.textContent)).toEqual([
      'Mountain hike',
      'Forest walk',
    ]);
    expect(screen.getByTestId('analysis-summary')).toHaveTextContent('Based on 12 choices');
  });

  it('shows both empty texts when nothing was found', async () => {
    api.use(recommendationsApi.userGroupings(EMPTY));
    renderWithShell(<AiInsightsScreen />);
    expect(await screen.findByText('No patterns discovered yet')).toBeInTheDocument();
    expect(screen.getByText('No clusters identified yet')).toBeInTheDocument();
  });

  it('asks a person without choices to make some, instead of an analysis of none', async () => {
    api.use(recommendationsApi.userGroupings(NO_CHOICES));
    renderWithShell(<AiInsightsScreen />);
    expect(await screen.findByText(NO_CHOICES_YET.title)).toBeInTheDocument();
    expect(screen.getByText(NO_CHOICES_YET.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make some choices' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('analysis-summary')).not.toBeInTheDocument();
    expect(screen.queryByText('No patterns discovered yet')).not.toBeInTheDocument();
  });

  it('Analyze Patterns posts {} and shows the new result', async () => {
    api.use(recommendationsApi.userGroupings(EMPTY));
    const held = gate();
    api.use(
      recommendationsApi.analyzePatterns(async () => {
        await held.wait;
        return USER_GROUPINGS;
      }),
    );
    const user = userEvent.setup();
    renderWithShell(<AiInsightsScreen />);
    await screen.findByText('No patterns discovered yet');
    await user.click(screen.getByRole('button', { name: 'Analyze Patterns' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Analyzing/ })).toBeDisabled());
    held.open();
    expect(await screen.findByRole('article', { name: 'Quiet Explorer' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Outdoors' })).toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/analyze-patterns').map((c) => c.body)).toEqual([{}]);
    expect(api.requestsTo('GET', '/api/user-groupings')).toHaveLength(1);
  });

  it('a failed analysis shows an error toast and keeps what was shown', async () => {
    api.use(recommendationsApi.analyzePatterns(failure(500, 'boom')));
    const user = userEvent.setup();
    renderWithShell(<AiInsightsScreen />);
    await screen.findByRole('article', { name: 'Quiet Explorer' });
    await user.click(screen.getByRole('button', { name: 'Analyze Patterns' }));
    expect(await findToast()).toHaveTextContent('Failed to analyze patterns. Please try again.');
    expect(screen.getByRole('article', { name: 'Quiet Explorer' })).toBeInTheDocument();
  });

  it('shows placeholders while loading, and an error box with Try Again', async () => {
    api.use(recommendationsApi.userGroupings(pending));
    const { unmount } = renderWithShell(<AiInsightsScreen />);
    expect(await screen.findByRole('status', { name: 'Loading insights' })).toBeInTheDocument();
    unmount();

    api.use(recommendationsApi.userGroupings(failure(500, 'boom')));
    const user = userEvent.setup();
    renderWithShell(<AiInsightsScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your insights");
    api.use(recommendationsApi.userGroupings(USER_GROUPINGS));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Quiet Explorer' })).toBeInTheDocument();
  });

  it('a 401 shows the logged-out toast and goes to the login', async () => {
    api.use(recommendationsApi.userGroupings(failure(401, 'Unauthorized')));
    renderWithShell(<AiInsightsScreen />);
    expect(await findToast()).toHaveTextContent('You are logged out. Logging in again...');
    await waitFor(() => expect(navigateToLogin).toHaveBeenCalledTimes(1));
  });

  it('links back to all recommendations', async () => {
    renderWithShell(<AiInsightsScreen />);
    expect(screen.getByRole('link', { name: /All recommendations/ })).toHaveAttribute('href', '/recommendations');
    await screen.findAllByTestId('grouping-card');
  });

  it('keeps the groupings shown when reading them again fails, with the error above them', async () => {
    const { queryClient } = renderWithShell(<AiInsightsScreen />);
    await screen.findAllByTestId('grouping-card');
    api.use(recommendationsApi.userGroupings(failure(500, 'boom')));
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByText("Couldn't refresh your insights")).toBeInTheDocument();
    expect(screen.getAllByTestId('grouping-card')).toHaveLength(1);
  });
});

