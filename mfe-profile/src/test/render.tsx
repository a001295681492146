import { createQueryClient } from '@alive/api-client';
import { Toaster, UiProvider } from '@alive/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/**
 * Renders a screen the way the shell hosts it: the shell's QueryClient defaults (never stale, no
 * retries), the design-system provider, a router and the one Toaster.
 */
export function renderWithShell(ui: ReactElement, options: { route?: string; queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          {ui}
          <Toaster />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
