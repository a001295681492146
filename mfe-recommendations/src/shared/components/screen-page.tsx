import { Container, media, space } from '@alive/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.div`
  padding: ${space[6]} 0 ${space[12]};
  ${media.md} { padding: ${space[8]} 0 ${space[16]}; }
`;

/** Page column + vertical rhythm shared by every screen of this remote (matches the shell's spacing). */
export function ScreenPage({ children }: { children: ReactNode }) {
  return (
    <Container>
      <Page>{children}</Page>
    </Container>
  );
}
