import { act, screen, waitFor, within } from '@testing-library/react';
import { navigateToLogin } from '@alive/api-client';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, gate, installApiServer, myListItem, pending, recommendation, recommendationList, recommendationsApi } from '@alive/api-mocks';
import { renderWithShell } from '../../../test/render.tsx';
import { dismissToastsAfterEach, findToast } from '@alive/ui/testing';
import { GENERATING_FIRST_POLL_MS } from '../../../shared/api/personalized-recommendations.ts';
import PersonalizedRecommendationsScreen from './personalized-recommendations-screen.tsx';

// jsdom cannot navigate; the full-page login navigation is observed instead.
vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

const api = installApiServer();
dismissToastsAfterEach();

beforeEach(() => {
  vi.mocked(navigateToLogin).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

const listCalls = () => api.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/personalized-recommendations/'));
const cards = () => screen.getAllByTestId('personalized-card');

describe('PersonalizedRecommendationsScreen', () => {
  it('shows the title and placeholders while the list loads', async () => {
    api.use(recommendationsApi.personalized(pending));
    renderWithShell(<PersonalizedRecommendationsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Personal Recommendations' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading recommendations' })).toBeInTheDocument();
  });

  it('asks for all with limit 10 and shows every part of a card', async () => {
    api.use(
      recommendationsApi.personalized(
        recommendationList('general', [
          recommendation(1, {
            title: 'Sunrise hike',
            confidence: 0.82,
            category: 'activities',
            description: 'Catch the first light on a nearby trail.',
            tags: ['Nature', 'Active'],
            timeCommitment: '3 hours',
            estimatedCost: 'Free',
            reasoning: 'You often choose Nature and Active options.',
            links: [{ url: 'https://example.org/trails', text: 'Find a trail' }],
          }),
          recommendation(2, { title: 'Museum evening', confidence: 0.3, actionable: false, links: [] }),
        ]),
      ),
    );
    renderWithShell(<PersonalizedRecommendationsScreen />);
    const card = within(await screen.findByRole('article', { name: 'Sunrise hike' }));
    expect(listCalls().map((c) => c.url)).toEqual(['/api/personalized-recommendations/all?limit=10']);
    expect(card.getByTestId('match-label')).toHaveTextContent('Perfect Match');
    expect(card.getByText('Activities')).toBeInTheDocument();
    expect(card.getByText('Actionable')).toBeInTheDocument();
    expect(card.getByText('Catch the first light on a nearby trail.')).toBeInTheDocument();
    expect(within(card.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((t) => t.textContent)).toEqual(['Nature', 'Active']);
    expect(card.getByText('Time').nextSibling).toHaveTextContent('3 hours');
    expect(card.getByText('Cost').nextSibling).toHaveTextContent('Free');
    expect(card.getByTestId('reasoning')).toHaveTextContent('You often choose Nature and Active options.');
    const link = card.getByRole('link', { name: /Find a trail/ });
    expect(link).toHaveAttribute('href', 'https://example.org/trails');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    const second = within(screen.getByRole('article', { name: 'Museum evening' }));
    expect(second.getByTestId('match-label')).toHaveTextContent('Worth Exploring');
    expect(second.queryByText('Actionable')).not.toBeInTheDocument();
    expect(second.queryByRole('list', { name: 'Links' })).not.toBeInTheDocument();
  });

  it.each([
    [0.8, 'Perfect Match', 'success'],
    [0.6, 'Good Match', 'info'],
    [0.4, 'Possible Match', 'warning'],
    [0.39, 'Worth Exploring', 'neutral'],
  ])('labels confidence %f as %s', async (confidence, label, variant) => {
    api.use(recommendationsApi.personalized(recommendationList('general', [recommendation(1, { confidence })])));
    renderWithShell(<PersonalizedRecommendationsScreen />);
    const badge = await screen.findByTestId('match-label');
    expect(badge).toHaveTextContent(new RegExp(`^${label}$`));
    expect(badge).toHaveAttribute('data-variant', variant);
  });

  it('asks for the chosen category', async () => {
    const user = userEvent.setup();
    renderWithShell(<PersonalizedRecommendationsScreen />);
    await screen.findAllByTestId('personalized-card');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'All Categories',
      'Travel',
      'Movies',
      'Books',
      'Activities',
      'Food',
      'Shopping',
      'Learning',
    ]);
    await user.click(screen.getByRole('option', { name: 'Learning' }));
    await waitFor(() => expect(listCalls().map((c) => c.url)).toContain('/api/personalized-recommendations/learning?limit=10'));
    await waitFor(() => expect(within(cards()[0]!).getByText('Learning')).toBeInTheDocument());
  });

  it('shows a generating state, asks again soon while generating, then shows the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = 0;
    api.use(
      recommendationsApi.personalized(() => {
        answers += 1;
        return answers < 3
          ? recommendationList('general', [], { generating: true, cached: false, generatedAt: null })
          : recommendationList('general', [recommendation(1, { title: 'Fresh idea' })]);
      }),
    );
    renderWithShell(<PersonalizedRecommendationsScreen />);
    expect(await screen.findByTestId('generating-notice')).toHaveTextContent('Generating your recommendations…');
    expect(screen.queryByText('No recommendations yet')).not.toBeInTheDocument();
    expect(listCalls()).toHaveLength(1);

    // A generation of milliseconds: asked again a fifth of a second later, not after 3 s (the waits
    // then grow: generatingPollDelay, generating-poll.test.ts).
    await act(() => vi.advanceTimersByTimeAsync(GENERATING_FIRST_POLL_MS));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(screen.getByTestId('generating-notice')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(GENERATING_FIRST_POLL_MS));
    expect(await screen.findByRole('article', { name: 'Fresh idea' })).toBeInTheDocument();
    expect(screen.queryByTestId('generating-notice')).not.toBeInTheDocument();

    // Not generating any more: no further polling.
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(listCalls()).toHaveLength(3);
  });

  it('keeps showing the previous list while a new one is generated', async () => {
    api.use(recommendationsApi.personalized(recommendationList('general', [recommendation(1, { title: 'Older idea' })], { generating: true, cached: false })));
    renderWithShell(<PersonalizedRecommendationsScreen />);
    expect(await screen.findByRole('article', { name: 'Older idea' })).toBeInTheDocument();
    expect(screen.getByTestId('generating-notice')).toHaveTextContent('Updating your recommendations…');
  });

  it('shows the empty state, whose Make some choices button goes to the home screen', async () => {
    api.use(recommendationsApi.personalized(recommendationList('general', [])));
    const user = userEvent.setup();
    renderWithShell(<PersonalizedRecommendationsScreen />);
    expect(await screen.findByText('No recommendations yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Make some choices' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it('shows Error Loading Recommendations, and Try Again asks again', async () => {
    let fail = true;
    api.use(recommendationsApi.personalized(() => (fail ? failure(500, 'Database unavailable') : recommendationList('general', [recommendation(1)]))));
    const user = userEvent.setup();
    renderWithShell(<PersonalizedRecommendationsScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Recommendations');
    expect(listCalls()).toHaveLength(1); // no automatic retry
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Idea 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("I'll try this sends used feedback and thanks", async () => {
    const user = userEvent.setup();
    renderWithShell(<PersonalizedRecommendationsScreen />);
    const card = within(await screen.findByRole('article', { name: 'Idea 2' }));
    await user.click(card.getByRole('button', { name: "I'll try this" }));
    expect(await findToast()).toHaveTextContent('Thank you');
    expect(api.requestsTo('POST', '/api/recommendation-feedback').map((c) => c.body)).toEqual([
      { recommendationId: 'general-idea-2', action: 'used' },
    ]);
  });

  it("I'll try this shows an error toast when the feedback fails, and the button as it was", async () => {
    api.use(recommendationsApi.recordFeedback(failure(500, 'boom')));
    const user = userEvent.setup();
    renderWithShell(<PersonalizedRecommendationsScreen />);
    await user.click((await screen.findAllByRole('button', { name: "I'll try this" }))[0]!);
    const toast = await findToast();
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to record feedback. Please try again.');
    await waitFor(() => expect(screen.getAllByRole('button', { name: "I'll try this" })).toHaveLength(3));
    expect(screen.getAllByRole('button', { name: "I'll try this" })[0]).toHaveAttribute('aria-pressed', 'false');
  });

  it("I'll try this becomes On my list, and pressing it again takes it back", async () => {
    const user = userEvent.setup();
    renderWithShell(<PersonalizedRecommendationsScreen />);
    const card = within(await screen.findByRole('article', { name: 'Idea 1' }));
    await user.click(card.getByRole('button', { name: "I'll try this" }));
    const onList = await card.findByRole('button', { name: 'On my list' });
    expect(onList).toHaveAttribute('aria-pressed', 'true');
    await user.click(onList);
    const again = await card.findByRole('button', { name: "I'll try this" });
    expect(again).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.requestsTo('DELETE', '/api/recommendation-feedback/general-idea-1/used')).toHaveLength(1));
  });

  it('shows On my list for items already on the list when the screen opens', async () => {
    api.use(recommendationsApi.myList({ items: [myListItem(3, { liked: false, toTry: true })] }));
    renderWithShell(<PersonalizedRecommendationsScreen />);
    const card = within(await screen.findByRole('article', { name: 'Idea 3' }));
    expect(await card.findByRole('button', { name: 'On my list' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('article', { name: 'Idea 1' })).getByRole('button', { name: "I'll try this" })).toHaveAttribute('aria-pressed', 'false');
  });

  it('starter picks show Starter pick instead of a match label, with the line saying where matches come from', async () => {
    api.use(recommendationsApi.personalized(recommendationList('general', [recommendation(1, { confidence: 0.2 })], { basis: 'starter' })));
    renderWithShell(<PersonalizedRecommendationsScreen />);
    const card = within(await screen.findByRole('article', { name: 'Idea 1' }));
    expect(card.getByTestId('starter-badge')).toHaveTextContent('Starter pick');
    expect(card.queryByTestId('match-label')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('starter-note')).getByRole('link', { name: 'make a few on the home screen' })).toHaveAttribute('href', '/');
  });

  it('links back to all recommendations', async () => {
    renderWithShell(<PersonalizedRecommendationsScreen />);
    expect(screen.getByRole('link', { name: /All recommendations/ })).toHaveAttribute('href', '/recommendations');
    await screen.findAllByTestId('personalized-card');
  });

  it('Refresh is disabled with a spinning icon while it runs, then the list is asked for again', async () => {
    const held = gate();
    api.use(
      recommendationsApi.refresh(async () => {
        await held.wait;
        return { category: 'general', generating: false };
      }),
    );
    const user = userEvent.setup();
    renderWithShell(<PersonalizedRecommendationsScreen />);
    await screen.findAllByTestId('personalized-card');
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(screen.getByTestId('refresh-icon')).toHaveAttribute('data-spinning', 'false');
    await user.click(refresh);
    await waitFor(() => expect(refresh).toBeDisabled());
    expect(screen.getByTestId('refresh-icon')).toHaveAttribute('data-spinning', 'true');
    await waitFor(() => expect(api.requestsTo('POST', '/api/recommendations/refresh').map((c) => c.body)).toEqual([{ category: 'all' }]));
    expect(listCalls()).toHaveLength(1);

    held.open();
    await waitFor(() => expect(refresh).toBeEnabled());
    expect(screen.getByTestId('refresh-icon')).toHaveAttribute('data-spinning', 'false');
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(cards()).toHaveLength(3);
  });

  it('Refresh stays busy until the refreshed list is on screen, a fifth of a second after a quick generation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let refreshed = false;
    let afterRefresh = 0;
    api.use(
      recommendationsApi.refresh(() => {
        refreshed = true;
        return { category: 'general', generating: true };
      }),
      recommendationsApi.personalized(() => {
        if (!refreshed) return recommendationList('general', [recommendation(1, { title: 'Older idea' })]);
        afterRefresh += 1;
        // The first read after the refresh finds the generation running; the next one its list.
        return afterRefresh === 1
          ? recommendationList('general', [recommendation(1, { title: 'Older idea' })], { generating: true, cached: false })
          : recommendationList('general', [recommendation(2, { title: 'Refreshed idea' })]);
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithShell(<PersonalizedRecommendationsScreen />);
    await screen.findByRole('article', { name: 'Older idea' });
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await user.click(refresh);
    // The server took the request and the list says it is being made: still refreshing.
    expect(await screen.findByTestId('generating-notice')).toHaveTextContent('Updating your recommendations…');
    expect(refresh).toBeDisabled();
    expect(screen.getByTestId('refresh-icon')).toHaveAttribute('data-spinning', 'true');

    await act(() => vi.advanceTimersByTimeAsync(GENERATING_FIRST_POLL_MS));
    expect(await screen.findByRole('article', { name: 'Refreshed idea' })).toBeInTheDocument();
    await waitFor(() => expect(refresh).toBeEnabled());
    expect(screen.getByTestId('refresh-icon')).toHaveAttribute('data-spinning', 'false');
    expect(screen.queryByTestId('generating-notice')).not.toBeInTheDocument();
    expect(afterRefresh).toBe(2);
  });

  it('a failed refresh shows an error toast and enables the button again', async () => {
    api.use(recommendationsApi.refresh(failure(500, 'boom')));
    const user = userEvent.setup();
    renderWithShell(<PersonalizedRecommendationsScreen />);
    await screen.findAllByTestId('personalized-card');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await findToast()).toHaveTextContent('Failed to refresh recommendations. Please try again.');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    expect(listCalls()).toHaveLength(1);
  });

  it('a 401 shows the logged-out toast and goes to the login after 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.use(recommendationsApi.personalized(failure(401, 'Unauthorized')));
    renderWithShell(<PersonalizedRecommendationsScreen />);
    const toast = await findToast();
    expect(toast).toHaveTextContent('Unauthorized');
    expect(toast).toHaveTextContent('You are logged out. Logging in again...');
    expect(navigateToLogin).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });
});
