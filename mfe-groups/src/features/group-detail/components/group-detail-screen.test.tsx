import { act, screen, waitFor, within } from '@testing-library/react';
import { navigateToLogin } from '@alive/api-client';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, gate, group, GROUP_ID, groupList, groupMember, groupRecommendations, groupsApi, installApiServer, pending } from '@alive/api-mocks';
import { renderGroups } from '../../../test/render.tsx';
import { dismissToastsAfterEach, findToast } from '@alive/ui/testing';

vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

const api = installApiServer();
dismissToastsAfterEach();

beforeEach(() => {
  vi.mocked(navigateToLogin).mockClear();
});

const path = `/groups/${GROUP_ID}`;
const recommendationCalls = () => api.requests.filter((r) => r.path === `/api/groups/${GROUP_ID}/recommendations`).map((r) => r.url);

describe('GroupDetailScreen', () => {
  it('shows the name, description, member count and invite code, and the group recommendations first', async () => {
    renderGroups(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend Hikers' })).toBeInTheDocument();
    expect(screen.getByText('Trails every Saturday')).toBeInTheDocument();
    expect(screen.getByText('Group · 3 members')).toBeInTheDocument();
    expect(screen.getByLabelText('Invite code of Weekend Hikers')).toHaveTextContent('TRAL2345');
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['Group Recommendations', 'Members']);
    const cards = await screen.findAllByTestId('group-recommendation');
    expect(cards).toHaveLength(3);
    const hike = within(screen.getByRole('article', { name: 'Hike the ridge' }));
    expect(hike.getByText('84% match')).toBeInTheDocument();
    expect(hike.getByText('For 3 people')).toBeInTheDocument();
    expect(hike.getByText('Free')).toBeInTheDocument();
    expect(hike.getByText('Half a day')).toBeInTheDocument();
    expect(hike.getByText("Best for Sam and Priya: it matches the group's taste for nature.")).toBeInTheDocument();
    expect(hike.getByRole('link', { name: 'Trail guide' })).toHaveAttribute('href', 'https://example.test/ridge');
    expect(recommendationCalls()).toEqual([`/api/groups/${GROUP_ID}/recommendations?category=general`]);
  });

  it('shows starter picks, not a match percent, while too few members have made a choice', async () => {
    api.use(groupsApi.recommendations(groupRecommendations({ basis: 'starter' })));
    renderGroups(path);
    const cards = await screen.findAllByTestId('group-recommendation');
    for (const card of cards) expect(within(card).getByTestId('starter-badge')).toHaveTextContent('Starter pick');
    expect(screen.queryByText(/\d+% match/)).not.toBeInTheDocument();
    const note = screen.getByTestId('starter-note');
    expect(note).toHaveTextContent('Matches appear once most of the group has made a few choices');
    expect(within(note).getByRole('link', { name: 'make yours on the home screen' })).toHaveAttribute('href', '/');
    // Card titles follow the group's name (h1) as h2: headings never skip a level.
    expect(within(cards[0]!).getByRole('heading', { level: 2, name: 'Hike the ridge' })).toBeInTheDocument();
  });

  it('shows each card its match and no starter note once the list is personal', async () => {
    renderGroups(path);
    await screen.findAllByTestId('group-recommendation');
    expect(screen.queryByTestId('starter-note')).not.toBeInTheDocument();
    expect(screen.queryByTestId('starter-badge')).not.toBeInTheDocument();
    expect(screen.getAllByText(/^\d+% match$/)).toHaveLength(3);
  });

  it('asks for the chosen category, date night included', async () => {
    const user = userEvent.setup();
    renderGroups(path);
    await screen.findAllByTestId('group-recommendation');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['General', 'Movies', 'Food', 'Travel', 'Activities', 'Books', 'Date night']);
    await user.click(screen.getByRole('option', { name: 'Date night' }));
    await waitFor(() => expect(recommendationCalls()).toContain(`/api/groups/${GROUP_ID}/recommendations?category=date_night`));
  });

  it('refreshes with refresh=true, the button disabled meanwhile, and says so', async () => {
    const user = userEvent.setup();
    renderGroups(path);
    await screen.findAllByTestId('group-recommendation');
    const hold = gate();
    api.use(groupsApi.recommendations(async () => (await hold.wait, groupRecommendations({ cached: false }))));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Refresh/ })).toBeDisabled());
    act(() => hold.open());
    expect(await findToast()).toHaveTextContent('Recommendations generated successfully');
    expect(recommendationCalls()).toContain(`/api/groups/${GROUP_ID}/recommendations?category=general&refresh=true`);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('says Failed to generate recommendations. Please try again. when a refresh fails', async () => {
    const user = userEvent.setup();
    renderGroups(path);
    await screen.findAllByTestId('group-recommendation');
    api.use(groupsApi.recommendations(failure(500, 'Internal Server Error')));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await findToast()).toHaveTextContent('Failed to generate recommendations. Please try again.');
    expect(screen.getAllByTestId('group-recommendation')).toHaveLength(3);
  });

  it('shows loading, an empty category and a failed list with Try again', async () => {
    const user = userEvent.setup();
    api.use(groupsApi.recommendations(pending));
    const { unmount } = renderGroups(path);
    expect(await screen.findByRole('status', { name: 'Loading recommendations' })).toBeInTheDocument();
    unmount();
    api.use(groupsApi.recommendations(groupRecommendations({ recommendations: [] })));
    const second = renderGroups(path);
    expect(await screen.findByText('No recommendations yet')).toBeInTheDocument();
    second.unmount();
    api.use(groupsApi.recommendations(failure(503, 'Service Unavailable')));
    renderGroups(path);
    expect(await screen.findByText("Couldn't load recommendations")).toBeInTheDocument();
    api.use(groupsApi.recommendations(groupRecommendations()));
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findAllByTestId('group-recommendation')).toHaveLength(3);
  });

  it('lists the members with avatar, name or e-mail, joined date and role, and the Invite More Members box', async () => {
    const user = userEvent.setup();
    renderGroups(path);
    await user.click(await screen.findByRole('tab', { name: 'Members' }));
    const members = await screen.findAllByTestId('group-member');
    expect(members).toHaveLength(3);
    const alex = within(screen.getByRole('listitem', { name: 'Alex Rivera' }));
    expect(alex.getByText('Owner')).toBeInTheDocument();
    expect(alex.getByText('Joined Mar 1, 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Sam Okafor' })).getByText('Admin')).toBeInTheDocument();
    // Known only by e-mail: the e-mail is shown.
    const priya = within(screen.getByRole('listitem', { name: 'priya@alive.local' }));
    expect(priya.getByText('Member')).toBeInTheDocument();
    expect(priya.getByText('Joined Mar 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invite More Members' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Invite code of Weekend Hikers')).toHaveLength(2);
    const code = screen.getAllByLabelText('Invite code of Weekend Hikers')[0]!.textContent!;
    expect(screen.getByRole('link', { name: 'See the join page' })).toHaveAttribute('href', `/groups/join/${code}`);
  });

  it('lets the owner make a member a group admin and back; others see no such control', async () => {
    const user = userEvent.setup();
    renderGroups(path);
    await user.click(await screen.findByRole('tab', { name: 'Members' }));
    expect(await screen.findByRole('button', { name: 'Make member (Sam Okafor)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Alex Rivera/ })).not.toBeInTheDocument();
    api.use(
      groupsApi.get(
        group({
          members: [
            groupMember({ id: '1', role: 'owner', user: { id: 'user-alex', firstName: 'Alex', lastName: 'Rivera', email: 'alex@alive.local' } }),
            groupMember({ id: '3', role: 'admin', user: { id: 'user-priya', firstName: null, lastName: null, email: 'priya@alive.local' } }),
          ],
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Make admin (priya@alive.local)' }));
    expect(await findToast()).toHaveTextContent('priya@alive.local is now a group admin.');
    expect(api.requestsTo('PATCH', `/api/groups/${GROUP_ID}/members/3`)[0]!.body).toEqual({ role: 'admin' });
    expect(await screen.findByRole('button', { name: 'Make member (priya@alive.local)' })).toBeInTheDocument();
  });

  it('shows no role controls to a member, and offers Leave', async () => {
    const user = userEvent.setup();
    api.use(groupsApi.get(group({ role: 'member' })));
    renderGroups(path);
    await user.click(await screen.findByRole('tab', { name: 'Members' }));
    await screen.findAllByTestId('group-member');
    expect(screen.queryByRole('button', { name: /^Make / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument();
  });

  it('hides Leave from the owner', async () => {
    renderGroups(path);
    await screen.findByRole('heading', { level: 1, name: 'Weekend Hikers' });
    expect(screen.queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
  });

  it('leaves after the confirm and goes back to the groups list', async () => {
    const user = userEvent.setup();
    api.use(groupsApi.get(group({ role: 'member' })), groupsApi.list(groupList([])));
    renderGroups(path);
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave Weekend Hikers?' })).getByRole('button', { name: 'Leave Group' }));
    expect(await findToast()).toHaveTextContent('Left group');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Groups' })).toBeInTheDocument();
    expect(await screen.findByText('No Groups Yet')).toBeInTheDocument();
  });

  it.each([
    [404, 'Group not found'],
    [400, 'Invalid path: groupId: groupId must be a group id (a UUID)'],
  ])('shows Group Not Found for a %s, with Back to Groups', async (status, message) => {
    const user = userEvent.setup();
    api.use(groupsApi.get(failure(status, message)));
    renderGroups('/groups/not-mine');
    expect(await screen.findByRole('heading', { name: 'Group Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Groups' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Groups' })).toBeInTheDocument();
  });

  it('offers a retry, not Group Not Found, when the service fails', async () => {
    const user = userEvent.setup();
    api.use(groupsApi.get(failure(502, 'groups service is unavailable')));
    renderGroups(path);
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load this group");
    expect(screen.queryByText('Group Not Found')).not.toBeInTheDocument();
    api.use(groupsApi.get(group()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend Hikers' })).toBeInTheDocument();
  });

  it('goes to the login when the group answers 401', async () => {
    api.use(groupsApi.get(failure(401, 'Unauthorized')));
    renderGroups(path);
    expect(await findToast()).toHaveTextContent('You are logged out. Logging in again...');
    await waitFor(() => expect(navigateToLogin).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });
});
