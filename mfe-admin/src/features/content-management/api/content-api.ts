import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpointClient } from '@alive/api-client';
import type { adminEndpoints, BulkContentItem, ContentClassificationRequest, ContentGenerateRequest, ContentPageSort } from '@alive/contracts';
import { adminRoutes } from '@alive/contracts/routes';

/**
 * The content library's calls (docs/product/admin.md, Content library), typed by the admin endpoint
 * table, and the query keys they own. Keys follow the path: the list's pages
 * `['/api/admin/content', 'pages', { … }]` and the figures `['/api/admin/content', 'analytics']`, so
 * invalidating `contentQueryKey` refreshes both.
 */
const contentClient = endpointClient<typeof adminEndpoints>(adminRoutes);

export const contentQueryKey = contentClient.listContent.queryKey();

export interface ContentFilters {
  /** '' for every type. */
  contentType: '' | 'movie' | 'tv' | 'book';
  searchTerm: string;
  sort: ContentPageSort;
}

/** The library a page at a time (docs/product/admin.md, Content library), each page after the last one's `nextCursor`. */
export function contentPagesQueryOptions(filters: ContentFilters) {
  const query = { contentType: filters.contentType || undefined, searchTerm: filters.searchTerm.trim() || undefined, sort: filters.sort };
  return infiniteQueryOptions({
    queryKey: [...contentQueryKey, 'pages', query],
    queryFn: ({ pageParam }) => contentClient.listContent({ query: { ...query, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useContentPages(filters: ContentFilters) {
  // Other filters keep the loaded list on screen until their first page arrives.
  return useInfiniteQuery({ ...contentPagesQueryOptions(filters), placeholderData: (previous) => previous });
}

export const contentAnalyticsQueryOptions = contentClient.contentAnalytics.queryOptions();

export function useContentAnalytics() {
  return useQuery(contentAnalyticsQueryOptions);
}

export const createContent = (input: ContentClassificationRequest) => contentClient.createContent({ body: input });
export const updateContent = (id: number, input: ContentClassificationRequest) => contentClient.updateContent({ params: { id: String(id) }, body: input });
export const deleteContent = (id: number) => contentClient.deleteContent({ params: { id: String(id) } });
export const generateClassification = (input: ContentGenerateRequest) => contentClient.generateContent({ body: input });
export const bulkAddContent = (contentList: readonly BulkContentItem[]) => contentClient.bulkContent({ body: { contentList: [...contentList] } });
