import type { adminEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import { aiPairDrafts, aiRecommendations, gapAnalysis, type AiPairDeps } from '../domain/ai-pair-recommendations.ts';

/**
 * AI Recommendations and gap analysis (docs/product/admin.md, AI pair engine), as `adminEndpoints`
 * declares them. All are reads: nothing is written until the admin adds a pair (or publishes drafts).
 */
export function aiPairHandlers(deps: AiPairDeps): Pick<EndpointHandlers<typeof adminEndpoints>, 'aiRecommendations' | 'aiPairDrafts' | 'gapAnalysis'> {
  return {
    aiRecommendations: ({ body }) => aiRecommendations(deps, body),
    aiPairDrafts: ({ body }) => aiPairDrafts(deps, body),
    gapAnalysis: ({ body }) => gapAnalysis(deps, body.category),
  };
}
