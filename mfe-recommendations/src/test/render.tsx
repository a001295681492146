import { createQueryClient } from '@alive/api-client';
import { Toaster, UiProvider } from '@alive/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * Renders a screen the way the shell hosts it: the shell's QueryClient defaults (never stale, no
 * retries), the design-system provider, a router and the one Toaster. `/` shows "Home screen", so a
 * test can see where an in-app link went.
 */
export function renderWithShell(ui: ReactElement, options: { route?: string; queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const route = options.route ?? '/screen';
  const result = render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/" element={<p>Home screen</p>} />
            <Route path="*" element={ui} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
