import { EmptyState, PageHeader, Select, space, Stack, useLoginRedirectOnError, useToast } from '@alive/ui';
import { SparkIcon } from '@alive/ui/icons';
import { PERSONALIZED_LIMIT } from '@alive/contracts/constants';
import { useState } from 'react';
import styled from 'styled-components';
import { usePersonalizedRecommendations, type ListCategory } from '../../../shared/api/personalized-recommendations.ts';
import { useRefreshRecommendations } from '../../../shared/hooks/use-refresh-recommendations.ts';
import { CardGrid } from '../../../shared/components/card-parts.tsx';
import { GeneratingNotice } from '../../../shared/components/generating-notice.tsx';
import { LoadError } from '../../../shared/components/load-error.tsx';
import { LoadingGrid } from '../../../shared/components/loading-grid.tsx';
import { RefreshButton } from '../../../shared/components/refresh-button.tsx';
import { RouterLinkButton } from '../../../shared/components/router-link-button.tsx';
import { StarterNote } from '../../../shared/components/starter.tsx';
import { isPersonalizedCategory, PERSONALIZED_CATEGORY_OPTIONS } from './category-options.ts';
import { PersonalizedCard } from './personalized-card.tsx';

export const PERSONALIZED_ERROR_TITLE = 'Error Loading Recommendations';
export const REFRESH_ERROR_TOAST = { title: 'Error', description: 'Failed to refresh recommendations. Please try again.' } as const;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  & > button[role='combobox'] { min-width: 190px; }
`;

function PersonalizedList({ category }: { category: ListCategory }) {
  const list = usePersonalizedRecommendations(category, PERSONALIZED_LIMIT.default);
  useLoginRedirectOnError(list.error);
  if (list.isPending) return <LoadingGrid count={3} label="Loading recommendations" />;
  if (list.isError && !list.data) {
    return <LoadError title={PERSONALIZED_ERROR_TITLE} error={list.error} onRetry={() => void list.refetch()} />;
  }
  const { recommendations, generating } = list.data;
  const starter = list.data.basis === 'starter';
  return (
    <Stack>
      {list.isError ? <LoadError title={PERSONALIZED_ERROR_TITLE} error={list.error} onRetry={() => void list.refetch()} /> : null}
      {generating ? <GeneratingNotice hasList={recommendations.length > 0} /> : null}
      {starter && recommendations.length > 0 ? <StarterNote /> : null}
      {recommendations.length > 0 ? (
        <CardGrid aria-label="Your recommendations">
          {recommendations.map((recommendation) => (
            <li key={recommendation.id}>
              <PersonalizedCard recommendation={recommendation} starter={starter} />
            </li>
          ))}
        </CardGrid>
      ) : generating ? null : (
        <EmptyState
          titleAs="h2"
          icon={<SparkIcon size={26} />}
          title="No recommendations yet"
          description="Recommendations come from your A.L.I.V.E Choices. Make a few choices and your personal suggestions appear here."
          action={<RouterLinkButton to="/">Make some choices</RouterLinkButton>}
        />
      )}
    </Stack>
  );
}

/**
 * /personalized-recommendations and /specific-content-recommendations: actionable ideas for one
 * category, 10 at a time (docs/product/recommendations.md, Personalized).
 */
export function PersonalizedRecommendationsView() {
  const [category, setCategory] = useState<ListCategory>('all');
  const { toast } = useToast();
  const { refresh, isRefreshing } = useRefreshRecommendations(category, {
    onError: () => toast({ variant: 'destructive', ...REFRESH_ERROR_TOAST }),
  });
  return (
    <>
      <PageHeader
        eyebrow="Recommendations"
        title="Your Personal Recommendations"
        description="Actionable ideas matched to your A.L.I.V.E Choices: how well each fits, what it takes, and why."
        actions={
          <Controls>
            <Select
              aria-label="Category"
              options={PERSONALIZED_CATEGORY_OPTIONS}
              value={category}
              onValueChange={(value) => {
                if (isPersonalizedCategory(value)) setCategory(value);
              }}
            />
            <RefreshButton refreshing={isRefreshing} onRefresh={refresh} />
          </Controls>
        }
      />
      <PersonalizedList category={category} />
    </>
  );
}
