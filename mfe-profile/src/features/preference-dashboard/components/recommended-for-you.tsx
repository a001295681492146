import { Badge, colors, fontSizes, fontWeights, radii, space, StackList } from '@alive/ui';
import { SparkIcon } from '@alive/ui/icons';
import { DASHBOARD_EMPTY_TEXT, dashboardRecommendations, type PreferenceScoreInput } from '@alive/domain';
import styled from 'styled-components';
import { DashboardCard, EmptyText } from './dashboard-cards.tsx';

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[3]} ${space[4]};
  border-radius: ${radii.md};
  border: 1px solid ${colors.border};
  div { min-width: 0; }
  h4 { font-size: ${fontSizes.sm}; font-weight: ${fontWeights.semibold}; }
  p { font-size: ${fontSizes.xs}; color: ${colors.textSubtle}; }
`;

/** Recommended for You: the fixed suggestions of docs/product/profile.md, triggered by Creation, Visual or Active tags. */
export function RecommendedForYou({ preferences }: { preferences: readonly PreferenceScoreInput[] }) {
  const recommendations = dashboardRecommendations(preferences);
  return (
    <DashboardCard title="Recommended for You" icon={<SparkIcon size={16} />}>
      {recommendations.length === 0 ? (
        <EmptyText>{DASHBOARD_EMPTY_TEXT.recommendations}</EmptyText>
      ) : (
        <StackList>
          {recommendations.map((recommendation) => (
            <Item key={recommendation.title}>
              <div>
                <h4>{recommendation.title}</h4>
                <p>Because you like {recommendation.trigger}</p>
              </div>
              <Badge variant="success">{recommendation.matchLabel}</Badge>
            </Item>
          ))}
        </StackList>
      )}
    </DashboardCard>
  );
}
