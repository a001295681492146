import type { adminEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import {
  addSmartPairs,
  algorithmAnalysis,
  evaluateSmartPair,
  generateSmartPairs,
  smartRecommendations,
  type SmartEngineDeps,
} from '../domain/smart-pair-engine.ts';

type SmartPairHandlers = Pick<
  EndpointHandlers<typeof adminEndpoints>,
  'smartGenerate' | 'smartRecommendations' | 'smartEvaluate' | 'smartAdd' | 'algorithmAnalysis'
>;

/**
 * The Smart Choice Pair Engine (docs/product/admin.md, Smart Choice Pair Engine), as `adminEndpoints`
 * declares it. Only Add writes.
 */
export function smartPairHandlers(deps: SmartEngineDeps): SmartPairHandlers {
  return {
    smartGenerate: ({ body }) => generateSmartPairs(deps, body),
    smartRecommendations: () => smartRecommendations(deps),
    smartEvaluate: ({ user, body }) => evaluateSmartPair(deps, user.id, body.choicePair),
    smartAdd: async ({ body }, ctx) => {
      const result = await addSmartPairs(deps, body);
      // 201 only when something was added; a selection that all exists already answers 200.
      ctx.status = result.added.length > 0 ? 201 : 200;
      return result;
    },
    algorithmAnalysis: () => algorithmAnalysis(deps),
  };
}
