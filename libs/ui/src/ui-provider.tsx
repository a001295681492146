import type { ReactNode } from 'react';
import { AliveThemeProvider } from './theme/theme-provider.tsx';

/** Theme + global styles. The shell mounts it once around everything. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <AliveThemeProvider>{children}</AliveThemeProvider>
  );
}
