import { act, screen, waitFor, within } from '@testing-library/react';
import { navigateToLogin } from '@alive/api-client';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecommendationCategory } from '@alive/contracts';
import { failure, gate, installApiServer, myListItem, pending, recommendation, recommendationList, recommendationsApi } from '@alive/api-mocks';
import { renderWithShell } from '../../../test/render.tsx';
import { dismissToastsAfterEach, findToast } from '@alive/ui/testing';
import { GENERATING_FIRST_POLL_MS } from '../../../shared/api/personalized-recommendations.ts';
import RecommendationsScreen from './recommendations-screen.tsx';

vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

const api = installApiServer();
dismissToastsAfterEach();

beforeEach(() => {
  vi.mocked(navigateToLogin).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

const listCalls = () => api.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/personalized-recommendations/')).map((r) => r.url);
const cards = () => screen.getAllByTestId('recommendation-card');

/** Answers every list with `make(category)`. */
function listsOf(make: (category: RecommendationCategory) => ReturnType<typeof recommendationList>) {
  return recommendationsApi.personalized(({ url }) => make(new URL(url).pathname.split('/').pop() as RecommendationCategory));
}

describe('RecommendationsScreen', () => {
  it('shows six tabs, opens General and asks for 6 general recommendations', async () => {
    renderWithShell(<RecommendationsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Recommendations' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['General', 'Movies & TV', 'Books', 'Activities', 'Travel', 'Food']);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'General Recommendations' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(listCalls()).toEqual(['/api/personalized-recommendations/general?limit=6']);
    expect(within(cards()[0]!).getByTestId('card-category')).toHaveTextContent('General');
  });

  it('shows a grid of 6 placeholders while a tab loads', async () => {
    api.use(recommendationsApi.personalized(pending));
    renderWithShell(<RecommendationsScreen />);
    const loading = await screen.findByRole('status', { name: 'Loading General recommendations' });
    expect(within(loading).getAllByTestId('card-placeholder')).toHaveLength(6);
  });

  it.each([
    ['General', 'general', 'Make more A.L.I.V.E Choices to get personalized recommendations'],
    ['Movies & TV', 'movies', 'Complete movie preference choices to get film and TV recommendations'],
    ['Books', 'books', 'Make reading preference choices to get book recommendations'],
    ['Activities', 'activities', 'Make activity preference choices to get hobby recommendations'],
    ['Travel', 'travel', 'Make travel preference choices to get destination recommendations'],
    ['Food', 'food', 'Make food preference choices to get restaurant recommendations'],
  ])('the %s tab asks for %s and shows its empty text', async (label, category, emptyText) => {
    api.use(listsOf((c) => recommendationList(c, [])));
    const user = userEvent.setup();
    renderWithShell(<RecommendationsScreen />);
    await user.click(await screen.findByRole('tab', { name: label }));
    expect(await screen.findByText(emptyText)).toBeInTheDocument();
    expect(listCalls()).toContain(`/api/personalized-recommendations/${category}?limit=6`);
  });

  it('shows the category on the General tab only, and keeps a fetched tab for 30 minutes', async () => {
    api.use(listsOf((c) => recommendationList(c, [recommendation(1, { id: `${c}-one`, title: `${c} pick`, category: c })])));
    const user = userEvent.setup();
    renderWithShell(<RecommendationsScreen />);
    await screen.findByRole('article', { name: 'general pick' });
    expect(screen.getByTestId('card-category')).toHaveTextContent('General');

    await user.click(screen.getByRole('tab', { name: 'Books' }));
    await screen.findByRole('article', { name: 'books pick' });
    expect(screen.queryByTestId('card-category')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Book Recommendations' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'General' }));
    await screen.findByRole('article', { name: 'general pick' });
    expect(listCalls()).toEqual(['/api/personalized-recommendations/general?limit=6', '/api/personalized-recommendations/books?limit=6']);
  });

  it('shows the match badge, description, metadata, streaming platforms, reasoning and View', async () => {
    api.use(
      recommendationsApi.personalized(
        recommendationList('general', [
          recommendation(1, {
            title: 'Arrival',
            matchPercent: 86,
            confidence: 0.86,
            description: 'A linguist decodes an alien language.',
            reasoning: 'You like Thoughtful and Sci-fi picks.',
            metadata: {
              cost: '$',
              timeCommitment: '2 hours',
              location: 'At home',
              year: 2016,
              streamingPlatforms: ['Netflix', 'Prime Video'],
              link: 'https://example.org/arrival',
            },
          }),
          recommendation(2, {
            title: 'No link',
            metadata: { cost: '', timeCommitment: '', location: null, year: null, streamingPlatforms: [], link: null },
          }),
        ]),
      ),
    );
    renderWithShell(<RecommendationsScreen />);
    const card = within(await screen.findByRole('article', { name: 'Arrival' }));
    expect(card.getByTestId('match-badge')).toHaveTextContent('86% match');
    expect(card.getByText('A linguist decodes an alien language.')).toBeInTheDocument();
    const details = card.getByTestId('card-details');
    expect([...details.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextSibling?.textContent}`)).toEqual([
      'Cost: $',
      'Time: 2 hours',
      'Location: At home',
      'Year: 2016',
    ]);
    expect(within(card.getByRole('list', { name: 'Streaming on' })).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Netflix', 'Prime Video']);
    expect(card.getByTestId('reasoning')).toHaveTextContent('You like Thoughtful and Sci-fi picks.');
    const view = card.getByRole('link', { name: /^View/ });
    expect(view).toHaveAttribute('href', 'https://example.org/arrival');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view.getAttribute('rel')).toContain('noopener');

    const bare = within(screen.getByRole('article', { name: 'No link' }));
    expect(bare.queryByRole('link', { name: /^View/ })).not.toBeInTheDocument();
    expect(bare.queryByRole('list', { name: 'Streaming on' })).not.toBeInTheDocument();
    expect(bare.queryByText('Cost')).not.toBeInTheDocument();
  });

  it.each([
    [80, 'success'],
    [79, 'warning'],
    [60, 'warning'],
    [59, 'danger'],
  ])('colours a %i%% match badge %s', async (matchPercent, variant) => {
    api.use(recommendationsApi.personalized(recommendationList('general', [recommendation(1, { matchPercent, confidence: matchPercent / 100 })])));
    renderWithShell(<RecommendationsScreen />);
    const badge = await screen.findByTestId('match-badge');
    expect(badge).toHaveTextContent(`${matchPercent}% match`);
    expect(badge).toHaveAttribute('data-variant', variant);
  });

  it.each([
    ['Like', 'liked'],
    ['Dislike', 'disliked'],
    ['Bookmark', 'bookmarked'],
  ])('%s posts %s feedback, thanks and shows the button pressed', async (label, feedbackType) => {
    const user = userEvent.setup();
    renderWithShell(<RecommendationsScreen />);
    const card = within(await screen.findByRole('article', { name: 'Idea 2' }));
    const button = card.getByRole('button', { name: label });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(await findToast()).toHaveTextContent('Thank you');
    expect(api.requestsTo('POST', '/api/recommendations/general-idea-2/feedback').map((c) => c.body)).toEqual([{ feedbackType }]);
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows an error toast when feedback fails', async () => {
    api.use(recommendationsApi.feedback(failure(404, 'Recommendation not found')));
    const user = userEvent.setup();
    renderWithShell(<RecommendationsScreen />);
    const card = within(await screen.findByRole('article', { name: 'Idea 1' }));
    await user.click(card.getByRole('button', { name: 'Like' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to record feedback. Please try again.');
    expect(card.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('Refresh marks its tab refreshing (disabled, icon spinning) and invalidates that list on success', async () => {
    const held = gate();
    api.use(
      recommendationsApi.refresh(async () => {
        await held.wait;
        return { category: 'books', generating: false };
      }),
    );
    const user = userEvent.setup();
    renderWithShell(<RecommendationsScreen />);
    await user.click(await screen.findByRole('tab', { name: 'Books' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    const refresh = screen.getByRole('button', { name: 'Refresh Books' });
    await user.click(refresh);
    await waitFor(() => expect(refresh).toBeDisabled());
    expect(screen.getByTestId('refresh-icon')).toHaveAttribute('data-spinning', 'true');
    await waitFor(() => expect(api.requestsTo('POST', '/api/recommendations/refresh').map((c) => c.body)).toEqual([{ category: 'books' }]));

    held.open();
    await waitFor(() => expect(refresh).toBeEnabled());
    expect(screen.getByTestId('refresh-icon')).toHaveAttribute('data-spinning', 'false');
    await waitFor(() => expect(listCalls().filter((u) => u.includes('/books?'))).toHaveLength(2));
    expect(listCalls().filter((u) => u.includes('/general?'))).toHaveLength(1);
  });

  it('polls while the tab says generating, showing placeholders, then the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = 0;
    api.use(
      recommendationsApi.personalized(() => {
        answers += 1;
        return answers === 1
          ? recommendationList('general', [], { generating: true, cached: false, generatedAt: null })
          : recommendationList('general', [recommendation(1, { title: 'Ready now' })]);
      }),
    );
    renderWithShell(<RecommendationsScreen />);
    expect(await screen.findByTestId('generating-notice')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Generating General recommendations' })).toBeInTheDocument();
    expect(screen.queryByText('Make more A.L.I.V.E Choices to get personalized recommendations')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(GENERATING_FIRST_POLL_MS));
    expect(await screen.findByRole('article', { name: 'Ready now' })).toBeInTheDocument();
    expect(screen.queryByTestId('generating-notice')).not.toBeInTheDocument();
    expect(listCalls()).toHaveLength(2);
  });

  it('a 401 on a tab shows the logged-out toast and goes to the login', async () => {
    api.use(recommendationsApi.personalized(failure(401, 'Unauthorized')));
    renderWithShell(<RecommendationsScreen />);
    expect(await findToast()).toHaveTextContent('You are logged out. Logging in again...');
    await waitFor(() => expect(navigateToLogin).toHaveBeenCalledTimes(1));
  });

  it('shows the error box with Try Again when a tab fails to load', async () => {
    let fail = true;
    api.use(recommendationsApi.personalized(() => (fail ? failure(500, 'boom') : recommendationList('general', [recommendation(1)]))));
    const user = userEvent.setup();
    renderWithShell(<RecommendationsScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Recommendations');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Idea 1' })).toBeInTheDocument();
  });

  it('links to every other recommendation screen and to the specific content', async () => {
    renderWithShell(<RecommendationsScreen />);
    const hub = within(screen.getByRole('navigation', { name: 'Recommendation screens' }));
    expect(hub.getAllByRole('link').map((link) => [link.querySelector('strong')?.textContent, link.getAttribute('href')])).toEqual([
      ['Personalized', '/personalized-recommendations'],
      ['Enhanced', '/enhanced-recommendations'],
      ['Smart', '/smart-recommendations'],
      ['AI Insights', '/ai-insights'],
      ['My list', '/my-list'],
    ]);
    expect(screen.getByRole('link', { name: 'View Specific Content' })).toHaveAttribute('href', '/specific-content-recommendations');
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it('shows how many items My list holds once it is known', async () => {
    api.use(recommendationsApi.myList({ items: [myListItem(1), myListItem(2, { liked: false, bookmarked: true }), myListItem(3, { liked: false, disliked: true })] }));
    renderWithShell(<RecommendationsScreen />);
    const hub = within(screen.getByRole('navigation', { name: 'Recommendation screens' }));
    await waitFor(() => expect(hub.getByRole('link', { name: /My list/ })).toHaveTextContent('My list (2)'));
  });
});

describe('RecommendationsScreen — feedback that stays', () => {
  it('shows the feedback the server has as pressed when the screen opens', async () => {
    api.use(recommendationsApi.myList({ items: [myListItem(1, { liked: true, bookmarked: true }), myListItem(2, { liked: false, disliked: true })] }));
    renderWithShell(<RecommendationsScreen />);
    const first = within(await screen.findByRole('article', { name: 'Idea 1' }));
    await waitFor(() => expect(first.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true'));
    expect(first.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
    expect(first.getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-pressed', 'false');
    const second = within(screen.getByRole('article', { name: 'Idea 2' }));
    expect(second.getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-pressed', 'true');
    expect(second.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a second press takes the feedback back; liking takes a dislike back', async () => {
    const user = userEvent.setup();
    renderWithShell(<RecommendationsScreen />);
    const card = within(await screen.findByRole('article', { name: 'Idea 1' }));
    const like = card.getByRole('button', { name: 'Like' });
    const dislike = card.getByRole('button', { name: 'Dislike' });
    await user.click(dislike);
    await waitFor(() => expect(dislike).toHaveAttribute('aria-pressed', 'true'));
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(dislike).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.requestsTo('POST', '/api/recommendations/general-idea-1/feedback')).toHaveLength(2));

    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(api.requestsTo('DELETE', '/api/recommendation-feedback/general-idea-1/liked')).toHaveLength(1));
    // The server's list, read again after the change, agrees.
    await waitFor(() => expect(api.requestsTo('GET', '/api/recommendations/my-list').length).toBeGreaterThan(1));
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(dislike).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a press at once and puts it back with a toast when the server refuses', async () => {
    const held = gate();
    api.use(
      recommendationsApi.feedback(async () => {
        await held.wait;
        return failure(500, 'boom');
      }),
    );
    const user = userEvent.setup();
    renderWithShell(<RecommendationsScreen />);
    const bookmark = within(await screen.findByRole('article', { name: 'Idea 3' })).getByRole('button', { name: 'Bookmark' });
    await user.click(bookmark);
    await waitFor(() => expect(bookmark).toHaveAttribute('aria-pressed', 'true'));
    held.open();
    const toast = await findToast();
    expect(toast).toHaveTextContent('Failed to record feedback. Please try again.');
    await waitFor(() => expect(bookmark).toHaveAttribute('aria-pressed', 'false'));
  });

  it('a failed take-back shows the button pressed again with a toast', async () => {
    api.use(recommendationsApi.myList({ items: [myListItem(2, { liked: true })] }), recommendationsApi.retractFeedback(failure(500, 'boom')));
    const user = userEvent.setup();
    renderWithShell(<RecommendationsScreen />);
    const like = within(await screen.findByRole('article', { name: 'Idea 2' })).getByRole('button', { name: 'Like' });
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await user.click(like);
    expect(await findToast()).toHaveTextContent('Failed to update your list. Please try again.');
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});

describe('RecommendationsScreen — starter picks', () => {
  it('a list made before any choice shows Starter pick instead of a match, and says where matches come from', async () => {
    api.use(
      recommendationsApi.personalized(
        recommendationList('general', [recommendation(1, { confidence: 0.2, matchPercent: 20 }), recommendation(2, { confidence: 0.2, matchPercent: 20 })], {
          basis: 'starter',
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithShell(<RecommendationsScreen />);
    await waitFor(() => expect(screen.getAllByTestId('starter-badge')).toHaveLength(2));
    expect(screen.getAllByTestId('starter-badge')[0]).toHaveTextContent('Starter pick');
    expect(screen.queryByTestId('match-badge')).not.toBeInTheDocument();
    expect(screen.queryByText(/% match/)).not.toBeInTheDocument();
    const note = screen.getByTestId('starter-note');
    expect(note).toHaveTextContent('Matches appear after your first choices — make a few on the home screen.');
    await user.click(within(note).getByRole('link', { name: 'make a few on the home screen' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it('a personal list shows its match badges and no starter note', async () => {
    renderWithShell(<RecommendationsScreen />);
    await waitFor(() => expect(screen.getAllByTestId('match-badge')).toHaveLength(3));
    expect(screen.queryByTestId('starter-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('starter-note')).not.toBeInTheDocument();
  });
});

