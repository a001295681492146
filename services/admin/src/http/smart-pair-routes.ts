import type { adminEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import {
  algorithmAnalysis,
  evaluateSmartPair,
  generateSmartPairs,
  smartRecommendations,
  type SmartEngineDeps,
} from '../domain/smart-pair-engine.ts';

type SmartPairHandlers = Pick<
  EndpointHandlers<typeof adminEndpoints>,
  'smartGenerate' | 'smartRecommendations' | 'smartEvaluate' | 'algorithmAnalysis'
>;

/**
 * The Smart Choice Pair Engine (docs/product/admin.md, Smart Choice Pair Engine), as `adminEndpoints`
 * declares it. None of it writes: Add is served by choices, the pairs' one writer (docs/data-ownership.md).
 */
export function smartPairHandlers(deps: SmartEngineDeps): SmartPairHandlers {
  return {
    smartGenerate: ({ body }) => generateSmartPairs(deps, body),
    smartRecommendations: () => smartRecommendations(deps),
    smartEvaluate: ({ user, body }) => evaluateSmartPair(deps, user.id, body.choicePair),
    algorithmAnalysis: () => algorithmAnalysis(deps),
  };
}
