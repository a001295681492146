import { colors, fontSizes, fontWeights, ProgressBar, radii, space } from '@alive/ui';
import { preferenceStats, type PreferenceScoreInput } from '@alive/domain';
import styled from 'styled-components';
import { DashboardCard } from './dashboard-cards.tsx';
import { AwardIcon } from '../../../shared/components/icons.tsx';

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[3]} ${space[4]};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
`;

const StatRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space[3]};
  dt { font-size: ${fontSizes.sm}; color: ${colors.textMuted}; }
  dd { margin: 0; font-size: ${fontSizes.xl}; font-weight: ${fontWeights.extrabold}; font-variant-numeric: tabular-nums; }
`;

/** Total Preferences (tag count), Choices Made (sum of choiceCount), Profile Strength (min(tags × 10, 100) %). */
export function YourStats({ preferences }: { preferences: readonly PreferenceScoreInput[] }) {
  const stats = preferenceStats(preferences);
  return (
    <DashboardCard title="Your Stats" icon={<AwardIcon size={16} />}>
      <List>
        <Stat>
          <StatRow>
            <dt>Total Preferences</dt>
            <dd data-testid="stat-total-preferences">{stats.totalPreferences}</dd>
          </StatRow>
        </Stat>
        <Stat>
          <StatRow>
            <dt>Choices Made</dt>
            <dd data-testid="stat-choices-made">{stats.choicesMade}</dd>
          </StatRow>
        </Stat>
        <Stat>
          <StatRow>
            <dt>Profile Strength</dt>
            <dd data-testid="stat-profile-strength">{stats.profileStrength}%</dd>
          </StatRow>
          <ProgressBar value={stats.profileStrength} tone={stats.profileStrength >= 100 ? 'success' : 'brand'} label="Profile Strength" />
        </Stat>
      </List>
    </DashboardCard>
  );
}
