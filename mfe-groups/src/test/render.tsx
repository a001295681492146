import { createQueryClient } from '@alive/api-client';
import { Toaster, UiProvider } from '@alive/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import GroupDetailScreen from '../features/group-detail/components/group-detail-screen.tsx';
import GroupsScreen from '../features/groups/components/groups-screen.tsx';
import JoinGroupScreen from '../features/join-link/components/join-group-screen.tsx';

/**
 * Renders this remote's screens the way the shell hosts them: the shell's QueryClient defaults (no
 * retries), the design-system provider, the router with the remote's routes and the one Toaster.
 */
export function renderGroups(route = '/groups', options: { queryClient?: QueryClient; extra?: ReactElement } = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/groups" element={<GroupsScreen />} />
            <Route path="/groups/:groupId" element={<GroupDetailScreen />} />
            <Route path="/groups/join/:code" element={<JoinGroupScreen />} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
