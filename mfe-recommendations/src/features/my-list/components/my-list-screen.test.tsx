import { screen, waitFor, within } from '@testing-library/react';
import { navigateToLogin } from '@alive/api-client';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyListItem } from '@alive/contracts';
import { failure, gate, installApiServer, myListItem, pending, recommendationsApi } from '@alive/api-mocks';
import { renderWithShell } from '../../../test/render.tsx';
import { dismissToastsAfterEach, findToast } from '@alive/ui/testing';
import MyListScreen from './my-list-screen.tsx';

vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

const api = installApiServer();
dismissToastsAfterEach();

beforeEach(() => {
  vi.mocked(navigateToLogin).mockClear();
});

const ITEMS: MyListItem[] = [
  myListItem(1, { title: 'Night swim', category: 'activities', liked: true, bookmarked: true }),
  myListItem(2, { recommendationId: 'enhanced-paterson', title: 'Paterson', category: 'enhanced-content', liked: false, toTry: true }),
  myListItem(3, { title: 'Street food tour', category: 'food', liked: false, bookmarked: true }),
  myListItem(4, { title: 'Loud club', category: 'general', liked: false, disliked: true }),
];

/** My list as the server keeps it: a take-back clears one kind, an item without any leaves. */
function serverList(initial: MyListItem[]) {
  let items = initial.map((item) => ({ ...item }));
  const flag = { liked: 'liked', disliked: 'disliked', bookmarked: 'bookmarked', used: 'toTry' } as const;
  return [
    recommendationsApi.myList(() => ({ items })),
    recommendationsApi.retractFeedback((request) => {
      const [, , , id = '', action = ''] = new URL(request.url).pathname.split('/');
      items = items
        .map((item) => (item.recommendationId === id ? { ...item, [flag[action as keyof typeof flag]]: false } : item))
        .filter((item) => item.liked || item.disliked || item.bookmarked || item.toTry);
      const item = items.find((i) => i.recommendationId === id);
      return { recommendationId: id, liked: !!item?.liked, disliked: !!item?.disliked, bookmarked: !!item?.bookmarked, toTry: !!item?.toTry };
    }),
  ];
}

const titles = () => screen.queryAllByTestId('my-list-card').map((card) => card.querySelector('h2')?.textContent);

describe('MyListScreen', () => {
  it('shows the title, a way back to all recommendations and placeholders while loading', async () => {
    api.use(recommendationsApi.myList(pending));
    renderWithShell(<MyListScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'My list' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All recommendations/ })).toHaveAttribute('href', '/recommendations');
    expect(await screen.findByRole('status', { name: 'Loading your list' })).toBeInTheDocument();
  });

  it('lists liked, saved and to-try items newest first, with what was said of each; the filters narrow it', async () => {
    api.use(...serverList(ITEMS));
    const user = userEvent.setup();
    renderWithShell(<MyListScreen />);
    await waitFor(() => expect(titles()).toEqual(['Night swim', 'Paterson', 'Street food tour']));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All (3)', 'Liked (1)', 'Saved (2)', 'To try (1)', 'Not for me (1)']);
    const swim = within(screen.getByRole('article', { name: 'Night swim' }));
    expect(swim.getByText('Activities')).toBeInTheDocument();
    expect(swim.getByText('Liked')).toBeInTheDocument();
    expect(swim.getByText('Saved')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Paterson' })).getByText('To try')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Saved (2)' }));
    await waitFor(() => expect(titles()).toEqual(['Night swim', 'Street food tour']));
    await user.click(screen.getByRole('tab', { name: 'To try (1)' }));
    await waitFor(() => expect(titles()).toEqual(['Paterson']));
    await user.click(screen.getByRole('tab', { name: 'Not for me (1)' }));
    await waitFor(() => expect(titles()).toEqual(['Loud club']));
  });

  it('Remove on All takes back every kind the item has; the item leaves the list', async () => {
    api.use(...serverList(ITEMS));
    const user = userEvent.setup();
    renderWithShell(<MyListScreen />);
    await user.click(await screen.findByRole('button', { name: 'Remove Night swim' }));
    await waitFor(() => expect(titles()).toEqual(['Paterson', 'Street food tour']));
    expect(await findToast()).toHaveTextContent('Removed from My list');
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/recommendation-feedback/general-idea-1/liked',
      '/api/recommendation-feedback/general-idea-1/bookmarked',
    ]);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'All (2)' })).toBeInTheDocument());
  });

  it('Remove on a filter takes back that kind only', async () => {
    api.use(...serverList(ITEMS));
    const user = userEvent.setup();
    renderWithShell(<MyListScreen />);
    await user.click(await screen.findByRole('tab', { name: 'Liked (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Night swim' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Liked (0)' })).toBeInTheDocument());
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/recommendation-feedback/general-idea-1/liked']);
    expect(screen.getByText('Nothing liked yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Saved (2)' }));
    expect(await screen.findByRole('article', { name: 'Night swim' })).toBeInTheDocument();
  });

  it('a failed Remove brings the item back with a toast', async () => {
    const held = gate();
    api.use(
      recommendationsApi.myList({ items: ITEMS }),
      recommendationsApi.retractFeedback(async () => {
        await held.wait;
        return failure(500, 'boom');
      }),
    );
    const user = userEvent.setup();
    renderWithShell(<MyListScreen />);
    await user.click(await screen.findByRole('button', { name: 'Remove Paterson' }));
    await waitFor(() => expect(titles()).toEqual(['Night swim', 'Street food tour']));
    held.open();
    expect(await findToast()).toHaveTextContent('Failed to update your list. Please try again.');
    await waitFor(() => expect(titles()).toEqual(['Night swim', 'Paterson', 'Street food tour']));
  });

  it('empty: says how items get there and links to the recommendations', async () => {
    const user = userEvent.setup();
    renderWithShell(<MyListScreen />);
    expect(await screen.findByText('Your list is empty')).toBeInTheDocument();
    expect(screen.getByText(/Like or bookmark a recommendation, or press “I'll try this”/)).toBeInTheDocument();
    const browse = screen.getByRole('link', { name: 'Browse recommendations' });
    expect(browse).toHaveAttribute('href', '/recommendations');
    await user.click(screen.getByRole('tab', { name: 'To try (0)' }));
    expect(await screen.findByText('Nothing to try yet')).toBeInTheDocument();
  });

  it('a failed read shows a plain sentence with Try Again, which asks again', async () => {
    let fail = true;
    api.use(recommendationsApi.myList(() => (fail ? failure(500, 'Internal error at row 7') : { items: ITEMS })));
    const user = userEvent.setup();
    renderWithShell(<MyListScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your list");
    expect(alert).not.toHaveTextContent('row 7');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Night swim' })).toBeInTheDocument();
  });

  it('a 401 shows the logged-out toast and goes to the login', async () => {
    api.use(recommendationsApi.myList(failure(401, 'Unauthorized')));
    renderWithShell(<MyListScreen />);
    expect(await findToast()).toHaveTextContent('You are logged out. Logging in again...');
    await waitFor(() => expect(navigateToLogin).toHaveBeenCalledTimes(1));
  });
});
