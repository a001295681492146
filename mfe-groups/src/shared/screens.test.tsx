import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { installApiServer } from '@alive/api-mocks';
import GroupDetailScreen from '../features/group-detail/components/group-detail-screen.tsx';
import GroupsScreen from '../features/groups/components/groups-screen.tsx';

installApiServer();

describe('groups remote screens', () => {
  it('the list screen shows its title', () => {
    render(
      <MemoryRouter>
        <GroupsScreen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your Groups' })).toBeInTheDocument();
  });

  it('the detail screen reads the group id from the route', () => {
    render(
      <MemoryRouter initialEntries={['/groups/g-42']}>
        <Routes>
          <Route path="/groups/:groupId" element={<GroupDetailScreen />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Group Details' })).toBeInTheDocument();
    expect(screen.getByText('Group g-42')).toBeInTheDocument();
  });
});
