import { LOGIN_PATH, useCurrentUser } from '@alive/api-client';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, LinkButton, PageHeader, ScreenPage, Skeleton, Stack, TabList, Tabs, TabsContent, TabsTrigger, useLoginRedirectOnError } from '@alive/ui';
import { FilmIcon, LockIcon } from '@alive/ui/icons';
import { ENHANCED_LIMIT } from '@alive/contracts/constants';
import { CardGrid, SectionHead } from '../../../shared/components/card-parts.tsx';
import { LoadError } from '../../../shared/components/load-error.tsx';
import { LoadingGrid } from '../../../shared/components/loading-grid.tsx';
import { RefreshButton } from '../../../shared/components/refresh-button.tsx';
import { HubLink } from '../../../shared/components/hub-link.tsx';
import { RouterLinkButton } from '../../../shared/components/router-link-button.tsx';
import { StarterNote } from '../../../shared/components/starter.tsx';
import { useEnhancedRecommendations, type EnhancedTypeFilter } from '../api/get-enhanced-recommendations.ts';
import { countOf } from '../../../shared/components/plural.ts';
import { EnhancedCard } from './enhanced-card.tsx';

/** The tabs and the `type` each asks for (docs/product/recommendations.md, Enhanced). */
export const ENHANCED_TABS: readonly { value: string; label: string; type: EnhancedTypeFilter }[] = [
  { value: 'all', label: 'All Content', type: '' },
  { value: 'movie', label: 'Movies', type: 'movie' },
  { value: 'tv_show', label: 'TV Shows', type: 'tv_show' },
  { value: 'book', label: 'Books', type: 'book' },
];

function LoginRequired() {
  return (
    <Card $tone="brand" aria-label="Login Required">
      <CardHeader>
        <CardTitle>
          <LockIcon size={18} /> Login Required
        </CardTitle>
        <CardDescription>Sign in to get films, series and books matched to your A.L.I.V.E profile.</CardDescription>
      </CardHeader>
      <CardContent>
        <LinkButton href={LOGIN_PATH}>Login to Get Recommendations</LinkButton>
      </CardContent>
    </Card>
  );
}

function EnhancedList({ type, label }: { type: EnhancedTypeFilter; label: string }) {
  const list = useEnhancedRecommendations(type);
  useLoginRedirectOnError(list.error);
  if (list.isPending) return <LoadingGrid count={6} label={`Loading ${label}`} />;
  if (list.isError && !list.data) {
    return <LoadError title="Couldn't load enhanced recommendations" error={list.error} onRetry={() => void list.refetch()} />;
  }
  const { recommendations } = list.data;
  const starter = list.data.basis === 'starter';
  if (recommendations.length === 0) {
    return (
      <EmptyState
        titleAs="h2"
        icon={<FilmIcon size={26} />}
        title="No Enhanced Recommendations Yet"
        description="Make more A.L.I.V.E Choices so we can match films, series and books to your personality."
        action={<RouterLinkButton to="/">Take More Choices</RouterLinkButton>}
      />
    );
  }
  return (
    <Stack>
      {list.isError ? <LoadError title="Couldn't refresh enhanced recommendations" error={list.error} onRetry={() => void list.refetch()} /> : null}
      <SectionHead>
        <p>{starter ? countOf(recommendations.length, 'title') : `${countOf(recommendations.length, 'title')}, best match first`}</p>
        <RefreshButton refreshing={list.isRefetching} onRefresh={() => void list.refetch()} label="Refresh Recommendations" />
      </SectionHead>
      {starter ? <StarterNote /> : null}
      <CardGrid aria-label={label}>
        {recommendations.map((item) => (
          <li key={item.id}>
            <EnhancedCard item={item} starter={starter} />
          </li>
        ))}
      </CardGrid>
    </Stack>
  );
}

/**
 * Exposed as `recommendations/./EnhancedRecommendationsScreen` (route /enhanced-recommendations):
 * films, series and books of the content library, up to 12, by personality match. Signed out, no call.
 */
export default function EnhancedRecommendationsScreen() {
  const { user, isLoading } = useCurrentUser();
  return (
    <ScreenPage>
      <HubLink />
      <PageHeader
        eyebrow="Recommendations"
        title="Enhanced Content Recommendations"
        description={`Movies, TV shows and books matched to your A.L.I.V.E profile, up to ${ENHANCED_LIMIT.default} at a time.`}
      />
      {isLoading ? (
        <div role="status" aria-busy="true" aria-label="Checking authentication">
          <Skeleton height={44} radius="10px" />
        </div>
      ) : !user ? (
        <LoginRequired />
      ) : (
        <Tabs defaultValue="all">
          <TabList aria-label="Content types">
            {ENHANCED_TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabList>
          {ENHANCED_TABS.map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              <EnhancedList type={tab.type} label={tab.label} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </ScreenPage>
  );
}
