import { createQueryClient } from '@alive/api-client';
import { Toaster, UiProvider } from '@alive/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** The single QueryClient of the page (remotes share it through the singleton react-query). */
export const queryClient = createQueryClient();

export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <UiProvider>
        {children}
        <Toaster />
      </UiProvider>
    </QueryClientProvider>
  );
}
