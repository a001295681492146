import { useInfiniteQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The pages of a list after its first one, which came with another read (the groups list's own read, a
 * group's call with its first members): fetched from that page's cursor when the person asks ("Load
 * more", docs/product/groups.md, Pages), and not before. `pagesAfter` gives the query of the pages from a
 * cursor; `after` is the first page's cursor, null when it was the only page.
 */
export function useMorePages<TPage, TItem, TKey extends QueryKey>(
  pagesAfter: (after: string) => UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, TKey, string>,
  after: string | null,
  itemsOf: (page: TPage) => readonly TItem[],
) {
  const [asked, setAsked] = useState(false);
  const more = useInfiniteQuery({ ...pagesAfter(after ?? ''), enabled: asked && after !== null });
  return {
    items: more.data?.pages.flatMap(itemsOf) ?? [],
    hasMore: after !== null && (!asked || more.hasNextPage || more.isError),
    loading: more.isFetching,
    error: more.isError ? more.error : null,
    loadMore: () => {
      if (!asked) return setAsked(true);
      void (more.data ? more.fetchNextPage() : more.refetch());
    },
  };
}
