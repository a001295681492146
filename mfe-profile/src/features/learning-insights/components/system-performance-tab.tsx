import { Badge, Button, EmptyState, Skeleton } from '@alive/ui';
import { SignalOffIcon } from '@alive/ui/icons';
import { accuracyLabel } from '@alive/domain';
import { useSystemLearningInsights } from '../api/get-system-learning-insights.ts';
import { formatPercent, Metric, MetricGrid, MetricNote } from './learning-cards.tsx';

/** Tab "System Performance": POST /api/learning-insights {} — how learning goes for everyone. */
export function SystemPerformanceTab() {
  const system = useSystemLearningInsights();
  if (system.isPending) {
    return (
      <MetricGrid as="div" aria-busy="true" aria-label="Loading system performance">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={116} radius="16px" />
        ))}
      </MetricGrid>
    );
  }
  if (system.isError) {
    return (
      <EmptyState
        icon={<SignalOffIcon size={26} />}
        title="System Data Unavailable"
        description="System-wide learning figures could not be loaded right now. Your own learning profile is not affected."
        action={
          <Button variant="outline" onClick={() => void system.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  const { totalUsers, totalFeedback, averageAccuracy } = system.data;
  return (
    <MetricGrid>
      <Metric>
        <dt>Active learners</dt>
        <dd>{totalUsers}</dd>
        <MetricNote>People who have rated recommendations</MetricNote>
      </Metric>
      <Metric>
        <dt>Feedback items</dt>
        <dd>{totalFeedback}</dd>
        <MetricNote>Every like, dislike, bookmark and use</MetricNote>
      </Metric>
      <Metric>
        <dt>Average accuracy</dt>
        <dd>{formatPercent(averageAccuracy)}</dd>
        <div>
          <Badge variant="neutral">{accuracyLabel(averageAccuracy)}</Badge>
        </div>
      </Metric>
    </MetricGrid>
  );
}
