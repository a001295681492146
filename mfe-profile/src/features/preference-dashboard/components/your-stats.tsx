import { colors, fontSizes, fontWeights, ProgressBar, radii, space } from '@alive/ui';
import { AwardIcon } from '@alive/ui/icons';
import { preferenceStats, type PreferenceScoreInput } from '@alive/domain';
import styled from 'styled-components';
import { DashboardCard } from './dashboard-cards.tsx';

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;

// A <dl> may only hold dt/dd, optionally grouped in one div each: the group is the grid, and the
// strength bar is a second description of its term, spanning the row.
const Stat = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: baseline;
  gap: ${space[2]} ${space[3]};
  padding: ${space[3]} ${space[4]};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  dt { font-size: ${fontSizes.sm}; color: ${colors.textMuted}; }
  dd { margin: 0; font-size: ${fontSizes.xl}; font-weight: ${fontWeights.extrabold}; font-variant-numeric: tabular-nums; }
  dd.bar { grid-column: 1 / -1; }
`;

/** Total Preferences (tag count), Choices Made (sum of choiceCount), Profile Strength (min(tags × 10, 100) %). */
export function YourStats({ preferences }: { preferences: readonly PreferenceScoreInput[] }) {
  const stats = preferenceStats(preferences);
  return (
    <DashboardCard title="Your Stats" icon={<AwardIcon size={16} />}>
      <List>
        <Stat>
          <dt>Total Preferences</dt>
          <dd data-testid="stat-total-preferences">{stats.totalPreferences}</dd>
        </Stat>
        <Stat>
          <dt>Choices Made</dt>
          <dd data-testid="stat-choices-made">{stats.choicesMade}</dd>
        </Stat>
        <Stat>
          <dt>Profile Strength</dt>
          <dd data-testid="stat-profile-strength">{stats.profileStrength}%</dd>
          <dd className="bar">
            <ProgressBar value={stats.profileStrength} tone={stats.profileStrength >= 100 ? 'success' : 'brand'} label="Profile Strength" />
          </dd>
        </Stat>
      </List>
    </DashboardCard>
  );
}
