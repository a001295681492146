import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminChoicePair, adminPairsApi, adminUser, aiRecommendation, authApi, failure, installApiServer, pairPagesOf, pending, tagHierarchy } from '@alive/api-mocks';
import { navigateToLogin } from '@alive/api-client';
import { dismissToastsAfterEach, findToast } from '@alive/ui/testing';
import { renderAdminScreen } from '../../../test/render-admin-screen.tsx';
import { toastBehindDialog } from '../../../test/toast-behind-dialog.ts';
import AdminPanelScreen from './admin-panel-screen.tsx';

vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

// Typing into the pair dialog (options and two tag editors) is slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

const api = installApiServer();
dismissToastsAfterEach();

const PAIRS = [
  adminChoicePair({ id: 1, option1: 'Solo hike in the mountains', option2: 'City tour with friends', category: 'Travel', totalVotes: 5 }),
  adminChoicePair({ id: 2, option1: 'A science fiction epic', option2: 'A romantic comedy', category: 'Movies', isActive: false, totalVotes: 1, option1Votes: 1, option2Votes: 0 }),
  adminChoicePair({ id: 3, option1: 'Paint a landscape', option2: 'Write a short story', category: 'Creative', totalVotes: 0, option1Votes: 0, option2Votes: 0 }),
];

beforeEach(() => {
  vi.mocked(navigateToLogin).mockClear();
  api.use(authApi.currentUser(adminUser), pairPagesOf(PAIRS));
});

const rows = () => screen.queryAllByTestId('admin-pair');
const row = (title: string) => within(screen.getByRole('region', { name: title }));
const pageRequests = () => api.requestsTo('GET', '/api/admin/choice-pairs/page').map((r) => Object.fromEntries(new URL(r.url, 'http://x').searchParams));

async function renderPanel() {
  const user = userEvent.setup();
  renderAdminScreen(AdminPanelScreen);
  await waitFor(() => expect(rows()).toHaveLength(3));
  return user;
}

// Opened from the keyboard: a Radix select just closed by a click ignores the next click in jsdom.
async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  act(() => screen.getByRole('combobox', { name: field }).focus());
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

describe('AdminPanelScreen: choice pairs', () => {
  it('shows the Admin Access badge, four sections and each pair with category, state and votes', async () => {
    await renderPanel();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('Admin Access')).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Admin sections' }));
    expect(menu.getAllByRole('button').map((b) => b.textContent)).toEqual(['Choice Pairs', 'AI Recommendations', 'Smart Engine', 'Tag Hierarchy']);
    const hike = row('Solo hike in the mountains vs City tour with friends');
    expect(hike.getByText('Travel')).toBeInTheDocument();
    expect(hike.getByText('Active')).toBeInTheDocument();
    expect(hike.getByText('5 votes')).toBeInTheDocument();
    const film = row('A science fiction epic vs A romantic comedy');
    expect(film.getByText('Inactive')).toBeInTheDocument();
    expect(film.getByText('1 vote')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 choice pairs')).toBeInTheDocument();
  });

  it('links every other admin screen, AI Recommendations and engagement analytics included', async () => {
    await renderPanel();
    const screens = within(screen.getByRole('navigation', { name: 'Admin screens' }));
    expect(screens.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['AI Recommendations', '/ai-recommendations'],
      ['Smart Engine', '/smart-choice-pairs'],
      ['Engagement', '/analytics'],
      ['Website Analytics', '/admin-analytics'],
      ['Content Management', '/admin-content'],
      ['Releases', '/admin/releases'],
    ]);
  });

  it('asks the server for one page at a time and loads more after the last one', async () => {
    const many = Array.from({ length: 30 }, (_, i) => adminChoicePair({ id: i + 1, option1: `Left ${i + 1}`, option2: `Right ${i + 1}`, totalVotes: i % 2 }));
    api.use(pairPagesOf(many));
    const user = userEvent.setup();
    renderAdminScreen(AdminPanelScreen);
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.getByText('Showing 25 of 30 choice pairs')).toBeInTheDocument();
    expect(pageRequests()[0]).toEqual({ sort: 'newest', status: 'all' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(30));
    expect(pageRequests().at(-1)).toEqual({ sort: 'newest', status: 'all', cursor: 'o25' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 30 of 30 choice pairs')).toBeInTheDocument();
  });

  it('filters and sorts on the server: category (Entertainment included), status, sort, and a debounced search', async () => {
    const user = await renderPanel();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All categories', 'Travel', 'Movies', 'Books', 'Activities', 'Food', 'Creative', 'Entertainment']);
    await user.click(screen.getByRole('option', { name: 'Creative' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(pageRequests().at(-1)).toMatchObject({ category: 'Creative' });
    expect(screen.getByRole('region', { name: 'Paint a landscape vs Write a short story' })).toBeInTheDocument();
    await choose(user, 'Category', 'All categories');
    await choose(user, 'Status', 'Inactive');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(pageRequests().at(-1)).toEqual({ sort: 'newest', status: 'inactive' });
    await choose(user, 'Status', 'Active and inactive');
    await choose(user, 'Sort', 'Most answered');
    await waitFor(() => expect(pageRequests().at(-1)).toEqual({ sort: 'most-answered', status: 'all' }));
    await waitFor(() => expect(rows().map((r) => r.getAttribute('aria-label'))[0]).toBe('Solo hike in the mountains vs City tour with friends'));
    const before = pageRequests().length;
    await user.type(screen.getByLabelText('Search pairs'), 'COMEDY');
    await waitFor(() => expect(rows()).toHaveLength(1));
    // One request for the whole word, not one per key.
    expect(pageRequests().slice(before)).toEqual([{ sort: 'most-answered', status: 'all', q: 'COMEDY' }]);
    await user.type(screen.getByLabelText('Search pairs'), 'xyz');
    expect(await screen.findByText('No choice pairs found matching your search criteria.')).toBeInTheDocument();
  });

  it('selects all loaded rows and none, deactivates the selected active pairs and reactivates the inactive ones in one call', async () => {
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 3 choice pairs · 3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Select Solo hike in the mountains vs City tour with friends' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select A science fiction epic vs A romantic comedy' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate Selected (1)' }));
    expect(await findToast()).toHaveTextContent('Deactivated 1 choice pair');
    // Only the active one is changed; the inactive one is left alone.
    expect(api.requestsTo('PATCH', '/api/admin/choice-pairs/1')).toEqual([expect.objectContaining({ body: { isActive: false } })]);
    expect(api.requestsTo('PATCH', '/api/admin/choice-pairs/2')).toEqual([]);
  });

  it('Reactivate Selected sends the selected inactive pairs at once and says how many', async () => {
    const user = await renderPanel();
    expect(screen.getByRole('button', { name: 'Reactivate Selected (0)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    await user.click(screen.getByRole('button', { name: 'Reactivate Selected (1)' }));
    expect(await findToast()).toHaveTextContent('Reactivated 1 choice pair');
    expect(api.requestsTo('POST', '/api/admin/choice-pairs/reactivate').map((r) => r.body)).toEqual([{ ids: [2] }]);
    await waitFor(() => expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0));
  });

  it('shows placeholders while loading', async () => {
    api.use(adminPairsApi.choicePairPage(pending));
    renderAdminScreen(AdminPanelScreen);
    expect(await screen.findByRole('status', { name: 'Loading choice pairs' })).toBeInTheDocument();
  });

  it('shows a plain error when the list fails, and loads again', async () => {
    api.use(adminPairsApi.choicePairPage(failure(500, '{"message":"boom"}')));
    const user = userEvent.setup();
    renderAdminScreen(AdminPanelScreen);
    expect(await screen.findByText("Couldn't load the choice pairs")).toBeInTheDocument();
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
    api.use(pairPagesOf(PAIRS));
    await user.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });
});

describe('AdminPanelScreen: create, edit and delete', () => {
  it('Create New Choice Pair: disabled until both options are filled, created active under Activities by default', async () => {
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Create Pair' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Choice Pair' }));
    expect(dialog.getByRole('button', { name: 'Create Pair' })).toBeDisabled();
    await user.type(dialog.getByLabelText('Option 1'), '  Sunrise swim ');
    expect(dialog.getByRole('button', { name: 'Create Pair' })).toBeDisabled();
    await user.type(dialog.getByLabelText('Option 2'), 'Sunset walk');
    expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Activities');
    await user.click(dialog.getByRole('button', { name: 'Create Pair' }));
    expect(await findToast()).toHaveTextContent('Choice pair created');
    expect(api.requestsTo('POST', '/api/admin/choice-pairs')[0]?.body).toEqual({
      option1: 'Sunrise swim',
      option2: 'Sunset walk',
      category: 'Activities',
      option1Tags: {},
      option2Tags: {},
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is read again after the change.
    await waitFor(() => expect(pageRequests().length).toBeGreaterThanOrEqual(2));
  });

  it('says "Error creating choice pair" with the server’s message, and keeps the dialog open', async () => {
    api.use(adminPairsApi.createChoicePair(failure(409, 'This choice pair already exists (#1)')));
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Create Pair' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Choice Pair' }));
    await user.type(dialog.getByLabelText('Option 1'), 'City tour with friends');
    await user.type(dialog.getByLabelText('Option 2'), 'Solo hike in the mountains');
    await user.click(dialog.getByRole('button', { name: 'Create Pair' }));
    const toast = await toastBehindDialog();
    expect(toast).toHaveTextContent('Error creating choice pair');
    expect(toast).toHaveTextContent('This choice pair already exists (#1)');
    expect(screen.getByRole('dialog', { name: 'Create New Choice Pair' })).toBeInTheDocument();
  });

  it('a lost session on create shows the Unauthorized toast and goes to the login', async () => {
    api.use(adminPairsApi.createChoicePair(failure(401, 'Unauthorized')));
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Create Pair' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Choice Pair' }));
    await user.type(dialog.getByLabelText('Option 1'), 'A');
    await user.type(dialog.getByLabelText('Option 2'), 'B');
    await user.click(dialog.getByRole('button', { name: 'Create Pair' }));
    expect(await toastBehindDialog()).toHaveTextContent('You are logged out. Logging in again...');
    await waitFor(() => expect(navigateToLogin).toHaveBeenCalled());
  });

  it('Edit changes the options and the active flag', async () => {
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Edit Solo hike in the mountains vs City tour with friends' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Choice Pair' }));
    expect(dialog.getByLabelText('Option 1')).toHaveValue('Solo hike in the mountains');
    await user.clear(dialog.getByLabelText('Option 2'));
    await user.type(dialog.getByLabelText('Option 2'), 'Food tour with friends');
    await user.click(dialog.getByRole('checkbox', { name: /Active/ }));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast()).toHaveTextContent('Choice pair updated');
    expect(api.requestsTo('PATCH', '/api/admin/choice-pairs/1')[0]?.body).toEqual({
      option1: 'Solo hike in the mountains',
      option2: 'Food tour with friends',
      category: 'Travel',
      option1Tags: { 'activity:Solo': 1, 'alive:primary_drive:intrinsic': 1 },
      option2Tags: { 'activity:Group': 1, 'alive:primary_drive:social': 1 },
      isActive: false,
    });
  });

  it('Create with tags: each option’s tags added (the known ones offered), a bad one refused in words, saved with the pair', async () => {
    api.use(adminPairsApi.tagHierarchy(tagHierarchy()));
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Create Pair' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Choice Pair' }));
    await user.type(dialog.getByLabelText('Option 1'), 'Sunrise swim');
    await user.type(dialog.getByLabelText('Option 2'), 'Sunset walk');
    const field = dialog.getByLabelText('Add a tag to Option 1');
    // The tags the active pairs use are offered.
    const offered = [...document.querySelectorAll(`#${CSS.escape(field.getAttribute('list')!)} option`)].map((o) => o.getAttribute('value'));
    expect(offered).toContain('activity:Solo');
    await user.type(field, 'Not a tag');
    await user.click(dialog.getAllByRole('button', { name: 'Add tag' })[0]!);
    expect(dialog.getByText(/Write a tag as prefix:Tag/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'activity:Solo{Enter}');
    const weight = dialog.getByLabelText('Weight of the new Option 2 tag');
    await user.clear(weight);
    await user.type(weight, '0.5');
    await user.type(dialog.getByLabelText('Add a tag to Option 2'), 'setting:Nature');
    await user.click(dialog.getAllByRole('button', { name: 'Add tag' })[1]!);
    expect(within(dialog.getByRole('list', { name: 'Option 2 tags' })).getByTitle('setting:Nature')).toHaveTextContent('Nature (0.5)');
    await user.click(dialog.getByRole('button', { name: 'Create Pair' }));
    expect(await findToast()).toHaveTextContent('Choice pair created');
    expect(api.requestsTo('POST', '/api/admin/choice-pairs')[0]?.body).toMatchObject({ option1Tags: { 'activity:Solo': 1 }, option2Tags: { 'setting:Nature': 0.5 } });
  });

  it('Edit shows the pair’s tags and saves a removed one', async () => {
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Edit Solo hike in the mountains vs City tour with friends' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Choice Pair' }));
    const tags = within(dialog.getByRole('list', { name: 'Option 1 tags' }));
    expect(tags.getByTitle('activity:Solo')).toHaveTextContent('Solo (1)');
    expect(within(dialog.getByRole('list', { name: 'Option 2 tags' })).getByTitle('activity:Group')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove alive:primary_drive:intrinsic from Option 1' }));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast()).toHaveTextContent('Choice pair updated');
    expect(api.requestsTo('PATCH', '/api/admin/choice-pairs/1')[0]?.body).toMatchObject({ option1Tags: { 'activity:Solo': 1 } });
  });

  it('Delete asks first: a pair with answers is deactivated', async () => {
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Delete Solo hike in the mountains vs City tour with friends' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete choice pair?' }));
    expect(dialog.getByText(/has 5 answers: it will be deactivated/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(await findToast()).toHaveTextContent('Choice pair deactivated');
    expect(api.requestsTo('DELETE', '/api/admin/choice-pairs/1')).toHaveLength(1);
  });

  it('Delete can be cancelled: nothing is sent', async () => {
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Delete Paint a landscape vs Write a short story' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete choice pair?' }));
    expect(dialog.getByText(/has no answers yet: it will be deleted/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('DELETE', '/api/admin/choice-pairs/3')).toHaveLength(0);
  });
});

describe('AdminPanelScreen: Generate AI Pairs', () => {
  it('asks for 2 pairs in each of Travel, Movies, Books and Activities and creates them active', async () => {
    api.use(adminPairsApi.aiRecommendations(async (request) => {
      const body = (await request.clone().json()) as { category: string };
      return [aiRecommendation({ category: body.category, option1: `${body.category} one`, option2: `${body.category} two` })];
    }));
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Generate AI Pairs' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('AI Analysis Complete');
    expect(toast).toHaveTextContent('Created 4 choice pairs for Travel, Movies, Books, Activities');
    const asked = api.requestsTo('POST', '/api/ai-recommendations').map((r) => r.body as { category: string; limit: number; existingPairs: unknown[] });
    expect(asked.map((b) => [b.category, b.limit])).toEqual([['Travel', 2], ['Movies', 2], ['Books', 2], ['Activities', 2]]);
    // Each category's own stored pairs are sent, so none is proposed again.
    expect(asked[0]?.existingPairs).toEqual([{ option1: 'Solo hike in the mountains', option2: 'City tour with friends' }]);
    expect(asked[1]?.existingPairs).toEqual([{ option1: 'A science fiction epic', option2: 'A romantic comedy' }]);
    expect(asked[2]?.existingPairs).toEqual([]);
    const created = api.requestsTo('POST', '/api/admin/choice-pairs').map((r) => r.body as { option1: string; isActive: boolean; option1Tags: object });
    expect(created.map((b) => b.option1)).toEqual(['Travel one', 'Movies one', 'Books one', 'Activities one']);
    expect(created.every((b) => b.isActive && Object.keys(b.option1Tags).length > 0)).toBe(true);
  });

  it('says No Recommendations when nothing new can be proposed', async () => {
    api.use(adminPairsApi.aiRecommendations([]));
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Generate AI Pairs' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('No Recommendations');
    expect(toast).toHaveTextContent("AI couldn't generate new pairs at this time.");
  });

  it('says "Failed to generate AI pairs. Please try again." on a failure', async () => {
    api.use(adminPairsApi.aiRecommendations(failure(500, 'Internal Server Error')));
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Generate AI Pairs' }));
    expect(await findToast()).toHaveTextContent('Failed to generate AI pairs. Please try again.');
  });
});

describe('AdminPanelScreen: other sections', () => {
  it('Tag Hierarchy shows the real tree of tags in use', async () => {
    api.use(adminPairsApi.tagHierarchy(tagHierarchy()));
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Tag Hierarchy' }));
    const tree = within(await screen.findByRole('group', { name: 'Tag tree' }));
    expect(tree.getByText('activity')).toBeInTheDocument();
    expect(tree.getByText('Solo')).toHaveAttribute('title', 'activity:Solo');
    expect(screen.getByText(/2 tags on the active pairs/)).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('AI Recommendations and Smart Engine open as sections of the panel', async () => {
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'AI Recommendations' }));
    expect(await screen.findByRole('button', { name: 'Generate Recommendations' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Smart Engine' }));
    expect(await screen.findByRole('tab', { name: 'Evaluate' })).toBeInTheDocument();
  });
});
