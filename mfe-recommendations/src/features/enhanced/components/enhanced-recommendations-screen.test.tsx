import { screen, waitFor, within } from '@testing-library/react';
import { navigateToLogin } from '@alive/api-client';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, enhanced, failure, gate, installApiServer, myListItem, pending, recommendationsApi } from '@alive/api-mocks';
import { renderWithShell } from '../../../test/render.tsx';
import { dismissToastsAfterEach, findToast } from '@alive/ui/testing';
import EnhancedRecommendationsScreen from './enhanced-recommendations-screen.tsx';

vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

const api = installApiServer();
dismissToastsAfterEach();

beforeEach(() => {
  vi.mocked(navigateToLogin).mockClear();
});

const enhancedCalls = () => api.requestsTo('GET', '/api/enhanced-content-recommendations').map((r) => r.url);

describe('EnhancedRecommendationsScreen', () => {
  it('signed out shows Login Required with a full-page login link, and asks for nothing', async () => {
    api.use(authApi.signedOut());
    renderWithShell(<EnhancedRecommendationsScreen />);
    expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login to Get Recommendations' })).toHaveAttribute('href', '/api/login');
    expect(enhancedCalls()).toEqual([]);
  });

  it('shows four tabs and asks for every type, then each tab its own type, 12 at a time', async () => {
    const user = userEvent.setup();
    renderWithShell(<EnhancedRecommendationsScreen />);
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['All Content', 'Movies', 'TV Shows', 'Books']);
    await screen.findAllByTestId('enhanced-card');
    for (const tab of ['Movies', 'TV Shows', 'Books']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await screen.findAllByTestId('enhanced-card');
    }
    expect(enhancedCalls()).toEqual([
      '/api/enhanced-content-recommendations?type=&limit=12',
      '/api/enhanced-content-recommendations?type=movie&limit=12',
      '/api/enhanced-content-recommendations?type=tv_show&limit=12',
      '/api/enhanced-content-recommendations?type=book&limit=12',
    ]);
  });

  it('shows every part of a card', async () => {
    api.use(
      recommendationsApi.enhanced({
        recommendations: [
          enhanced(1, {
            title: 'Arrival',
            contentType: 'movie',
            genre: 'Science fiction',
            year: 2016,
            director: 'Denis Villeneuve',
            description: 'A linguist works to talk with visitors.',
            reasoning: 'Reflective and meaning-seeking, like your choices.',
            tags: ['Thoughtful', 'Language', 'Hope', 'Slow burn', 'Aliens', 'Grief'],
            imdbRating: 7.9,
            rottenTomatoesScore: 94,
            warnings: ['Grief', 'Peril'],
            similarTo: ['Contact', 'Interstellar', 'Solaris', 'Gravity'],
            personalityMatch: 0.93,
          }),
          enhanced(2, { title: 'Dune', contentType: 'book', director: null, author: 'Frank Herbert', personalityMatch: 0.64 }),
          enhanced(3, { title: 'Severance', contentType: 'tv_show', tags: [], similarTo: ['Black Mirror'] }),
        ],
        basis: 'personal',
      }),
    );
    renderWithShell(<EnhancedRecommendationsScreen />);
    const card = within(await screen.findByRole('article', { name: 'Arrival' }));
    expect(card.getByTestId('content-type')).toHaveTextContent('Movie');
    expect(card.getByTestId('enhanced-match')).toHaveTextContent('93% match');
    expect(card.getByTestId('enhanced-match')).toHaveAttribute('data-variant', 'success');
    expect(card.getByTestId('enhanced-byline')).toHaveTextContent('Science fiction · 2016 · Directed by Denis Villeneuve');
    expect(card.getByText('A linguist works to talk with visitors.')).toBeInTheDocument();
    expect(card.getByTestId('reasoning')).toHaveTextContent('Why This Matches YouReflective and meaning-seeking, like your choices.');
    expect(within(card.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((t) => t.textContent)).toEqual([
      'Thoughtful',
      'Language',
      'Hope',
      'Slow burn',
      '+2 more',
    ]);
    expect(card.getByText('IMDb').nextSibling).toHaveTextContent('7.9/10');
    expect(card.getByText('Rotten Tomatoes').nextSibling).toHaveTextContent('94%');
    expect(within(card.getByRole('list', { name: 'Content warnings' })).getAllByRole('listitem').map((w) => w.textContent)).toEqual(['Grief', 'Peril']);
    expect(card.getByTestId('similar-to')).toHaveTextContent('Similar to: Contact, Interstellar +2 more');

    const book = within(screen.getByRole('article', { name: 'Dune' }));
    expect(book.getByTestId('content-type')).toHaveTextContent('Book');
    expect(book.getByTestId('enhanced-byline')).toHaveTextContent('by Frank Herbert');
    expect(book.getByTestId('enhanced-match')).toHaveAttribute('data-variant', 'neutral');
    expect(book.queryByTestId('ratings')).not.toBeInTheDocument();
    expect(book.queryByRole('list', { name: 'Content warnings' })).not.toBeInTheDocument();
    expect(book.queryByTestId('similar-to')).not.toBeInTheDocument();

    const series = within(screen.getByRole('article', { name: 'Severance' }));
    expect(series.getByTestId('content-type')).toHaveTextContent('TV Show');
    expect(series.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
    expect(series.getByTestId('similar-to')).toHaveTextContent(/^Similar to: Black Mirror$/);
  });

  it.each([
    [0.9, '90% match', 'success'],
    [0.89, '89% match', 'info'],
    [0.8, '80% match', 'info'],
    [0.7, '70% match', 'warning'],
    [0.69, '69% match', 'neutral'],
  ])('puts a match of %f (%s) in the %s band', async (personalityMatch, text, variant) => {
    api.use(recommendationsApi.enhanced({ recommendations: [enhanced(1, { personalityMatch })], basis: 'personal' }));
    renderWithShell(<EnhancedRecommendationsScreen />);
    const badge = await screen.findByTestId('enhanced-match');
    expect(badge).toHaveTextContent(text);
    expect(badge).toHaveAttribute('data-variant', variant);
  });

  it.each([
    ['Like', 'liked'],
    ['Will Watch/Read', 'used'],
    ['Dislike', 'disliked'],
  ])('%s records %s feedback for the title and thanks', async (button, action) => {
    api.use(recommendationsApi.enhanced({ recommendations: [enhanced(1, { title: "Amélie: The Director's Cut" })], basis: 'personal' }));
    const user = userEvent.setup();
    renderWithShell(<EnhancedRecommendationsScreen />);
    const card = within(await screen.findByRole('article', { name: "Amélie: The Director's Cut" }));
    await user.click(card.getByRole('button', { name: button }));
    expect(await findToast()).toHaveTextContent('Thank you');
    expect(api.requestsTo('POST', '/api/recommendation-feedback').map((c) => c.body)).toEqual([
      { recommendationId: 'enhanced-amelie-the-director-s-cut', action, category: 'enhanced-content', confidence: 0.9 },
    ]);
  });

  it('a failed feedback shows Error: Failed to record feedback. Please try again.', async () => {
    api.use(recommendationsApi.recordFeedback(failure(500, 'boom')));
    const user = userEvent.setup();
    renderWithShell(<EnhancedRecommendationsScreen />);
    await user.click((await screen.findAllByRole('button', { name: 'Like' }))[0]!);
    const toast = await findToast();
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to record feedback. Please try again.');
  });

  it('shows No Enhanced Recommendations Yet, whose Take More Choices goes to the home screen', async () => {
    api.use(recommendationsApi.enhanced({ recommendations: [], basis: 'personal' }));
    const user = userEvent.setup();
    renderWithShell(<EnhancedRecommendationsScreen />);
    expect(await screen.findByText('No Enhanced Recommendations Yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh Recommendations' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Take More Choices' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it('Refresh Recommendations asks again, disabled while it runs', async () => {
    const user = userEvent.setup();
    renderWithShell(<EnhancedRecommendationsScreen />);
    await screen.findAllByTestId('enhanced-card');
    const held = gate();
    api.use(
      recommendationsApi.enhanced(async () => {
        await held.wait;
        return { recommendations: [enhanced(9, { title: 'Fresh title' })], basis: 'personal' as const };
      }),
    );
    const refresh = screen.getByRole('button', { name: 'Refresh Recommendations' });
    await user.click(refresh);
    await waitFor(() => expect(refresh).toBeDisabled());
    expect(screen.getByTestId('refresh-icon')).toHaveAttribute('data-spinning', 'true');
    held.open();
    expect(await screen.findByRole('article', { name: 'Fresh title' })).toBeInTheDocument();
    expect(enhancedCalls()).toHaveLength(2);
  });

  it('shows placeholders while loading and an error box with Try Again', async () => {
    api.use(recommendationsApi.enhanced(pending));
    const { unmount } = renderWithShell(<EnhancedRecommendationsScreen />);
    expect(await screen.findByRole('status', { name: 'Loading All Content' })).toBeInTheDocument();
    unmount();

    api.use(recommendationsApi.enhanced(failure(500, 'boom')));
    const user = userEvent.setup();
    renderWithShell(<EnhancedRecommendationsScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load enhanced recommendations");
    api.use(recommendationsApi.enhanced({ recommendations: [enhanced(4)], basis: 'personal' }));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Title 4' })).toBeInTheDocument();
  });

  it('a 401 shows the logged-out toast and goes to the login', async () => {
    api.use(recommendationsApi.enhanced(failure(401, 'Unauthorized')));
    renderWithShell(<EnhancedRecommendationsScreen />);
    expect(await findToast()).toHaveTextContent('You are logged out. Logging in again...');
    await waitFor(() => expect(navigateToLogin).toHaveBeenCalledTimes(1));
  });

  it('shows the feedback the server has as pressed, and a second press takes it back', async () => {
    let liked = true;
    api.use(
      recommendationsApi.myList(() => ({ items: [myListItem(1, { recommendationId: 'enhanced-title-1', category: 'enhanced-content', liked, toTry: true })] })),
      recommendationsApi.retractFeedback(() => {
        liked = false;
        return { recommendationId: 'enhanced-title-1', liked, disliked: false, bookmarked: false, toTry: true };
      }),
    );
    const user = userEvent.setup();
    renderWithShell(<EnhancedRecommendationsScreen />);
    const card = within(await screen.findByRole('article', { name: 'Title 1' }));
    const like = card.getByRole('button', { name: 'Like' });
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(card.getByRole('button', { name: 'Will Watch/Read' })).toHaveAttribute('aria-pressed', 'true');
    expect(card.getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(api.requestsTo('DELETE', '/api/recommendation-feedback/enhanced-title-1/liked')).toHaveLength(1);
    expect(card.getByRole('button', { name: 'Will Watch/Read' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starter picks show Starter pick instead of a match percent', async () => {
    api.use(recommendationsApi.enhanced({ recommendations: [enhanced(1, { personalityMatch: 0.5 }), enhanced(2, { personalityMatch: 0.5 })], basis: 'starter' }));
    renderWithShell(<EnhancedRecommendationsScreen />);
    await waitFor(() => expect(screen.getAllByTestId('starter-badge')).toHaveLength(2));
    expect(screen.queryByTestId('enhanced-match')).not.toBeInTheDocument();
    expect(screen.getByTestId('starter-note')).toHaveTextContent('Matches appear after your first choices');
    expect(screen.getByText('2 titles')).toBeInTheDocument();
  });

  it('links back to all recommendations', async () => {
    renderWithShell(<EnhancedRecommendationsScreen />);
    expect(screen.getByRole('link', { name: /All recommendations/ })).toHaveAttribute('href', '/recommendations');
    await screen.findAllByTestId('enhanced-card');
  });
});

