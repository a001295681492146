import { EmptyState, PageHeader, ScreenPage, Stack, TabList, Tabs, TabsContent, TabsTrigger, useLoginRedirectOnError } from '@alive/ui';
import { BookmarkIcon } from '@alive/ui/icons';
import type { MyListItem } from '@alive/contracts';
import { useMyList } from '../../../shared/api/my-list.ts';
import { CardGrid } from '../../../shared/components/card-parts.tsx';
import { HubLink } from '../../../shared/components/hub-link.tsx';
import { LoadError } from '../../../shared/components/load-error.tsx';
import { LoadingGrid } from '../../../shared/components/loading-grid.tsx';
import { RouterLinkButton } from '../../../shared/components/router-link-button.tsx';
import { useRemoveFromList } from '../hooks/use-remove-from-list.ts';
import { MyListCard } from './my-list-card.tsx';
import { MY_LIST_FILTERS } from './my-list-filters.ts';

export const MY_LIST_EMPTY_TEXT = "Like or bookmark a recommendation, or press “I'll try this”, and it shows up here, ready for when you want it.";

function FilterPanel({ filter, items }: { filter: (typeof MY_LIST_FILTERS)[number]; items: readonly MyListItem[] }) {
  const remove = useRemoveFromList();
  const shown = items.filter(filter.shows);
  if (shown.length === 0) {
    return (
      <EmptyState
        titleAs="h2"
        icon={<BookmarkIcon size={26} />}
        title={filter.empty}
        description={MY_LIST_EMPTY_TEXT}
        action={<RouterLinkButton to="/recommendations">Browse recommendations</RouterLinkButton>}
      />
    );
  }
  return (
    <CardGrid aria-label={filter.label}>
      {shown.map((item) => (
        <li key={item.recommendationId}>
          <MyListCard
            item={item}
            removing={remove.isPending && remove.variables?.item.recommendationId === item.recommendationId}
            onRemove={() => remove.mutate({ item, actions: filter.removes(item) })}
          />
        </li>
      ))}
    </CardGrid>
  );
}

/**
 * Exposed as `recommendations/./MyListScreen` (route /my-list): what the person liked, saved and wants
 * to try, newest first, each with Remove (docs/product/recommendations.md, My list). Read again on
 * every visit, since feedback given elsewhere changes it.
 */
export default function MyListScreen() {
  const list = useMyList({ refetchOnMount: 'always' });
  useLoginRedirectOnError(list.error);
  const items = list.data?.items ?? [];
  const count = (filter: (typeof MY_LIST_FILTERS)[number]) => items.filter(filter.shows).length;
  return (
    <ScreenPage>
      <HubLink />
      <PageHeader eyebrow="Recommendations" title="My list" description="What you liked, saved and want to try, newest first. Remove takes your feedback back." />
      {list.isPending ? (
        <LoadingGrid count={3} label="Loading your list" />
      ) : list.isError && !list.data ? (
        <LoadError title="Couldn't load your list" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Stack>
          {list.isError ? <LoadError title="Couldn't refresh your list" error={list.error} onRetry={() => void list.refetch()} /> : null}
          <Tabs defaultValue="all">
            <TabList aria-label="Filter My list">
              {MY_LIST_FILTERS.map((filter) => (
                <TabsTrigger key={filter.value} value={filter.value}>
                  {filter.label} ({count(filter)})
                </TabsTrigger>
              ))}
            </TabList>
            {MY_LIST_FILTERS.map((filter) => (
              <TabsContent key={filter.value} value={filter.value}>
                <FilterPanel filter={filter} items={items} />
              </TabsContent>
            ))}
          </Tabs>
        </Stack>
      )}
    </ScreenPage>
  );
}
