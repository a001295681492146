import type { GapAnalysis } from '@alive/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Grid } from '@alive/ui';

const GAP_CARDS: { key: 'underexploredAreas' | 'suggestedDimensions' | 'missingContrasts'; title: string; description: string; empty: string }[] = [
  { key: 'underexploredAreas', title: 'Underexplored Areas', description: 'Tags the material offers that few pairs carry', empty: 'Every tag of the material is on the pairs.' },
  { key: 'suggestedDimensions', title: 'Suggested Dimensions', description: 'A.L.I.V.E dimensions the pairs contrast least', empty: 'Every dimension is contrasted enough.' },
  { key: 'missingContrasts', title: 'Missing Contrasts', description: 'Opposites no pair sets against each other', empty: 'No contrast is missing.' },
];

/** The three gap cards of one category's analysis (docs/product/admin.md, AI pair engine). */
export function GapCards({ gaps }: { gaps: GapAnalysis }) {
  return (
    <Grid $columns={3}>
      {GAP_CARDS.map((card) => (
        <Card key={card.key} aria-label={card.title}>
          <CardHeader>
            <CardTitle>{card.title}</CardTitle>
            <CardDescription>{card.description}</CardDescription>
          </CardHeader>
          <CardContent>
            {gaps[card.key].length === 0 ? (
              <p>{card.empty}</p>
            ) : (
              <ul>
                {gaps[card.key].map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      ))}
    </Grid>
  );
}
