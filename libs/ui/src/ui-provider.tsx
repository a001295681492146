import type { ReactNode } from 'react';
import { AliveThemeProvider } from './theme/theme-provider.tsx';
import { TooltipProvider } from './tooltip/tooltip.tsx';

/** Theme + global styles + tooltip timing (700/300 ms). The shell mounts it once around everything. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <AliveThemeProvider>
      <TooltipProvider>{children}</TooltipProvider>
    </AliveThemeProvider>
  );
}
