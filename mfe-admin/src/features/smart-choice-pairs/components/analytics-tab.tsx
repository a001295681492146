import { categoryLabel } from '@alive/domain';
import { Card, CardContent, CardHeader, CardTitle, Grid, QueryError, Skeleton, space, useLoginRedirectOnError } from '@alive/ui';
import styled from 'styled-components';
import { useAlgorithmAnalysis } from '../../../shared/api/admin-pairs-api.ts';
import { percent } from './suggestion-item.tsx';
import { StatCard as Stat } from '../../../shared/components/stat-card.tsx';

const Section = styled.section`
  margin-top: ${space[5]};
`;

/** Analytics: this session's generated and selected pairs and last quality score, and the shared set's mapping. */
export function AnalyticsTab({ generated, selected, lastQuality }: { generated: number; selected: number; lastQuality: number | null }) {
  const analysis = useAlgorithmAnalysis();
  useLoginRedirectOnError(analysis.error);
  return (
    <div>
      <Grid $columns={3}>
        <Stat label="Generated Pairs" value={generated} />
        <Stat label="Selected Pairs" value={selected} />
        <Stat label="Last Quality Score" value={lastQuality === null ? 'N/A' : percent(lastQuality)} />
      </Grid>
      <Section aria-label="Choice pair mapping">
        <h2>Choice pair mapping</h2>
        {analysis.isPending ? (
          <div role="status" aria-label="Loading the analysis">
            <Skeleton height={120} />
          </div>
        ) : analysis.isError ? (
          <QueryError title="Couldn't load the analysis" error={analysis.error} onRetry={() => void analysis.refetch()} />
        ) : (
          <>
            <Grid $columns={3}>
              <Stat label="Total Pairs" value={analysis.data.totalPairs} />
              <Stat label="Mapped Pairs" value={analysis.data.mappedPairs} />
              <Stat label="Unmapped Pairs" value={analysis.data.unmappedPairs} />
            </Grid>
            <Grid $columns={2} style={{ marginTop: space[4] }}>
              <Card aria-label="Category distribution">
                <CardHeader>
                  <CardTitle>Category distribution</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul>
                    {Object.entries(analysis.data.categoryDistribution).map(([category, count]) => (
                      <li key={category}>
                        {categoryLabel(category)}: {count}
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
              <Card aria-label="Dimension coverage">
                <CardHeader>
                  <CardTitle>Pairs contrasting each dimension</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul>
                    {Object.entries(analysis.data.dimensionCoverage).map(([dimension, count]) => (
                      <li key={dimension}>
                        {dimension}: {count}
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </Grid>
          </>
        )}
      </Section>
    </div>
  );
}
