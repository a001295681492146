import { screen, waitFor } from '@testing-library/react';
import { navigateToLogin } from '@alive/api-client';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, GROUP_ID, groupsApi, installApiServer, pending } from '@alive/api-mocks';
import { renderGroups } from '../../../test/render.tsx';
import { dismissToastsAfterEach, findToast } from '@alive/ui/testing';

vi.mock('@alive/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@alive/api-client')>()), navigateToLogin: vi.fn() }));

/** `/groups/join/:code`, where a join link lands (docs/product/groups.md, Join links). */
const api = installApiServer();
dismissToastsAfterEach();

beforeEach(() => {
  vi.mocked(navigateToLogin).mockClear();
});

describe('JoinGroupScreen', () => {
  it('shows the group behind the code; Join group joins and opens the group', async () => {
    const user = userEvent.setup();
    renderGroups('/groups/join/tral2345');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Weekend Hikers' })).toBeInTheDocument();
    expect(screen.getByText('Trails on Saturdays')).toBeInTheDocument();
    expect(screen.getByText('3 members')).toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toContain('/api/groups/invites/tral2345');
    await user.click(screen.getByRole('button', { name: 'Join group' }));
    expect(await findToast()).toHaveTextContent('You joined Weekend Hikers');
    expect(api.requestsTo('POST', '/api/groups/join')[0]!.body).toEqual({ inviteCode: 'TRAL2345' });
    // The group's own page.
    expect(await screen.findByRole('tab', { name: 'Members' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Weekend Hikers' })).toBeInTheDocument();
  });

  it('tells a member they are in already, with Open group', async () => {
    api.use(groupsApi.invitePreview({ name: 'Weekend Hikers', description: null, memberCount: 3, isMember: true, groupId: GROUP_ID }));
    renderGroups('/groups/join/TRAL2345');
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re already a member of Weekend Hikers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open group' })).toHaveAttribute('href', `/groups/${GROUP_ID}`);
    expect(screen.queryByRole('button', { name: 'Join group' })).not.toBeInTheDocument();
  });

  it.each([
    [404, 'Invalid invite code'],
    [400, 'Invalid path: inviteCode: inviteCode must be 8 letters and digits'],
  ])('says a %s link does not work, with a way back to the groups', async (status, message) => {
    const user = userEvent.setup();
    api.use(groupsApi.invitePreview(failure(status, message)));
    renderGroups('/groups/join/OLDC2345');
    expect(await screen.findByRole('heading', { level: 1, name: 'This invite link doesn’t work' })).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Groups' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Groups' })).toBeInTheDocument();
  });

  it('shows the wait after too many wrong codes, and other failures with Try again', async () => {
    const user = userEvent.setup();
    api.use(groupsApi.invitePreview(failure(429, 'Too many wrong invite codes; please try again in 15 minutes.')));
    const limited = renderGroups('/groups/join/TRAL2345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong invite codes; please try again in 15 minutes.');
    limited.unmount();
    api.use(groupsApi.invitePreview(failure(502, '<html>bad gateway</html>')));
    renderGroups('/groups/join/TRAL2345');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't open this invite");
    expect(alert).not.toHaveTextContent('bad gateway');
    api.use(groupsApi.invitePreview({ name: 'Weekend Hikers', description: null, memberCount: 3, isMember: false, groupId: null }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Weekend Hikers' })).toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    api.use(groupsApi.invitePreview(pending));
    renderGroups('/groups/join/TRAL2345');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading invite');
  });

  it("says why joining failed: a full group's sentence, else the invalid-code message", async () => {
    const user = userEvent.setup();
    api.use(groupsApi.join(failure(409, 'This group is full: it has 100 members, the most a group can have.')));
    renderGroups('/groups/join/TRAL2345');
    await user.click(await screen.findByRole('button', { name: 'Join group' }));
    expect(await findToast()).toHaveTextContent('This group is full: it has 100 members, the most a group can have.');
    expect(screen.getByRole('heading', { level: 1, name: 'Join Weekend Hikers' })).toBeInTheDocument();
  });

  it('goes to the login when the session is gone', async () => {
    api.use(groupsApi.invitePreview(failure(401, 'Unauthorized')));
    renderGroups('/groups/join/TRAL2345');
    await waitFor(() => expect(navigateToLogin).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });
});
