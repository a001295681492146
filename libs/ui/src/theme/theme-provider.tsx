import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style.ts';
import { theme } from './tokens.ts';

/** Theme for app-level styled components plus the global base styles. The shell mounts it once. */
export function AliveThemeProvider({ children, withGlobalStyle = true }: { children: ReactNode; withGlobalStyle?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
