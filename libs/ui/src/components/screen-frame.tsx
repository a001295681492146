import { Badge } from './badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx';
import { Container } from './layout.tsx';
import { PageHeader } from './page-header.tsx';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.div`
  padding: 32px 0 48px;
`;

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
    <Container>
      <Page>
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
      </Page>
    </Container>
  );
}
