import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import { ENHANCED_LIMIT } from '@alive/contracts/constants';
import type { EnhancedContentType, EnhancedRecommendationsResponse } from '@alive/contracts';

export const ENHANCED_PATH = '/api/enhanced-content-recommendations';

/** `''` = every type (the All Content tab). */
export type EnhancedTypeFilter = EnhancedContentType | '';

/** GET /api/enhanced-content-recommendations?type=&limit=12: titles of the content library by personality match. */
export function getEnhancedRecommendations(type: EnhancedTypeFilter): Promise<EnhancedRecommendationsResponse> {
  const query = new URLSearchParams({ type, limit: String(ENHANCED_LIMIT.default) });
  return apiJson<EnhancedRecommendationsResponse>('GET', `${ENHANCED_PATH}?${query}`);
}

export function enhancedRecommendationsQueryOptions(type: EnhancedTypeFilter) {
  return queryOptions({
    queryKey: [ENHANCED_PATH, { type }] as const,
    queryFn: () => getEnhancedRecommendations(type),
    retry: false,
  });
}

export function useEnhancedRecommendations(type: EnhancedTypeFilter) {
  return useQuery(enhancedRecommendationsQueryOptions(type));
}
