import { createQueryClient } from '@alive/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { failure, groupsApi, installApiServer, signedInUser } from '@alive/api-mocks';
import GroupDetailScreen from '../features/group-detail/components/group-detail-screen.tsx';
import GroupsScreen from '../features/groups/components/groups-screen.tsx';

const api = installApiServer();

function renderDetail(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/groups/:groupId" element={<GroupDetailScreen />} />
          <Route path="/groups" element={<p>groups list</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('groups remote screens', () => {
  it('the list screen shows its title', () => {
    render(
      <MemoryRouter>
        <GroupsScreen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your Groups' })).toBeInTheDocument();
  });

  it('shows Group Not Found while the groups service answers 501, with a way back to /groups', async () => {
    const user = userEvent.setup();
    renderDetail('/groups/g-42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Group Not Found' })).toBeInTheDocument();
    expect(screen.queryByText(/g-42/)).not.toBeInTheDocument();
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/groups/g-42']);
    await user.click(screen.getByRole('link', { name: 'Back to Groups' }));
    expect(screen.getByText('groups list')).toBeInTheDocument();
  });

  it('shows Group Not Found for a 404', async () => {
    api.use(groupsApi.group(failure(404, 'Group not found')));
    renderDetail('/groups/unknown');
    expect(await screen.findByRole('heading', { name: 'Group Not Found' })).toBeInTheDocument();
  });

  it('any other failure offers a retry instead of claiming the group is gone', async () => {
    const user = userEvent.setup();
    api.use(groupsApi.group(failure(502, 'groups service is unavailable')));
    renderDetail('/groups/g-1');
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load this group");
    expect(screen.queryByText('Group Not Found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(api.requestsTo('GET', '/api/groups/g-1')).toHaveLength(2);
  });

  it('shows the group the service answers', async () => {
    api.use(
      groupsApi.group({
        id: 'g-7',
        name: 'Weekend Hikers',
        description: 'Trails every Saturday',
        inviteCode: 'HIKE42',
        role: 'owner',
        memberCount: 1,
        createdAt: '2026-03-01T12:00:00.000Z',
        members: [{ id: 'm-1', role: 'owner', joinedAt: '2026-01-01T00:00:00.000Z', user: signedInUser }],
      }),
    );
    renderDetail('/groups/g-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend Hikers' })).toBeInTheDocument();
    expect(screen.getByText('Trails every Saturday')).toBeInTheDocument();
  });
});
