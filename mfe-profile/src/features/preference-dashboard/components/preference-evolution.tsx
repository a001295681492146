import { Skeleton, QueryError } from '@alive/ui';
import { TrendIcon } from '@alive/ui/icons';
import { usePreferenceEvolution } from '../api/get-preference-evolution.ts';
import { DashboardCard, EmptyText } from './dashboard-cards.tsx';
import { PreferenceEvolutionChart } from './preference-evolution-chart.tsx';

export const EVOLUTION_EMPTY_TEXT = 'Make some choices to see how your preferences change over time.';

/** Preference Evolution: not a placeholder: this draws the real scores after each choice. */
export function PreferenceEvolutionCard() {
  const evolution = usePreferenceEvolution();
  return (
    <DashboardCard title="Preference Evolution" icon={<TrendIcon size={16} />} description="How your top preferences moved with each choice you made.">
      {evolution.isPending ? (
        <div aria-busy="true" aria-label="Loading preference evolution">
          <Skeleton height={240} radius="10px" />
        </div>
      ) : evolution.isError ? (
        <QueryError title="Couldn't load your preference history" error={evolution.error} onRetry={() => void evolution.refetch()} />
      ) : evolution.data.steps.length === 0 || evolution.data.series.length === 0 ? (
        <EmptyText>{EVOLUTION_EMPTY_TEXT}</EmptyText>
      ) : (
        <PreferenceEvolutionChart evolution={evolution.data} />
      )}
    </DashboardCard>
  );
}
