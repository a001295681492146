import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createQueryClient } from '@alive/api-client';
import { Toaster, UiProvider } from '@alive/ui';
import HomeScreen from '../features/choice-loop/components/home-screen.tsx';

/** The home screen inside the providers the shell gives every remote: one QueryClient, theme, toasts. */
export function renderHomeScreen() {
  const queryClient = createQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <HomeScreen />
        <Toaster />
      </UiProvider>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}
