import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@alive/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Figure = styled.p`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 700;
`;

/** One figure of an analytics screen, named by its label. */
export function StatCard({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <Card aria-label={label}>
      <CardHeader>
        <CardTitle>{label}</CardTitle>
        {note ? <CardDescription>{note}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <Figure>{value}</Figure>
      </CardContent>
    </Card>
  );
}
