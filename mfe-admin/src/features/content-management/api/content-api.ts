import { endpointClient } from '@alive/api-client';
import type { adminEndpoints, BulkContentItem, ContentClassificationRequest, ContentGenerateRequest } from '@alive/contracts';
import { adminRoutes } from '@alive/contracts/routes';

/**
 * The content library's calls (docs/product/admin.md, Content library), typed by the admin endpoint
 * table, and the query keys they own. Keys follow the path: the list `['/api/admin/content', { … }]`
 * and the figures `['/api/admin/content', 'analytics']`, so invalidating `contentQueryKey` refreshes both.
 */
const contentClient = endpointClient<typeof adminEndpoints>(adminRoutes);

export const contentQueryKey = contentClient.listContent.queryKey();

export interface ContentFilters {
  /** '' for every type. */
  contentType: '' | 'movie' | 'tv' | 'book';
  searchTerm: string;
}

export function contentListQueryOptions(filters: ContentFilters) {
  const searchTerm = filters.searchTerm.trim();
  return contentClient.listContent.queryOptions({ query: { contentType: filters.contentType || undefined, searchTerm: searchTerm || undefined } });
}

export const contentAnalyticsQueryOptions = contentClient.contentAnalytics.queryOptions();

export const createContent = (input: ContentClassificationRequest) => contentClient.createContent({ body: input });
export const updateContent = (id: number, input: ContentClassificationRequest) => contentClient.updateContent({ params: { id: String(id) }, body: input });
export const deleteContent = (id: number) => contentClient.deleteContent({ params: { id: String(id) } });
export const generateClassification = (input: ContentGenerateRequest) => contentClient.generateContent({ body: input });
export const bulkAddContent = (contentList: readonly BulkContentItem[]) => contentClient.bulkContent({ body: { contentList: [...contentList] } });
