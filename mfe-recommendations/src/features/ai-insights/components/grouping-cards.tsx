import { Badge, colors, fontSizes, fontWeights, space } from '@alive/ui';
import type { DynamicGrouping, InterestCluster } from '@alive/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { CardTop, Chips, ItemCard, ItemText, ItemTitle } from '../../../shared/components/card-parts.tsx';
import { percentOf } from '../../../shared/components/percent.ts';
import { countOf } from '../../../shared/components/plural.ts';

/** docs/product/recommendations.md, AI-Powered Insights: a cluster shows its top 5 centre tags. */
export const CLUSTER_TAGS_SHOWN = 5;

const Label = styled.p`
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${colors.textSubtle};
  margin-bottom: 6px;
`;

const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  margin: 0;
  padding-left: ${space[5]};
  font-size: ${fontSizes.sm};
`;

export function GroupingCard({ grouping }: { grouping: DynamicGrouping }) {
  const titleId = useId();
  return (
    <ItemCard aria-labelledby={titleId} data-testid="grouping-card">
      <CardTop>
        <ItemTitle id={titleId}>{grouping.groupName}</ItemTitle>
        <Badge variant="brand" data-testid="grouping-confidence">
          {percentOf(grouping.confidence)} confidence
        </Badge>
      </CardTop>
      <ItemText>{grouping.description}</ItemText>
      {grouping.choicePatterns.length > 0 ? (
        <div>
          <Label>Choice patterns</Label>
          <Points aria-label="Choice patterns">
            {grouping.choicePatterns.map((pattern) => (
              <li key={pattern}>{pattern}</li>
            ))}
          </Points>
        </div>
      ) : null}
    </ItemCard>
  );
}

export function ClusterCard({ cluster }: { cluster: InterestCluster }) {
  const titleId = useId();
  const centre = cluster.centerPoint.slice(0, CLUSTER_TAGS_SHOWN);
  return (
    <ItemCard aria-labelledby={titleId} data-testid="cluster-card">
      <CardTop>
        <ItemTitle id={titleId}>{cluster.clusterName}</ItemTitle>
        <Badge variant="outline" data-testid="cluster-size">
          {countOf(cluster.itemCount, 'item')}
        </Badge>
      </CardTop>
      {centre.length > 0 ? (
        <div>
          <Label>Center</Label>
          <Chips items={centre} label="Center tags" variant="brand" />
        </div>
      ) : null}
      {cluster.examples.length > 0 ? (
        <div>
          <Label>Examples</Label>
          <Points aria-label="Examples">
            {cluster.examples.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </Points>
        </div>
      ) : null}
    </ItemCard>
  );
}
