import { EmptyState, fontSizes, media, Stack, useLoginRedirectOnError, useToast } from '@alive/ui';
import styled from 'styled-components';
import { SparkIcon } from '@alive/ui/icons';
import { RECOMMENDATIONS_TAB_LIMIT } from '@alive/contracts/constants';
import { usePersonalizedRecommendations } from '../../../shared/api/personalized-recommendations.ts';
import { useRefreshRecommendations } from '../../../shared/hooks/use-refresh-recommendations.ts';
import { CardGrid, SectionHead, SectionTitle } from '../../../shared/components/card-parts.tsx';
import { GeneratingNotice } from '../../../shared/components/generating-notice.tsx';
import { LoadError } from '../../../shared/components/load-error.tsx';
import { LoadingGrid } from '../../../shared/components/loading-grid.tsx';
import { RefreshButton } from '../../../shared/components/refresh-button.tsx';
import { StarterNote } from '../../../shared/components/starter.tsx';
import type { RecommendationTab } from './recommendation-tabs.ts';
import { RecommendationCard } from './recommendation-card.tsx';

/** On a phone the tab's title and its (icon-only) Refresh share one row, so the first card starts higher. */
const TabHead = styled(SectionHead)`
  flex-wrap: nowrap;
  h2 { min-width: 0; font-size: ${fontSizes.lg}; }
  ${media.sm} { h2 { font-size: ${fontSizes.xl}; } }
`;

export const TAB_REFRESH_ERROR_TOAST = { title: 'Error', description: 'Failed to refresh recommendations. Please try again.' } as const;

function TabList({ tab }: { tab: RecommendationTab }) {
  const list = usePersonalizedRecommendations(tab.category, RECOMMENDATIONS_TAB_LIMIT);
  useLoginRedirectOnError(list.error);
  if (list.isPending) return <LoadingGrid count={RECOMMENDATIONS_TAB_LIMIT} label={`Loading ${tab.label} recommendations`} />;
  if (list.isError && !list.data) {
    return <LoadError title="Error Loading Recommendations" error={list.error} onRetry={() => void list.refetch()} />;
  }
  const { recommendations, generating } = list.data;
  const starter = list.data.basis === 'starter';
  return (
    <Stack>
      {list.isError ? <LoadError title="Error Loading Recommendations" error={list.error} onRetry={() => void list.refetch()} /> : null}
      {generating ? <GeneratingNotice hasList={recommendations.length > 0} /> : null}
      {starter && recommendations.length > 0 ? <StarterNote /> : null}
      {recommendations.length > 0 ? (
        <CardGrid aria-label={tab.title}>
          {recommendations.map((recommendation) => (
            <li key={recommendation.id}>
              <RecommendationCard recommendation={recommendation} showCategory={tab.category === 'general'} starter={starter} />
            </li>
          ))}
        </CardGrid>
      ) : generating ? (
        <LoadingGrid count={RECOMMENDATIONS_TAB_LIMIT} label={`Generating ${tab.label} recommendations`} />
      ) : (
        <EmptyState icon={<SparkIcon size={26} />} title="No recommendations yet" description={tab.emptyText} />
      )}
    </Stack>
  );
}

/** One tab: its title, Refresh, and its list of up to 6 (docs/product/recommendations.md, Recommendations). */
export function RecommendationTabPanel({ tab }: { tab: RecommendationTab }) {
  const { toast } = useToast();
  const { refresh, isRefreshing } = useRefreshRecommendations(tab.category, {
    onError: () => toast({ variant: 'destructive', ...TAB_REFRESH_ERROR_TOAST }),
  });
  return (
    <section aria-labelledby={`recommendations-tab-${tab.category}`}>
      <TabHead>
        <SectionTitle id={`recommendations-tab-${tab.category}`}>{tab.title}</SectionTitle>
        <RefreshButton refreshing={isRefreshing} onRefresh={refresh} aria-label={`Refresh ${tab.label}`} compact />
      </TabHead>
      <TabList tab={tab} />
    </section>
  );
}
