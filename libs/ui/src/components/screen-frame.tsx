import { Container } from './layout.tsx';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, space } from '../theme/tokens.ts';

const Page = styled.div`
  padding: ${space[6]} 0 ${space[12]};
  ${media.md} { padding: ${space[8]} 0 ${space[16]}; }
`;

/** The page column and vertical rhythm of every remote screen (matches the shell's spacing). */
export function ScreenPage({ children }: { children: ReactNode }) {
  return (
    <Container>
      <Page>{children}</Page>
    </Container>
  );
}
