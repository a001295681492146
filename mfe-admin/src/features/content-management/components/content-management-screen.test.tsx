import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminContentApi, adminUser, authApi, bulkContentResult, contentAnalytics, contentClassification, contentPagesOf, failure, installApiServer, pending } from '@alive/api-mocks';
import { dismissToastsAfterEach, findToast } from '@alive/ui/testing';
import { renderAdminScreen } from '../../../test/render-admin-screen.tsx';
import { toastBehindDialog } from '../../../test/toast-behind-dialog.ts';
import ContentManagementScreen from './content-management-screen.tsx';

// Typing into the forms is slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

const api = installApiServer();
dismissToastsAfterEach();

const LIBRARY = [
  contentClassification(),
  contentClassification({ id: 2, title: 'Dune', contentType: 'book', author: 'Frank Herbert', director: null, year: 1965, confidence: '0.90' }),
];

beforeEach(() => {
  api.use(authApi.currentUser(adminUser), contentPagesOf(LIBRARY));
});

const items = () => screen.queryAllByTestId('content-item');

async function renderScreen() {
  const user = userEvent.setup();
  renderAdminScreen(ContentManagementScreen, { path: '/admin-content' });
  await screen.findByRole('heading', { level: 1, name: 'Content Classification Management' });
  await screen.findByRole('tab', { name: 'Content Library' });
  return user;
}

async function renderWithList() {
  const user = await renderScreen();
  await waitFor(() => expect(items()).toHaveLength(2));
  return user;
}

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add Content' }));
  return within(await screen.findByRole('dialog', { name: 'Add Content' }));
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>, label: string) {
  await user.click(dialog.getByRole('combobox', { name: 'Type' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('ContentManagementScreen: the library', () => {
  it('lists each title with type, facts, scores, confidence, Edit and Delete', async () => {
    await renderWithList();
    const arrival = within(screen.getByRole('region', { name: 'Arrival' }));
    expect(arrival.getByText('Movie')).toBeInTheDocument();
    expect(arrival.getByText('2016 · Denis Villeneuve · Science fiction')).toBeInTheDocument();
    expect(arrival.getByLabelText('Scores of Arrival')).toHaveTextContent('Drive +1 · Happiness +2 · Engagement -1 · Value +2 · Control -1');
    expect(arrival.getByText('Confidence 85%')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Dune' })).getByText('1965 · Frank Herbert · Science fiction')).toBeInTheDocument();
  });

  it('asks the server with the search and the type filter, and shows the empty text', async () => {
    const user = await renderWithList();
    api.use(contentPagesOf([]));
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All', 'Movies', 'TV Shows', 'Books']);
    await user.click(screen.getByRole('option', { name: 'TV Shows' }));
    await user.type(screen.getByLabelText('Search content'), 'crown');
    expect(await screen.findByText('No content found matching your filters')).toBeInTheDocument();
    await waitFor(() => expect(api.requests.some((r) => r.url === '/api/admin/content?contentType=tv&searchTerm=crown&sort=recent')).toBe(true));
  });

  it('reads the library a page at a time: Load more asks for the page after the last one, with the sort', async () => {
    const many = Array.from({ length: 60 }, (_, i) => contentClassification({ id: i + 1, title: `Title ${i + 1}` }));
    api.use(contentPagesOf(many));
    const user = await renderScreen();
    await waitFor(() => expect(items()).toHaveLength(50));
    expect(screen.getByText('Showing 50 of 60 titles')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(60));
    expect(api.requestsTo('GET', '/api/admin/content').map((r) => r.url)).toContain('/api/admin/content?sort=recent&cursor=o50');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    act(() => screen.getByRole('combobox', { name: 'Sort' }).focus());
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Title A–Z' }));
    await waitFor(() => expect(api.requestsTo('GET', '/api/admin/content').map((r) => r.url)).toContain('/api/admin/content?sort=title'));
  });

  it('a failed Load more keeps the loaded titles and offers Try again', async () => {
    const many = Array.from({ length: 60 }, (_, i) => contentClassification({ id: i + 1, title: `Title ${i + 1}` }));
    api.use(contentPagesOf(many));
    const user = await renderScreen();
    await waitFor(() => expect(items()).toHaveLength(50));
    api.use(adminContentApi.listContent(failure(500, '{"message":"boom"}')));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText("Couldn't load more titles")).toBeInTheDocument();
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
    expect(items()).toHaveLength(50);
    api.use(contentPagesOf(many));
    await user.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(items()).toHaveLength(60));
  });

  it('shows loading, then an error with Try again', async () => {
    api.use(adminContentApi.listContent(pending));
    renderAdminScreen(ContentManagementScreen, { path: '/admin-content' });
    expect(await screen.findByRole('status', { name: 'Loading the library' })).toBeInTheDocument();
  });

  it('a failed list says so and loads again', async () => {
    api.use(adminContentApi.listContent(failure(500, 'Internal Server Error')));
    const user = await renderScreen();
    expect(await screen.findByText("Couldn't load the library")).toBeInTheDocument();
    api.use(contentPagesOf(LIBRARY));
    await user.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(items()).toHaveLength(2));
  });

  it('Delete asks "Are you sure you want to delete this content classification?" then deletes', async () => {
    const user = await renderWithList();
    await user.click(screen.getByRole('button', { name: 'Delete Dune' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Dune?' }));
    expect(dialog.getByText('Are you sure you want to delete this content classification?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await findToast()).toHaveTextContent('Content deleted');
    expect(api.requestsTo('DELETE', '/api/admin/content/2')).toHaveLength(1);
  });

  it('a failed delete says "Failed to delete content classification", titled Error', async () => {
    api.use(adminContentApi.deleteContent(failure(500, 'Internal Server Error')));
    const user = await renderWithList();
    await user.click(screen.getByRole('button', { name: 'Delete Arrival' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Arrival?' })).getByRole('button', { name: 'Delete' }));
    const toast = await toastBehindDialog();
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to delete content classification');
  });
});

describe('ContentManagementScreen: Add Content and Edit', () => {
  it('labels the creator Director, or Author for a book; non-numeric scores fall back to 0 and out-of-range ones are bounded', async () => {
    const user = await renderWithList();
    const dialog = await openAdd(user);
    expect(dialog.getByLabelText('Director')).toBeInTheDocument();
    expect(dialog.getByLabelText('Confidence')).toHaveValue(0.8);
    expect(dialog.getByLabelText('Confidence')).toHaveAttribute('step', '0.01');
    expect(dialog.getByRole('button', { name: 'AI Generate' })).toBeDisabled();
    await user.type(dialog.getByLabelText('Title'), ' Middlemarch ');
    expect(dialog.getByRole('button', { name: 'AI Generate' })).toBeDisabled();
    await chooseType(user, dialog, 'Book');
    expect(dialog.getByLabelText('Author')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'AI Generate' })).toBeEnabled();
    await user.type(dialog.getByLabelText('Author'), 'George Eliot');
    await user.type(dialog.getByLabelText('Year'), '1871');
    const drive = dialog.getByLabelText(/^Primary Drive/);
    await user.clear(drive);
    await user.type(dialog.getByLabelText(/^Happiness Orientation/), '7');
    await user.click(dialog.getByRole('button', { name: 'Add Content' }));
    expect(await findToast()).toHaveTextContent('Content added');
    expect(api.requestsTo('POST', '/api/admin/content')[0]?.body).toEqual({
      title: 'Middlemarch',
      contentType: 'book',
      year: 1871,
      author: 'George Eliot',
      director: null,
      genre: null,
      seasons: null,
      description: null,
      primaryDriveScore: 0,
      happinessOrientationScore: 2,
      lifeEngagementScore: 0,
      valueInvestmentScore: 0,
      locusControlScore: 0,
      confidence: 0.8,
      reasoning: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a title before sending anything', async () => {
    const user = await renderWithList();
    const dialog = await openAdd(user);
    await user.click(dialog.getByRole('button', { name: 'Add Content' }));
    expect(dialog.getByText('Title is required')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/admin/content')).toHaveLength(0);
  });

  it('says "Failed to create content classification" with the server’s reason', async () => {
    api.use(adminContentApi.createContent(failure(400, 'Invalid request body: year: Too big: expected number to be <=2100')));
    const user = await renderWithList();
    const dialog = await openAdd(user);
    await user.type(dialog.getByLabelText('Title'), 'Future');
    await chooseType(user, dialog, 'Movie');
    await user.click(dialog.getByRole('button', { name: 'Add Content' }));
    const toast = await toastBehindDialog();
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Too big');
  });

  it('AI Generate classifies the title with its facts, then creates it with the scores', async () => {
    const user = await renderWithList();
    const dialog = await openAdd(user);
    await user.type(dialog.getByLabelText('Title'), 'Mad Max: Fury Road');
    await chooseType(user, dialog, 'Movie');
    await user.type(dialog.getByLabelText('Director'), 'George Miller');
    await user.type(dialog.getByLabelText('Genre'), 'Action');
    await user.click(dialog.getByRole('button', { name: 'AI Generate' }));
    expect(await findToast()).toHaveTextContent('Content classified and added');
    expect(api.requestsTo('POST', '/api/admin/content/generate')[0]?.body).toEqual({
      title: 'Mad Max: Fury Road',
      contentType: 'movie',
      additionalInfo: { year: null, author: null, director: 'George Miller', genre: 'Action' },
    });
    expect(api.requestsTo('POST', '/api/admin/content')[0]?.body).toMatchObject({ title: 'Mad Max: Fury Road', lifeEngagementScore: 2, confidence: 0.65, reasoning: 'Read from the genre of Mad Max: Fury Road.' });
  });

  it('a failed AI Generate says "Failed to generate classification" and creates nothing', async () => {
    api.use(adminContentApi.generateContent(failure(500, 'Internal Server Error')));
    const user = await renderWithList();
    const dialog = await openAdd(user);
    await user.type(dialog.getByLabelText('Title'), 'Heat');
    await chooseType(user, dialog, 'Movie');
    await user.click(dialog.getByRole('button', { name: 'AI Generate' }));
    expect(await toastBehindDialog()).toHaveTextContent('Failed to generate classification');
    expect(api.requestsTo('POST', '/api/admin/content')).toHaveLength(0);
  });

  it('Edit opens with the title’s values; AI Generate fills the scores; Save sends PUT', async () => {
    const user = await renderWithList();
    await user.click(screen.getByRole('button', { name: 'Edit Dune' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Content' }));
    expect(dialog.getByLabelText('Title')).toHaveValue('Dune');
    expect(dialog.getByLabelText('Author')).toHaveValue('Frank Herbert');
    expect(dialog.getByLabelText('Confidence')).toHaveValue(0.9);
    await user.click(dialog.getByRole('button', { name: 'AI Generate' }));
    await waitFor(() => expect(dialog.getByLabelText(/^Life Engagement/)).toHaveValue(2));
    expect(api.requestsTo('POST', '/api/admin/content')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast()).toHaveTextContent('Content updated');
    expect(api.requestsTo('PUT', '/api/admin/content/2')[0]?.body).toMatchObject({ title: 'Dune', author: 'Frank Herbert', lifeEngagementScore: 2, confidence: 0.65 });
  });

  it('a failed update says "Failed to update content classification"', async () => {
    api.use(adminContentApi.updateContent(failure(500, 'Internal Server Error')));
    const user = await renderWithList();
    await user.click(screen.getByRole('button', { name: 'Edit Arrival' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Content' }));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await toastBehindDialog()).toHaveTextContent('Failed to update content classification');
  });
});

describe('ContentManagementScreen: Bulk Add', () => {
  it('has a 10-row textarea, is disabled while empty, and sends the parsed lines (short lines dropped)', async () => {
    const user = await renderWithList();
    await user.click(screen.getByRole('button', { name: 'Bulk Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bulk Add Content' }));
    const area = dialog.getByLabelText('Titles, one per line');
    expect(area).toHaveAttribute('rows', '10');
    expect(dialog.getByRole('button', { name: 'Classify and Add' })).toBeDisabled();
    await user.type(area, 'Dune, BOOK, 1965, Frank Herbert, Science fiction{enter}Just a title{enter}Arrival, movie, 2016, Denis Villeneuve');
    await user.click(dialog.getByRole('button', { name: 'Classify and Add' }));
    expect(await findToast()).toHaveTextContent('Added 2 titles');
    expect(api.requestsTo('POST', '/api/admin/content/bulk')[0]?.body).toEqual({
      contentList: [
        { title: 'Dune', contentType: 'book', year: 1965, author: 'Frank Herbert', genre: 'Science fiction' },
        { title: 'Arrival', contentType: 'movie', year: 2016, director: 'Denis Villeneuve' },
      ],
    });
  });

  it('sends nothing when no line is valid', async () => {
    const user = await renderWithList();
    await user.click(screen.getByRole('button', { name: 'Bulk Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bulk Add Content' }));
    await user.type(dialog.getByLabelText('Titles, one per line'), 'only titles{enter}here');
    await user.click(dialog.getByRole('button', { name: 'Classify and Add' }));
    expect(dialog.getByText('No line has at least a title and a type.')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/admin/content/bulk')).toHaveLength(0);
  });

  it('names the lines the service refused', async () => {
    api.use(
      adminContentApi.bulkContent(
        bulkContentResult({
          success: false,
          created: 1,
          failed: 1,
          results: [
            { index: 0, title: 'Dune', success: true, id: 7 },
            { index: 1, title: 'Cats', success: false, error: 'contentType: Content type is required (movie, tv or book)' },
          ],
        }),
      ),
    );
    const user = await renderWithList();
    await user.click(screen.getByRole('button', { name: 'Bulk Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bulk Add Content' }));
    await user.type(dialog.getByLabelText('Titles, one per line'), 'Dune, book{enter}Cats, musical');
    await user.click(dialog.getByRole('button', { name: 'Classify and Add' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Added 1 titles; 1 failed');
    expect(toast).toHaveTextContent('Cats: contentType: Content type is required');
  });

  it('says "Failed to bulk classify content" when the call fails', async () => {
    api.use(adminContentApi.bulkContent(failure(500, 'Internal Server Error')));
    const user = await renderWithList();
    await user.click(screen.getByRole('button', { name: 'Bulk Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bulk Add Content' }));
    await user.type(dialog.getByLabelText('Titles, one per line'), 'Dune, book');
    await user.click(dialog.getByRole('button', { name: 'Classify and Add' }));
    expect(await toastBehindDialog()).toHaveTextContent('Failed to bulk classify content');
  });
});

describe('ContentManagementScreen: Analytics', () => {
  it('shows total, movies, TV shows, books and the average confidence', async () => {
    api.use(adminContentApi.contentAnalytics(contentAnalytics({ totalContent: 180, byType: { movie: 62, tv: 60, book: 58 }, averageConfidence: 0.81 })));
    const user = await renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(await within(await screen.findByRole('region', { name: 'Total Content' })).findByText('180')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Movies' })).getByText('62')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'TV Shows' })).getByText('60')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Books' })).getByText('58')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Average Confidence' })).getByText('81%')).toBeInTheDocument();
  });
});
