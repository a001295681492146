import { colors, fontSizes, fontWeights, radii, space, StackList } from '@alive/ui';
import { BulbIcon } from '@alive/ui/icons';
import { DASHBOARD_EMPTY_TEXT, keyInsights, tagDisplayName, type PreferenceScoreInput } from '@alive/domain';
import styled from 'styled-components';
import { DashboardCard, EmptyText } from './dashboard-cards.tsx';

const Item = styled.li`
  padding: ${space[3]} ${space[4]};
  border-radius: ${radii.md};
  background: ${colors.brandSofter};
  border-left: 4px solid ${colors.brand};
  font-size: ${fontSizes.sm};
  h3 { font-size: ${fontSizes.sm}; font-weight: ${fontWeights.bold}; }
  p { color: ${colors.textMuted}; }
  small { color: ${colors.textSubtle}; font-size: ${fontSizes.xs}; }
`;

/** Key Insights: the domain's rules (Solo Focus above 0.6, ...) over the user's tags. */
export function KeyInsights({ preferences }: { preferences: readonly PreferenceScoreInput[] }) {
  const insights = keyInsights(preferences);
  return (
    <DashboardCard title="Key Insights" icon={<BulbIcon size={16} />}>
      {insights.length === 0 ? (
        <EmptyText>{DASHBOARD_EMPTY_TEXT.insights}</EmptyText>
      ) : (
        <StackList>
          {insights.map((insight) => (
            <Item key={insight.id}>
              <h3>{insight.title}</h3>
              <p>{insight.description}</p>
              <small>
                From {tagDisplayName(insight.tagName)} at {Math.round(insight.score * 100)}%
              </small>
            </Item>
          ))}
        </StackList>
      )}
    </DashboardCard>
  );
}
