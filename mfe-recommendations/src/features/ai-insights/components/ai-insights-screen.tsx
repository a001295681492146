import { Button, colors, EmptyState, fontSizes, PageHeader, ScreenPage, Stack, useLoginRedirect, useLoginRedirectOnError, useToast } from '@alive/ui';
import { LayersIcon, SparkIcon, UsersIcon } from '@alive/ui/icons';
import type { UserGroupings } from '@alive/contracts';
import styled from 'styled-components';
import { CardGrid, SectionHead, SectionTitle } from '../../../shared/components/card-parts.tsx';
import { LoadError } from '../../../shared/components/load-error.tsx';
import { HubLink } from '../../../shared/components/hub-link.tsx';
import { LoadingGrid } from '../../../shared/components/loading-grid.tsx';
import { RouterLinkButton } from '../../../shared/components/router-link-button.tsx';
import { countOf } from '../../../shared/components/plural.ts';
import { useAnalyzePatterns, useUserGroupings } from '../api/user-groupings.ts';
import { ClusterCard, GroupingCard } from './grouping-cards.tsx';

export const ANALYZE_ERROR_TOAST = { title: 'Error', description: 'Failed to analyze patterns. Please try again.' } as const;

const Summary = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

function analyzedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export const NO_CHOICES_YET = {
  title: 'Nothing to analyze yet',
  description: 'Your patterns and clusters come from your A.L.I.V.E Choices. Make a few, then analyze them here.',
} as const;

function Groupings({ data }: { data: UserGroupings }) {
  // A person without choices: one invitation, not an analysis "based on 0 choices" above two empty sections.
  if (data.choiceCount === 0 && data.dynamicGroupings.length === 0 && data.interestClusters.length === 0) {
    return <EmptyState titleAs="h2" icon={<SparkIcon size={26} />} {...NO_CHOICES_YET} action={<RouterLinkButton to="/">Make some choices</RouterLinkButton>} />;
  }
  return (
    <Stack>
      <Summary role="status" data-testid="analysis-summary">
        Based on {countOf(data.choiceCount, 'choice')}, analyzed {analyzedAt(data.analyzedAt)}.
      </Summary>
      <section aria-labelledby="dynamic-groupings">
        <SectionHead>
          <SectionTitle id="dynamic-groupings">Dynamic Groupings</SectionTitle>
        </SectionHead>
        {data.dynamicGroupings.length === 0 ? (
          <EmptyState icon={<UsersIcon size={26} />} title="No patterns discovered yet" description="Make more choices, then analyze your patterns again." />
        ) : (
          <CardGrid aria-label="Dynamic Groupings">
            {data.dynamicGroupings.map((grouping) => (
              <li key={grouping.id}>
                <GroupingCard grouping={grouping} />
              </li>
            ))}
          </CardGrid>
        )}
      </section>
      <section aria-labelledby="interest-clusters">
        <SectionHead>
          <SectionTitle id="interest-clusters">Interest Clusters</SectionTitle>
        </SectionHead>
        {data.interestClusters.length === 0 ? (
          <EmptyState icon={<LayersIcon size={26} />} title="No clusters identified yet" description="Clusters form once several of your choices share tags." />
        ) : (
          <CardGrid aria-label="Interest Clusters">
            {data.interestClusters.map((cluster) => (
              <li key={cluster.id}>
                <ClusterCard cluster={cluster} />
              </li>
            ))}
          </CardGrid>
        )}
      </section>
    </Stack>
  );
}

/**
 * Exposed as `recommendations/./AiInsightsScreen` (route /ai-insights): groupings and clusters found in
 * the person's choices, analyzed again on request (docs/product/recommendations.md, AI-Powered Insights).
 */
export default function AiInsightsScreen() {
  const { toast } = useToast();
  const redirectOn401 = useLoginRedirect();
  const groupings = useUserGroupings();
  useLoginRedirectOnError(groupings.error);
  const analyze = useAnalyzePatterns({
    onError: (error) => {
      if (!redirectOn401(error)) toast({ variant: 'destructive', ...ANALYZE_ERROR_TOAST });
    },
  });
  return (
    <ScreenPage>
      <HubLink />
      <PageHeader
        eyebrow="Recommendations"
        title="AI-Powered Insights"
        description="Patterns and clusters discovered in your choices."
        actions={
          <Button icon={<SparkIcon size={16} />} loading={analyze.isPending} loadingText="Analyzing…" onClick={() => analyze.mutate()}>
            Analyze Patterns
          </Button>
        }
      />
      {groupings.isPending ? (
        <LoadingGrid count={3} label="Loading insights" />
      ) : groupings.isError && !groupings.data ? (
        <LoadError title="Couldn't load your insights" error={groupings.error} onRetry={() => void groupings.refetch()} />
      ) : (
        <Stack>
          {groupings.isError ? <LoadError title="Couldn't refresh your insights" error={groupings.error} onRetry={() => void groupings.refetch()} /> : null}
          <Groupings data={groupings.data} />
        </Stack>
      )}
    </ScreenPage>
  );
}
