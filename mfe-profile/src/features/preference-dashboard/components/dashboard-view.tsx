import { Card, media, PageHeader, Skeleton, space, QueryError } from '@alive/ui';
import styled from 'styled-components';
import { profileCompletionQueryKey } from '../../../shared/api/get-profile-completion.ts';
import { userPreferencesQueryKey, useUserPreferences } from '../../../shared/api/get-user-preferences.ts';
import { useRefreshOnChoice } from '../../../shared/hooks/use-refresh-on-choice.ts';
import { preferenceEvolutionQueryKey } from '../api/get-preference-evolution.ts';
import { KeyInsights } from './key-insights.tsx';
import { PreferenceDistribution } from './preference-distribution.tsx';
import { PreferenceEvolutionCard } from './preference-evolution.tsx';
import { RecommendedForYou } from './recommended-for-you.tsx';
import { YourStats } from './your-stats.tsx';

const TopRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[5]};
  ${media.lg} { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); }
`;

const BottomRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[5]};
  margin-top: ${space[5]};
  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

function SkeletonCard({ lines, tall = false }: { lines: number; tall?: boolean }) {
  return (
    <Card $padded>
      <Skeleton width="45%" height={20} />
      <div style={{ height: 18 }} />
      {tall ? (
        <Skeleton height={220} radius="10px" />
      ) : (
        Array.from({ length: lines }, (_, i) => (
          <div key={i} style={{ marginBottom: 12 }}>
            <Skeleton height={12} width={`${85 - i * 10}%`} />
            <div style={{ height: 6 }} />
            <Skeleton height={8} radius="999px" />
          </div>
        ))
      )}
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your Preference Dashboard">
      <TopRow>
        <SkeletonCard lines={5} />
        <SkeletonCard lines={0} tall />
      </TopRow>
      <BottomRow>
        <SkeletonCard lines={2} />
        <SkeletonCard lines={2} />
        <SkeletonCard lines={3} />
      </BottomRow>
    </div>
  );
}

// A choice recorded while the dashboard shows (a waiting one sent once back online) changes every figure here.
const REFRESHED_ON_CHOICE = [userPreferencesQueryKey, profileCompletionQueryKey, preferenceEvolutionQueryKey] as const;

/** /dashboard: Preference Dashboard over the signed-in user's tag scores. */
export function DashboardView() {
  const preferences = useUserPreferences();
  useRefreshOnChoice(REFRESHED_ON_CHOICE);
  return (
    <>
      <PageHeader
        eyebrow="Insights"
        title="Preference Dashboard"
        description="What your A.L.I.V.E Choices say about your tastes, and how they have changed."
      />
      {preferences.isPending ? (
        <DashboardSkeleton />
      ) : preferences.isError ? (
        <QueryError title="Couldn't load your preferences" error={preferences.error} onRetry={() => void preferences.refetch()} />
      ) : (
        <>
          <TopRow>
            <PreferenceDistribution preferences={preferences.data} />
            <PreferenceEvolutionCard />
          </TopRow>
          <BottomRow>
            <KeyInsights preferences={preferences.data} />
            <RecommendedForYou preferences={preferences.data} />
            <YourStats preferences={preferences.data} />
          </BottomRow>
        </>
      )}
    </>
  );
}
