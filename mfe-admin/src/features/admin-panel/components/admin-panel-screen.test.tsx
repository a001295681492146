import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminChoicePair, adminPairsApi, adminUser, authApi, failure, installApiServer, pairPagesOf, pending, tagHierarchy } from '@alive/api-mocks';
import { navigateToLogin } from '@alive/api-client';
import { BULK_AI_PAIR_CATEGORIES, CHOICE_CATEGORIES } from '@alive/contracts/constants';
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

  it('links every other admin screen, each tool of the menu once (AI Recommendations and Smart Engine are sections)', async () => {
    await renderPanel();
    const screens = within(screen.getByRole('navigation', { name: 'Admin screens' }));
    expect(screens.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Engagement', '/analytics'],
      ['Website Analytics', '/admin-analytics'],
      ['Content Management', '/admin-content'],
      ['Releases', '/admin/releases'],
    ]);
    const own = screen.getByText(/Also on their own screens/);
    expect(within(own).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/ai-recommendations', '/smart-choice-pairs']);
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
    expect(options.map((o) => o.textContent)).toEqual(['All categories', ...CHOICE_CATEGORIES]);
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
    // Create offers every category Edit does, Entertainment included: one list (CHOICE_CATEGORIES).
    act(() => dialog.getByRole('combobox', { name: 'Category' }).focus());
    await user.keyboard('{Enter}');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([...CHOICE_CATEGORIES]);
    await user.click(screen.getByRole('option', { name: 'Activities' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
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
  const draftRows = () => screen.queryAllByTestId('ai-draft');

  async function generate() {
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Generate AI Pairs' }));
    await waitFor(() => expect(draftRows().length).toBeGreaterThan(0));
    return user;
  }

  it('shows the drafts for review, all kept, and creates nothing until Publish', async () => {
    await generate();
    const toast = await findToast();
    expect(toast).toHaveTextContent('AI Analysis Complete');
    expect(toast).toHaveTextContent('4 draft pairs to review; none is live yet.');
    // The service drafts the four categories itself (each checked against every stored pair there).
    expect(api.requestsTo('POST', '/api/admin/ai-pair-drafts').map((r) => r.body)).toEqual([{}]);
    const review = within(screen.getByRole('region', { name: 'Review AI pairs' }));
    expect(review.getAllByRole('checkbox').map((box) => [(box as HTMLInputElement).labels?.[0]?.textContent, (box as HTMLInputElement).checked])).toEqual(
      BULK_AI_PAIR_CATEGORIES.map((category) => [`${category} one vs ${category} two`, true]),
    );
    expect(review.getByRole('button', { name: 'Publish 4 pairs' })).toBeEnabled();
    expect(api.requestsTo('POST', '/api/admin/choice-pairs')).toHaveLength(0);
  });

  it('publishes only the kept drafts, as proposed and active, and drops the rest', async () => {
    const user = await generate();
    const review = within(screen.getByRole('region', { name: 'Review AI pairs' }));
    await user.click(review.getByRole('checkbox', { name: 'Movies one vs Movies two' }));
    await user.click(review.getByRole('checkbox', { name: 'Books one vs Books two' }));
    await user.click(review.getByRole('button', { name: 'Publish 2 pairs' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Review AI pairs' })).not.toBeInTheDocument());
    const created = api.requestsTo('POST', '/api/admin/choice-pairs').map((r) => r.body as { option1: string; category: string; isActive: boolean; option1Tags: object });
    expect(created.map((b) => [b.option1, b.category])).toEqual([['Travel one', 'Travel'], ['Activities one', 'Activities']]);
    expect(created.every((b) => b.isActive && Object.keys(b.option1Tags).length > 0)).toBe(true);
    await waitFor(async () => expect(await findToast()).toHaveTextContent(/Published 2 choice pairs\s*Live on the home screen now\./));
    // The list is read again: the new pairs show.
    await waitFor(() => expect(pageRequests().length).toBeGreaterThanOrEqual(2));
  });

  it('Publish is disabled with none kept, and Discard drops every draft without writing', async () => {
    const user = await generate();
    const review = within(screen.getByRole('region', { name: 'Review AI pairs' }));
    for (const box of review.getAllByRole('checkbox')) await user.click(box);
    expect(review.getByRole('button', { name: 'Publish 0 pairs' })).toBeDisabled();
    await user.click(review.getByRole('button', { name: 'Discard drafts' }));
    expect(screen.queryByRole('region', { name: 'Review AI pairs' })).not.toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/admin/choice-pairs')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Generate AI Pairs' })).toBeEnabled();
  });

  it('a draft someone created meanwhile counts as existing; a failure keeps the drafts not yet published', async () => {
    let calls = 0;
    api.use(
      adminPairsApi.createChoicePair(async (request) => {
        calls += 1;
        if (calls === 1) return failure(409, 'This choice pair already exists (#7)');
        if (calls === 3) return failure(500, 'Internal Server Error');
        return adminChoicePair({ ...((await request.clone().json()) as object), id: 90 + calls });
      }),
    );
    const user = await generate();
    await user.click(screen.getByRole('button', { name: 'Publish 4 pairs' }));
    await waitFor(async () => expect(await findToast()).toHaveTextContent('Failed to publish the AI pairs. The ones not yet published are still in the review.'));
    // Travel existed, Movies was published, Books failed: Books and Activities wait in the review.
    await waitFor(() => expect(draftRows()).toHaveLength(2));
    const review = within(screen.getByRole('region', { name: 'Review AI pairs' }));
    expect(review.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Books one vs Books two', 'Activities one vs Activities two']);
    expect(review.getByRole('button', { name: 'Publish 2 pairs' })).toBeEnabled();
  });

  it('says No Recommendations when nothing new can be proposed', async () => {
    api.use(adminPairsApi.aiPairDrafts({ drafts: [] }));
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Generate AI Pairs' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('No Recommendations');
    expect(toast).toHaveTextContent("AI couldn't generate new pairs at this time.");
    expect(screen.queryByRole('region', { name: 'Review AI pairs' })).not.toBeInTheDocument();
  });

  it('says "Failed to generate AI pairs. Please try again." on a failure', async () => {
    api.use(adminPairsApi.aiPairDrafts(failure(500, 'Internal Server Error')));
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
