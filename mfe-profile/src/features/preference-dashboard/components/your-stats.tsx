import { ChoicesMadeHelp, colors, FigureHelp, fontSizes, fontWeights, ProgressBar, QueryError, radii, Skeleton, space } from '@alive/ui';
import { AwardIcon } from '@alive/ui/icons';
import { preferenceStats, type PreferenceScoreInput } from '@alive/domain';
import styled from 'styled-components';
import { useProfileCompletion } from '../../../shared/api/get-profile-completion.ts';
import { DashboardCard } from './dashboard-cards.tsx';

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;

// A <dl> may only hold dt/dd, optionally grouped in one div each: the group is the grid, and the
// bar and the help are further descriptions of its term, spanning the row.
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
  dd.bar, dd.note { grid-column: 1 / -1; }
  dd.note { font-size: ${fontSizes.xs}; font-weight: ${fontWeights.regular}; color: ${colors.textMuted}; }
`;

/**
 * Your Stats (docs/product/profile.md, Decision — one definition per figure): Choices made is the
 * Choices made figure, N of 50 with its percent, the count the home screen's "n/50" and the profile
 * screen show; Total Preferences is the tag count and Tag signals the sum over tags, named for what
 * they count. Each figure has its one line of help.
 */
export function YourStats({ preferences }: { preferences: readonly PreferenceScoreInput[] }) {
  const completion = useProfileCompletion();
  return (
    <DashboardCard title="Your Stats" icon={<AwardIcon size={16} />}>
      {completion.isPending ? (
        <div aria-busy="true" aria-label="Loading your stats">
          <Skeleton height={56} radius="10px" />
        </div>
      ) : completion.isError ? (
        <QueryError title="Couldn't load your stats" error={completion.error} onRetry={() => void completion.refetch()} />
      ) : (
        <StatList preferences={preferences} choiceCount={completion.data.choiceCount} />
      )}
    </DashboardCard>
  );
}

function StatList({ preferences, choiceCount }: { preferences: readonly PreferenceScoreInput[]; choiceCount: number }) {
  const stats = preferenceStats(preferences, choiceCount);
  const made = stats.choicesMade;
  return (
    <List>
      <Stat>
        <dt>Choices made</dt>
        <dd data-testid="stat-choices-made">{made.count}</dd>
        <dd className="bar">
          <ProgressBar value={made.percent} tone={made.percent >= 100 ? 'success' : 'brand'} label="Choices made toward a full profile" />
        </dd>
        <dd className="note" data-testid="stat-choices-made-of-target">
          {made.count} of {made.target} · <span data-testid="stat-choices-made-percent">{made.percent}%</span>
        </dd>
        <dd className="note">
          <ChoicesMadeHelp target={made.target} />
        </dd>
      </Stat>
      <Stat>
        <dt>Total Preferences</dt>
        <dd data-testid="stat-total-preferences">{stats.totalPreferences}</dd>
        <dd className="note">
          <FigureHelp>The tags your choices have scored.</FigureHelp>
        </dd>
      </Stat>
      <Stat>
        <dt>Tag signals</dt>
        <dd data-testid="stat-tag-signals">{stats.tagSignals}</dd>
        <dd className="note">
          <FigureHelp>One per tag each choice touched; a choice touches several tags.</FigureHelp>
        </dd>
      </Stat>
    </List>
  );
}
