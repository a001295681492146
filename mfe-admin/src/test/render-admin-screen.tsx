import { createQueryClient } from '@alive/api-client';
import { Toaster, UiProvider } from '@alive/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * Renders an admin screen the way the shell hosts it: the shell's QueryClient defaults (no retries),
 * the design-system provider, the router and the one Toaster.
 */
export function renderAdminScreen(Screen: ComponentType, options: { path?: string; queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const path = options.path ?? '/admin';
  const result = render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={<Screen />} />
            <Route path="/" element={<h1>Home</h1>} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
