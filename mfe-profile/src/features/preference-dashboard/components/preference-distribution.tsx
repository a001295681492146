import { colors, fontSizes, fontWeights, ProgressBar, space, StackList } from '@alive/ui';
import { BarChartIcon } from '@alive/ui/icons';
import { DASHBOARD_EMPTY_TEXT, preferenceDistribution, type PreferenceScoreInput } from '@alive/domain';
import styled from 'styled-components';
import { DashboardCard, EmptyText } from './dashboard-cards.tsx';

// Scrolls past 420 px, so it takes keyboard focus (tabIndex) for keyboard users to scroll it.
const List = styled(StackList)`
  max-height: 420px;
  overflow-y: auto;
  padding-right: ${space[1]};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  row-gap: 6px;
  font-size: ${fontSizes.sm};
  & > :last-child { grid-column: 1 / -1; }
`;

const Name = styled.span`
  font-weight: ${fontWeights.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Percent = styled.span`
  font-weight: ${fontWeights.semibold};
  color: ${colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** One bar per preference tag, highest first, named by the text after the last colon. */
export function PreferenceDistribution({ preferences }: { preferences: readonly PreferenceScoreInput[] }) {
  const rows = preferenceDistribution(preferences);
  return (
    <DashboardCard title="Preference Distribution" icon={<BarChartIcon size={16} />} description="Your score for every preference tag, strongest first.">
      {rows.length === 0 ? (
        <EmptyText>{DASHBOARD_EMPTY_TEXT.distribution}</EmptyText>
      ) : (
        <List aria-label="Preference tags" tabIndex={0}>
          {rows.map((row) => (
            <Row key={row.tagName} title={row.tagName}>
              <Name>{row.displayName}</Name>
              <Percent>{row.percent}%</Percent>
              <ProgressBar value={row.percent} label={`${row.displayName} ${row.percent}%`} />
            </Row>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}
