import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENHANCED_LIMIT } from '@alive/contracts/constants';
import type { EnhancedContentType, EnhancedRecommendationsResponse } from '@alive/contracts';
import { recommendationsClient } from '../../../shared/api/recommendations-client.ts';

/** `''` = every type (the All Content tab). */
export type EnhancedTypeFilter = EnhancedContentType | '';

const queryOf = (type: EnhancedTypeFilter) => ({ query: { type, limit: String(ENHANCED_LIMIT.default) } });

/** GET /api/enhanced-content-recommendations?type=&limit=12: titles of the content library by personality match. */
export function getEnhancedRecommendations(type: EnhancedTypeFilter): Promise<EnhancedRecommendationsResponse> {
  return recommendationsClient.enhanced(queryOf(type));
}

export function enhancedRecommendationsQueryOptions(type: EnhancedTypeFilter) {
  return queryOptions({ ...recommendationsClient.enhanced.queryOptions(queryOf(type)), retry: false });
}

export function useEnhancedRecommendations(type: EnhancedTypeFilter) {
  return useQuery(enhancedRecommendationsQueryOptions(type));
}
