import { Badge } from './badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx';
import { Container } from './layout.tsx';
import { PageHeader } from './page-header.tsx';
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

export interface ScreenFrameProps {
  title: string;
  description: string;
  /** What the screen will offer once its feature ships; shown in a card below the header. */
  upcoming: string;
  eyebrow?: string;
  children?: ReactNode;
}

/**
 * The screen's page header plus a short card naming what arrives with the feature's issue.
 * Screens whose feature has not shipped yet start from this frame so titles and spacing match the shell.
 */
export function ScreenFrame({ title, description, upcoming, eyebrow, children }: ScreenFrameProps) {
  return (
    <ScreenPage>
      <PageHeader eyebrow={eyebrow} title={title} description={description} />
      {children ?? (
        <Card>
          <CardHeader>
            <CardTitle>
              Coming soon <Badge variant="brand">In progress</Badge>
            </CardTitle>
            <CardDescription>{upcoming}</CardDescription>
          </CardHeader>
          <CardContent />
        </Card>
      )}
    </ScreenPage>
  );
}
