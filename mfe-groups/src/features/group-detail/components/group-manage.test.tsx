import { screen, waitFor, within } from '@testing-library/react';
import { navigateToLogin } from '@alive/api-client';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  failure,
  group,
  GROUP_ID,
  groupList,
  groupMember,
  groupMemberPage,
  groupRecommendation,
  groupRecommendations,
  groupsApi,
  groupSummary,
  installApiServer,
} from '@alive/api-mocks';
import { renderGroups } from '../../../test/render.tsx';
import { dismissToastsAfterEach, findToast } from '@alive/ui/testing';

vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

/** Managing a group from its page (docs/product/groups.md, Managing a group): delete, new code, remove, pages, ratings. */
const api = installApiServer();
dismissToastsAfterEach();

beforeEach(() => {
  vi.mocked(navigateToLogin).mockClear();
});

const path = `/groups/${GROUP_ID}`;
const heading = () => screen.findByRole('heading', { level: 1, name: 'Weekend Hikers' });

describe('GroupDetailScreen: delete the group', () => {
  it('asks first; Cancel changes nothing; Delete group removes it, says so and goes back to the list', async () => {
    const user = userEvent.setup();
    renderGroups(path);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Delete group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Weekend Hikers?' });
    expect(dialog).toHaveTextContent('removed for everyone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('DELETE', `/api/groups/${GROUP_ID}`)).toHaveLength(0);

    api.use(groupsApi.list(groupList([])));
    await user.click(screen.getByRole('button', { name: 'Delete group' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete group' }));
    expect(await findToast()).toHaveTextContent('Group deleted');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Groups' })).toBeInTheDocument();
    expect(await screen.findByText('No Groups Yet')).toBeInTheDocument();
    expect(api.requestsTo('DELETE', `/api/groups/${GROUP_ID}`)).toHaveLength(1);
  }, 20_000); // a dozen user steps through two dialogs and a navigation: the default 5 s is tight on a loaded 2-core CI machine

  it('says in a plain sentence when deleting fails, and stays on the group', async () => {
    const user = userEvent.setup();
    api.use(groupsApi.delete(failure(500, 'boom')));
    renderGroups(path);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Delete group' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete group' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Could not delete the group');
    expect(toast).toHaveTextContent('Something went wrong on our side');
    expect(toast).not.toHaveTextContent('boom');
    // The confirm stays open on the group, to try again or cancel.
    expect(screen.getByRole('dialog', { name: 'Delete Weekend Hikers?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Your Groups' })).not.toBeInTheDocument();
  });

  it('offers Delete to the owner only, and a new invite code to the owner and group admins', async () => {
    api.use(groupsApi.get(group({ role: 'admin' })));
    const admin = renderGroups(path);
    await heading();
    expect(screen.queryByRole('button', { name: 'Delete group' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New invite code' })).toBeInTheDocument();
    admin.unmount();
    api.use(groupsApi.get(group({ role: 'member' })));
    renderGroups(path);
    await heading();
    expect(screen.queryByRole('button', { name: 'Delete group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New invite code' })).not.toBeInTheDocument();
  });
});

describe('GroupDetailScreen: a new invite code', () => {
  it('warns that the old code and link stop working, then shows the new code', async () => {
    const user = userEvent.setup();
    renderGroups(path);
    await heading();
    await user.click(screen.getByRole('button', { name: 'New invite code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new invite code?' });
    expect(dialog).toHaveTextContent('The code TRAL2345 and its join link stop working at once');
    api.use(groupsApi.newInviteCode(groupSummary({ inviteCode: 'NEWC2345' })), groupsApi.get(group({ inviteCode: 'NEWC2345' })));
    await user.click(within(dialog).getByRole('button', { name: 'Make new code' }));
    expect(await findToast()).toHaveTextContent('NEWC2345 is the code now; the old code and link no longer work.');
    expect(api.requestsTo('POST', `/api/groups/${GROUP_ID}/invite-code`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('Invite code of Weekend Hikers')).toHaveTextContent('NEWC2345'));
  });

  it('says so when it fails', async () => {
    const user = userEvent.setup();
    api.use(groupsApi.newInviteCode(failure(403, 'Only the owner and group admins can make a new invite code')));
    renderGroups(path);
    await heading();
    await user.click(screen.getByRole('button', { name: 'New invite code' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make new code' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Could not make a new code');
    expect(toast).toHaveTextContent("You don't have access to this.");
  });
});

describe('GroupDetailScreen: the join link', () => {
  it('copies <origin>/groups/join/<code> beside the invite code', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderGroups(path);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Copy link to join Weekend Hikers' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/groups/join/TRAL2345');
    expect(await findToast()).toHaveTextContent('Copied');
  });
});

describe('GroupDetailScreen: remove a member', () => {
  it('the owner removes anyone but themselves, after a confirm', async () => {
    const user = userEvent.setup();
    renderGroups(path);
    await user.click(await screen.findByRole('tab', { name: 'Members' }));
    await screen.findAllByTestId('group-member');
    expect(screen.queryByRole('button', { name: 'Remove Alex Rivera' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Sam Okafor' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove priya@alive.local' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove priya@alive.local?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('DELETE', `/api/groups/${GROUP_ID}/members/3`)).toHaveLength(0);

    api.use(groupsApi.get(group({ memberCount: 2, members: group().members.slice(0, 2) })));
    await user.click(screen.getByRole('button', { name: 'Remove priya@alive.local' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove member' }));
    expect(await findToast()).toHaveTextContent('Member removed');
    expect(api.requestsTo('DELETE', `/api/groups/${GROUP_ID}/members/3`)).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('group-member')).toHaveLength(2));
    expect(screen.getByText('Group · 2 members')).toBeInTheDocument();
  });

  it('a group admin removes plain members only; a member removes nobody', async () => {
    const user = userEvent.setup();
    api.use(groupsApi.get(group({ role: 'admin' })));
    const asAdmin = renderGroups(path);
    await user.click(await screen.findByRole('tab', { name: 'Members' }));
    await screen.findAllByTestId('group-member');
    expect(screen.getAllByRole('button', { name: /^Remove / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Remove priya@alive.local']);
    asAdmin.unmount();
    api.use(groupsApi.get(group({ role: 'member' })));
    renderGroups(path);
    await user.click(await screen.findByRole('tab', { name: 'Members' }));
    await screen.findAllByTestId('group-member');
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });

  it("shows the server's sentence when removing is refused", async () => {
    const user = userEvent.setup();
    api.use(groupsApi.removeMember(failure(409, 'The owner cannot be removed from the group')));
    renderGroups(path);
    await user.click(await screen.findByRole('tab', { name: 'Members' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Sam Okafor' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove member' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Could not remove the member');
    expect(toast).toHaveTextContent('The owner cannot be removed from the group');
  });
});

describe('GroupDetailScreen: members a page at a time', () => {
  it('loads more members from the cursor until the last page', async () => {
    const user = userEvent.setup();
    const jordan = groupMember({ id: '4', user: { id: 'user-jordan', firstName: 'Jordan', lastName: 'Lee', email: null } });
    const maya = groupMember({ id: '5', user: { id: 'user-maya', firstName: 'Maya', lastName: 'Chen', email: null } });
    api.use(
      groupsApi.get(group({ memberCount: 5, membersNextCursor: 'page2' })),
      groupsApi.members((request) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return cursor === 'page2' ? groupMemberPage([jordan], 'page3') : groupMemberPage([maya]);
      }),
    );
    renderGroups(path);
    await user.click(await screen.findByRole('tab', { name: 'Members' }));
    expect(await screen.findAllByTestId('group-member')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load more members' }));
    expect(await screen.findByRole('listitem', { name: 'Jordan Lee' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more members' }));
    expect(await screen.findByRole('listitem', { name: 'Maya Chen' })).toBeInTheDocument();
    expect(screen.getAllByTestId('group-member')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Load more members' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === `/api/groups/${GROUP_ID}/members`).map((r) => new URL(r.url, 'http://x').searchParams.get('cursor'))).toEqual([
      'page2',
      'page3',
    ]);
  });

  it('shows no Load more when the first page is all, and a retry when a page fails', async () => {
    const user = userEvent.setup();
    renderGroups(path);
    await user.click(await screen.findByRole('tab', { name: 'Members' }));
    await screen.findAllByTestId('group-member');
    expect(screen.queryByRole('button', { name: 'Load more members' })).not.toBeInTheDocument();
  });

  it('a failed page says so with Try again, and the members shown stay', async () => {
    const user = userEvent.setup();
    api.use(groupsApi.get(group({ memberCount: 4, membersNextCursor: 'page2' })), groupsApi.members(failure(503, 'Service Unavailable')));
    renderGroups(path);
    await user.click(await screen.findByRole('tab', { name: 'Members' }));
    await user.click(await screen.findByRole('button', { name: 'Load more members' }));
    expect(await screen.findByText("Couldn't load more")).toBeInTheDocument();
    expect(screen.getAllByTestId('group-member')).toHaveLength(3);
    api.use(groupsApi.members(groupMemberPage([groupMember({ id: '4', user: { id: 'user-jordan', firstName: 'Jordan', lastName: 'Lee' } })])));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Jordan Lee' })).toBeInTheDocument();
  });
});

describe('GroupDetailScreen: rating group recommendations', () => {
  it('shows the pressed thumb and the group counts from the server', async () => {
    api.use(
      groupsApi.recommendations(
        groupRecommendations({ recommendations: [groupRecommendation({ votes: { up: 2, down: 1, mine: 'down' } }), groupRecommendation({ id: 'general-board-games', title: 'Board game night' })] }),
      ),
    );
    renderGroups(path);
    const hike = within(await screen.findByRole('article', { name: 'Hike the ridge' }));
    expect(hike.getByRole('button', { name: /^Thumbs down for Hike the ridge,/ })).toHaveAttribute('aria-pressed', 'true');
    expect(hike.getByRole('button', { name: /^Thumbs up for Hike the ridge,/ })).toHaveAttribute('aria-pressed', 'false');
    expect(hike.getByTestId('group-votes')).toHaveTextContent('Group: 2 thumbs up, 1 thumb down');
    expect(within(screen.getByRole('article', { name: 'Board game night' })).getByTestId('group-votes')).toHaveTextContent('No votes yet');
  });

  it('rates up, changes to down and takes the thumb back, each time as the server answers', async () => {
    const user = userEvent.setup();
    renderGroups(path);
    const hike = within(await screen.findByRole('article', { name: 'Hike the ridge' }));
    const up = hike.getByRole('button', { name: /^Thumbs up for Hike the ridge,/ });
    const down = hike.getByRole('button', { name: /^Thumbs down for Hike the ridge,/ });
    await user.click(up);
    await waitFor(() => expect(up).toHaveAttribute('aria-pressed', 'true'));
    expect(hike.getByTestId('group-votes')).toHaveTextContent('Group: 1 thumb up, 0 thumbs down');
    await user.click(down);
    await waitFor(() => expect(down).toHaveAttribute('aria-pressed', 'true'));
    expect(up).toHaveAttribute('aria-pressed', 'false');
    await user.click(down);
    await waitFor(() => expect(down).toHaveAttribute('aria-pressed', 'false'));
    const sent = api.requestsTo('PUT', `/api/groups/${GROUP_ID}/recommendations/general-hike-the-ridge/rating`).map((r) => r.body);
    expect(sent).toEqual([{ rating: 'up' }, { rating: 'down' }, { rating: 'none' }]);
  });

  it('says so when a rating fails, and keeps the thumb as it was', async () => {
    const user = userEvent.setup();
    api.use(groupsApi.rateRecommendation(failure(404, 'Recommendation not found')));
    renderGroups(path);
    const up = await screen.findByRole('button', { name: /^Thumbs up for Hike the ridge,/ });
    await user.click(up);
    expect(await findToast()).toHaveTextContent('Could not save your rating');
    expect(up).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('GroupsScreen: pages and the join link', () => {
  it('loads more groups from the cursor, then hides Load more', async () => {
    const user = userEvent.setup();
    api.use(
      groupsApi.list((request) =>
        new URL(request.url).searchParams.get('cursor') === 'next'
          ? groupList([groupSummary({ id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Book Club', inviteCode: 'BK2345AB' })])
          : groupList([groupSummary()], 'next'),
      ),
    );
    renderGroups('/groups');
    expect(await screen.findAllByTestId('group-card')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more groups' }));
    await waitFor(() => expect(screen.getAllByTestId('group-card')).toHaveLength(2));
    expect(screen.getByRole('article', { name: 'Book Club' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more groups' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/api/groups' && r.method === 'GET').map((r) => r.url)).toEqual(['/api/groups', '/api/groups?cursor=next']);
  });

  it('copies the join link from a group card', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderGroups('/groups');
    await user.click(await screen.findByRole('button', { name: 'Copy link to join Weekend Hikers' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/groups/join/TRAL2345');
  });
});
