import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type {
  BulkContentItem,
  BulkContentResponse,
  ContentAnalytics,
  ContentClassification,
  ContentClassificationRequest,
  ContentGenerateRequest,
  ContentGenerateResponse,
  ContentList,
} from '@alive/contracts';

/** The content library's calls (docs/product/admin.md, Content library) and the query keys they own. */
export const CONTENT_PATH = '/api/admin/content';
export const contentQueryKey = [CONTENT_PATH] as const;

export interface ContentFilters {
  /** '' for every type. */
  contentType: '' | 'movie' | 'tv' | 'book';
  searchTerm: string;
}

export function contentListQueryOptions(filters: ContentFilters) {
  const query = new URLSearchParams();
  if (filters.contentType) query.set('contentType', filters.contentType);
  if (filters.searchTerm.trim()) query.set('searchTerm', filters.searchTerm.trim());
  const suffix = query.size > 0 ? `?${query}` : '';
  return queryOptions({
    queryKey: [CONTENT_PATH, 'list', filters.contentType, filters.searchTerm.trim()] as const,
    queryFn: () => apiJson<ContentList>('GET', `${CONTENT_PATH}${suffix}`),
  });
}

export const contentAnalyticsQueryOptions = queryOptions({
  queryKey: [CONTENT_PATH, 'analytics'] as const,
  queryFn: () => apiJson<ContentAnalytics>('GET', `${CONTENT_PATH}/analytics`),
});

export const createContent = (input: ContentClassificationRequest) => apiJson<ContentClassification>('POST', CONTENT_PATH, input);
export const updateContent = (id: number, input: ContentClassificationRequest) => apiJson<ContentClassification>('PUT', `${CONTENT_PATH}/${id}`, input);
export const deleteContent = (id: number) => apiJson<{ id: number; message: string }>('DELETE', `${CONTENT_PATH}/${id}`);
export const generateClassification = (input: ContentGenerateRequest) => apiJson<ContentGenerateResponse>('POST', `${CONTENT_PATH}/generate`, input);
export const bulkAddContent = (contentList: readonly BulkContentItem[]) => apiJson<BulkContentResponse>('POST', `${CONTENT_PATH}/bulk`, { contentList });
