import { Button, colors, fontSizes, fontWeights, ProgressBar, space, StackList } from '@alive/ui';
import { BarChartIcon } from '@alive/ui/icons';
import { DASHBOARD_EMPTY_TEXT, preferenceDistribution, tagLabel, type PreferenceScoreInput } from '@alive/domain';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { DashboardCard, EmptyText } from './dashboard-cards.tsx';

/**
 * Rows shown before "Show all": the strongest tags are what a person looks for; all of them (often
 * over a hundred) stay one click away (docs/product/profile.md, Preference Dashboard).
 */
export const PREFERENCE_DISTRIBUTION_TOP_N = 12;

// Showing all, it scrolls past 420 px, so it then takes keyboard focus (tabIndex) for keyboard users
// to scroll it; the top rows alone fit without scrolling.
const List = styled(StackList)<{ $scrolls: boolean }>`
  ${(p) => (p.$scrolls ? 'max-height: 420px; overflow-y: auto;' : '')}
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

const Group = styled.span`
  font-weight: ${fontWeights.regular};
  color: ${colors.textMuted};
`;

const Percent = styled.span`
  font-weight: ${fontWeights.semibold};
  color: ${colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const ShowAll = styled.div`
  margin-top: ${space[3]};
`;

/**
 * One bar per preference tag, highest first, named by the text after the last colon and its group
 * ("Familiar · Style"), so two tags with one name (`style:Familiar`, `food:Familiar`) read apart.
 */
export function PreferenceDistribution({ preferences }: { preferences: readonly PreferenceScoreInput[] }) {
  const rows = preferenceDistribution(preferences);
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const shown = showAll ? rows : rows.slice(0, PREFERENCE_DISTRIBUTION_TOP_N);
  return (
    <DashboardCard title="Preference Distribution" icon={<BarChartIcon size={16} />} description="Your score for every preference tag, strongest first.">
      {rows.length === 0 ? (
        <EmptyText>{DASHBOARD_EMPTY_TEXT.distribution}</EmptyText>
      ) : (
        <>
          <List id={listId} aria-label="Preference tags" $scrolls={showAll} tabIndex={showAll ? 0 : undefined}>
            {shown.map((row) => {
              const label = tagLabel(row.tagName);
              return (
                <Row key={row.tagName}>
                  <Name>
                    {label.name}
                    {label.group ? <Group> · {label.group}</Group> : null}
                  </Name>
                  <Percent>{row.percent}%</Percent>
                  <ProgressBar value={row.percent} label={`${label.text} ${row.percent}%`} />
                </Row>
              );
            })}
          </List>
          {rows.length > PREFERENCE_DISTRIBUTION_TOP_N ? (
            <ShowAll>
              <Button variant="outline" size="sm" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll((open) => !open)}>
                {showAll ? `Show top ${PREFERENCE_DISTRIBUTION_TOP_N}` : `Show all (${rows.length})`}
              </Button>
            </ShowAll>
          ) : null}
        </>
      )}
    </DashboardCard>
  );
}
