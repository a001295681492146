import { act, screen, waitFor, within } from '@testing-library/react';
import { navigateToLogin } from '@alive/api-client';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, failure, gate, groupList, groupSummary, groupsApi, installApiServer, pending } from '@alive/api-mocks';
import { renderGroups } from '../../../test/render.tsx';
import { dismissToastsAfterEach, findToast } from '@alive/ui/testing';

vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

const api = installApiServer();
dismissToastsAfterEach();

beforeEach(() => {
  vi.mocked(navigateToLogin).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

const cards = () => screen.getAllByTestId('group-card');
const card = (name: string) => screen.getByRole('article', { name });

describe('GroupsScreen: the list', () => {
  it('shows each group with name, role, member count, description, invite code and actions', async () => {
    api.use(
      groupsApi.list(groupList([
        groupSummary({ id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Weekend Hikers', role: 'owner', memberCount: 3 }),
        groupSummary({ id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Book Club', role: 'admin', memberCount: 1, description: null, inviteCode: 'BK2345AB' }),
        groupSummary({ id: 'a1b2c3d4-0000-4000-8000-000000000003', name: 'Cooks', role: 'member', memberCount: 5, inviteCode: 'CKS23456' }),
      ])),
    );
    renderGroups();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Groups' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const hikers = within(card('Weekend Hikers'));
    expect(hikers.getByRole('heading', { name: 'Weekend Hikers' })).toBeInTheDocument();
    expect(hikers.getByText('Owner')).toBeInTheDocument();
    expect(hikers.getByText('3 members')).toBeInTheDocument();
    expect(hikers.getByText('Trails every Saturday')).toBeInTheDocument();
    expect(hikers.getByLabelText('Invite code of Weekend Hikers')).toHaveTextContent('TRAL2345');
    expect(hikers.getByRole('link', { name: 'View Details of Weekend Hikers' })).toHaveAttribute('href', '/groups/a1b2c3d4-0000-4000-8000-000000000001');
    // The owner can edit but is not offered Leave; an admin can edit and leave; a member only leave.
    expect(hikers.getByRole('button', { name: 'Edit Weekend Hikers' })).toBeInTheDocument();
    expect(hikers.queryByRole('button', { name: 'Leave Weekend Hikers' })).not.toBeInTheDocument();
    const club = within(card('Book Club'));
    expect(club.getByText('1 member')).toBeInTheDocument();
    expect(club.getByText('Admin')).toBeInTheDocument();
    expect(club.getByRole('button', { name: 'Edit Book Club' })).toBeInTheDocument();
    expect(club.getByRole('button', { name: 'Leave Book Club' })).toBeInTheDocument();
    const cooks = within(card('Cooks'));
    expect(cooks.getByText('Member')).toBeInTheDocument();
    expect(cooks.queryByRole('button', { name: 'Edit Cooks' })).not.toBeInTheDocument();
    expect(cooks.getByRole('button', { name: 'Leave Cooks' })).toBeInTheDocument();
  });

  it('shows the first page, then the next pages on Load more groups, each group once', async () => {
    const summary = (n: number) => groupSummary({ id: `a1b2c3d4-0000-4000-8000-00000000000${n}`, name: `Group ${n}` });
    const asked: (string | null)[] = [];
    api.use(
      http.get('/api/groups', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        asked.push(cursor);
        if (cursor === null) return HttpResponse.json(groupList([summary(1), summary(2)], 'page-2'));
        if (cursor === 'page-2') return HttpResponse.json(groupList([summary(2), summary(3)], 'page-3'));
        return HttpResponse.json(groupList([summary(4)], null));
      }),
    );
    renderGroups();
    await waitFor(() => expect(cards()).toHaveLength(2));
    // Nothing past the first page is asked for until the person does.
    expect(asked).toEqual([null]);
    await userEvent.click(screen.getByRole('button', { name: 'Load more groups' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards().map((element) => within(element).getByRole('heading').textContent)).toEqual(['Group 1', 'Group 2', 'Group 3']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more groups' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(asked).toEqual([null, 'page-2', 'page-3']);
    expect(screen.queryByRole('button', { name: 'Load more groups' })).not.toBeInTheDocument();
  });

  it('shows placeholders while loading', async () => {
    api.use(groupsApi.list(pending));
    renderGroups();
    expect(await screen.findByRole('status', { name: 'Loading groups' })).toBeInTheDocument();
  });

  it('says No Groups Yet with both actions when the person is in no group', async () => {
    api.use(groupsApi.list(groupList([])));
    renderGroups();
    expect(await screen.findByText('No Groups Yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Create Group' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Join Group' })).toHaveLength(2);
  });

  it('shows an error with Try again when the list fails, and loads again', async () => {
    api.use(groupsApi.list(failure(500, 'Internal Server Error')));
    const user = userEvent.setup();
    renderGroups();
    expect(await screen.findByText("Couldn't load your groups")).toBeInTheDocument();
    api.use(groupsApi.list(groupList([groupSummary()])));
    await user.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('goes to the login after the logged-out toast when the list answers 401', async () => {
    api.use(groupsApi.list(failure(401, 'Unauthorized')));
    renderGroups();
    expect(await findToast()).toHaveTextContent('Unauthorized');
    expect(await findToast()).toHaveTextContent('You are logged out. Logging in again...');
    await waitFor(() => expect(navigateToLogin).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('copies an invite code and says Copied', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Copy invite code of Weekend Hikers' }));
    expect(writeText).toHaveBeenCalledWith('TRAL2345');
    expect(await findToast()).toHaveTextContent('Copied');
  });
});

describe('GroupsScreen: Create Group', () => {
  it('requires a name, then creates the group with the trimmed name and says Group created', async () => {
    const user = userEvent.setup();
    renderGroups();
    await screen.findAllByTestId('group-card');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
    await user.type(within(dialog).getByLabelText('Group name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Group name is required');
    expect(api.requestsTo('POST', '/api/groups')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Group name'));
    await user.type(within(dialog).getByLabelText('Group name'), '  Book Club ');
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'Monthly reads');
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(await findToast()).toHaveTextContent('Group created');
    expect(api.requestsTo('POST', '/api/groups')[0]!.body).toEqual({ name: 'Book Club', description: 'Monthly reads' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is read again after the change.
    await waitFor(() => expect(api.requestsTo('GET', '/api/groups')).toHaveLength(2));
  });

  it('says a name of invisible characters alone must contain a visible character, and sends nothing', async () => {
    const user = userEvent.setup();
    renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Create Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
    for (const invisible of ['\u200B', '\u3164', '\u2800', '\u200F']) {
      await user.clear(within(dialog).getByLabelText('Group name'));
      await user.type(within(dialog).getByLabelText('Group name'), invisible);
      await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Group name must contain a visible character');
    }
    expect(api.requestsTo('POST', '/api/groups')).toHaveLength(0);
  });

  it("shows the server's message when creating fails, and 'Please try again.' without one", async () => {
    const user = userEvent.setup();
    api.use(groupsApi.create(failure(400, 'Invalid request body: name: must be at most 80 characters')));
    renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Create Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
    await user.type(within(dialog).getByLabelText('Group name'), 'Club');
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(await findToast()).toHaveTextContent('Failed to create group: Invalid request body: name: must be at most 80 characters');
    expect(screen.getByRole('dialog', { name: 'Create Group' })).toBeInTheDocument();
  });

  it('disables the button while the group is being created', async () => {
    const user = userEvent.setup();
    const hold = gate();
    api.use(groupsApi.create(async () => (await hold.wait, groupSummary())));
    renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Create Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
    await user.type(within(dialog).getByLabelText('Group name'), 'Club');
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Create Group/ })).toBeDisabled());
    act(() => hold.open());
    expect(await findToast()).toHaveTextContent('Group created');
  });

  it('without a session says Please log in to create a group and goes to the login after 1 s', async () => {
    api.use(authApi.signedOut());
    const user = userEvent.setup();
    renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Create Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
    await user.type(within(dialog).getByLabelText('Group name'), 'Club');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(await findToast()).toHaveTextContent('Please log in to create a group');
    expect(api.requestsTo('POST', '/api/groups')).toHaveLength(0);
    expect(navigateToLogin).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('GroupsScreen: Join Group', () => {
  it('limits the code to 8 characters, upper-cases it as typed and sends it upper-cased', async () => {
    const user = userEvent.setup();
    renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Join Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Group' });
    const input = within(dialog).getByLabelText('Invite code');
    expect(input).toHaveAttribute('maxLength', '8');
    await user.type(input, 'tral2345xyz');
    expect(input).toHaveValue('TRAL2345');
    await user.click(within(dialog).getByRole('button', { name: 'Join Group' }));
    expect(await findToast()).toHaveTextContent('You joined Weekend Hikers');
    expect(api.requestsTo('POST', '/api/groups/join')[0]!.body).toEqual({ inviteCode: 'TRAL2345' });
  });

  it('requires a code', async () => {
    const user = userEvent.setup();
    renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Join Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Group' });
    await user.click(within(dialog).getByRole('button', { name: 'Join Group' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invite code is required');
    expect(api.requestsTo('POST', '/api/groups/join')).toHaveLength(0);
  });

  it('says Invalid invite code or failed to join group. for a wrong code, and the wait for too many', async () => {
    const user = userEvent.setup();
    api.use(groupsApi.join(failure(404, 'Invalid invite code')));
    renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Join Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Group' });
    await user.type(within(dialog).getByLabelText('Invite code'), 'WRNG2345');
    await user.click(within(dialog).getByRole('button', { name: 'Join Group' }));
    expect(await findToast()).toHaveTextContent('Invalid invite code or failed to join group.');
    api.use(groupsApi.join(failure(429, 'Too many wrong invite codes; please try again in 15 minutes.')));
    await user.click(within(dialog).getByRole('button', { name: 'Join Group' }));
    await waitFor(async () => expect(await findToast()).toHaveTextContent('Too many wrong invite codes; please try again in 15 minutes.'));
  });

  it('without a session says Please log in to join a group and goes to the login after 1 s', async () => {
    const user = userEvent.setup();
    api.use(groupsApi.join(failure(401, 'Unauthorized')));
    renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Join Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Group' });
    await user.type(within(dialog).getByLabelText('Invite code'), 'TRAL2345');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Join Group' }));
    expect(await findToast()).toHaveTextContent('Please log in to join a group');
    expect(navigateToLogin).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('GroupsScreen: Edit and Leave', () => {
  it('renames a group: required name, Group name updated', async () => {
    const user = userEvent.setup();
    renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Edit Weekend Hikers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Group' });
    const name = within(dialog).getByLabelText('Group name');
    expect(name).toHaveValue('Weekend Hikers');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Group name is required');
    await user.type(name, 'Trail Crew');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast()).toHaveTextContent('Group name updated');
    expect(api.requestsTo('PATCH', `/api/groups/${groupSummary().id}`)[0]!.body).toEqual({ name: 'Trail Crew' });
  });

  it('says Failed to update group name. when renaming fails', async () => {
    const user = userEvent.setup();
    api.use(groupsApi.rename(failure(403, 'Only the owner and group admins can rename the group')));
    renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Edit Weekend Hikers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Group' });
    await user.type(within(dialog).getByLabelText('Group name'), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast()).toHaveTextContent('Failed to update group name.');
  });

  it('asks before leaving, then says Left group; a failure says Failed to leave group.', async () => {
    const user = userEvent.setup();
    const member = groupSummary({ role: 'member' });
    api.use(groupsApi.list(groupList([member])));
    renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Leave Weekend Hikers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Weekend Hikers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('DELETE', `/api/groups/${member.id}/leave`)).toHaveLength(0);

    api.use(groupsApi.leave(failure(500, 'Internal Server Error')));
    await user.click(screen.getByRole('button', { name: 'Leave Weekend Hikers' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave Group' }));
    expect(await findToast()).toHaveTextContent('Failed to leave group.');

    api.use(groupsApi.leave({ message: 'Left group', groupId: member.id }), groupsApi.list(groupList([])));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave Group' }));
    await waitFor(async () => expect(await findToast()).toHaveTextContent('Left group'));
    expect(await screen.findByText('No Groups Yet')).toBeInTheDocument();
  });
});
