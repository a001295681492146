import { Card, CardContent, CardDescription, CardHeader, CardTitle, colors, fontSizes } from '@alive/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { FigureDefinition } from './figures.ts';

const Figure = styled.p`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 700;
`;

const Note = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

/**
 * One figure of an analytics screen, named by its label, with a line saying what it counts (figures.ts
 * for the analytics figures) and an optional note under the value (e.g. the change since yesterday).
 * `level`: its heading's level, one below the section it sits in (headings never skip a level).
 */
export function StatCard({ label, help, value, note, level = 3 }: { label: string; help?: string; value: ReactNode; note?: ReactNode; level?: 2 | 3 }) {
  return (
    <Card aria-label={label}>
      <CardHeader>
        <CardTitle as={`h${level}`}>{label}</CardTitle>
        {help ? <CardDescription>{help}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <Figure>{value}</Figure>
        {note ? <Note>{note}</Note> : null}
      </CardContent>
    </Card>
  );
}

/** A StatCard for one of FIGURES. */
export function FigureCard({ figure, ...card }: { figure: FigureDefinition; value: ReactNode; note?: ReactNode; level?: 2 | 3 }) {
  return <StatCard label={figure.label} help={figure.help} {...card} />;
}
