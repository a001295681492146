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
  h3 { font-size: ${fontSizes.sm}; font-weight: ${fontWeights.semibold}; }
  p { font-size: ${fontSizes.xs}; color: ${colors.textSubtle}; }
`;

/**
 * Without tags the product's empty text asks to build the profile; with tags but none among the top
 * signals that a suggestion matches, asking to "build your profile" would be untrue, so this says what
 * is the case.
 */
export const NO_MATCHING_SUGGESTION_TEXT = 'No suggestion matches your top preferences yet.';

/**
 * Recommended for You: the fixed suggestions of docs/product/profile.md, each shown only when one of the
 * person's top preferences matches it, and saying which one (`dashboardRecommendations`).
 */
export function RecommendedForYou({ preferences }: { preferences: readonly PreferenceScoreInput[] }) {
  const recommendations = dashboardRecommendations(preferences);
  return (
    <DashboardCard title="Recommended for You" icon={<SparkIcon size={16} />}>
      {recommendations.length === 0 ? (
        <EmptyText>{preferences.length === 0 ? DASHBOARD_EMPTY_TEXT.recommendations : NO_MATCHING_SUGGESTION_TEXT}</EmptyText>
      ) : (
        <StackList>
          {recommendations.map((recommendation) => (
            <Item key={recommendation.title} data-testid="dashboard-recommendation">
              <div>
                <h3>{recommendation.title}</h3>
                <p>Because you like {recommendation.because.displayName}</p>
              </div>
              <Badge variant="success">{recommendation.matchLabel}</Badge>
            </Item>
          ))}
        </StackList>
      )}
    </DashboardCard>
  );
}
